import Storyflow
import Testing

extension ExportFixture {
    /// The functions `Generated/` declares, compiled from the committed sources, by fixture name.
    /// A new fixture needs its line here once its source is recorded.
    static let compiled: [String: @Sendable () throws(FlowDefinitionError) -> Flow] = [
        "UIKitCatalogMain": uiKitCatalogMainFlow,
        "UIKitCatalogSearch": uiKitCatalogSearchFlow,
        "UIKitCatalogLaunchScreen": uiKitCatalogLaunchScreenFlow,
        "DoddmeRatingsMain": doddmeRatingsMainFlow,
        "DoddmeRatingsMainIpad": doddmeRatingsMainIpadFlow,
        "HuydemiRatingsLaunchScreen": huydemiRatingsLaunchScreenFlow,
        "HuydemiRatingsMain": huydemiRatingsMainFlow,
        "HuydemiRatingsPlayers": huydemiRatingsPlayersFlow,
        "MasterDetailLaunchScreen": masterDetailLaunchScreenFlow,
        "MasterDetailMain": masterDetailMainFlow,
        "ParseStoryboardSample": parseStoryboardSampleFlow,
        "SegueRazerSimpleLaunchScreen": segueRazerSimpleLaunchScreenFlow,
        "SegueRazerSimpleMain": segueRazerSimpleMainFlow,
        "SegueRazerConvertedLaunchScreen": segueRazerConvertedLaunchScreenFlow,
        "SegueRazerConvertedMain": segueRazerConvertedMainFlow,
        "HuydemiRatingsApp": huydemiRatingsAppFlow,
        "UIKitCatalogApp": uiKitCatalogAppFlow,
        "KitchenApp": kitchenAppFlow,
        "LegacyMain": legacyMainFlow,
        "LegacyMainIpad": legacyMainIpadFlow,
        "SeguesMain": seguesMainFlow,
        "MacMain": macMainFlow,
        "MacLists": macListsFlow,
        "MacPanes": macPanesFlow,
        "ElementsMain": elementsMainFlow,
        "SampleRatings": sampleRatingsFlow,
        "SampleFriendList": sampleFriendListFlow,
        "SampleHomepwner": sampleHomepwnerFlow,
        "Showcase": showcaseFlow,
        "Losses": lossesFlow,
    ]

    /// The flow the committed source of this fixture builds.
    func compiledFlow() throws -> Flow {
        let build = try #require(Self.compiled[name], "no compiled function for \(name)")
        return try build()
    }
}
