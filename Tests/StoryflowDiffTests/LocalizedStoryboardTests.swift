import Storyflow
import StoryflowDiff
import StoryflowStoryboard
import Testing

/// The `xx.lproj` copies of a storyboard are one storyboard, and an `Info.plist` naming the main
/// storyboard per device starts the flow there.
@Suite struct LocalizedStoryboardTests {
    @Test func aFolderLoadsTheBaseCopyOfALocalisedStoryboardOnce() throws {
        let flow = try RefactorFixtures.flow("Localized")
        #expect(flow.scenes.count == 9)
        #expect(flow.scenes.filter { $0.title == "Settings" }.count == 1)
        #expect(!flow.scenes.contains { $0.title == "Einstellungen" || $0.title == "设置" })
        // One storyboard: ids without a file prefix, the same as the app with one language.
        #expect(flow.initialSceneID == "Tab-Bc-001")
        #expect(Set(flow.scenes.compactMap(\.location?.file)) == ["Base.lproj/Main.storyboard"])
        #expect(FlowDiff(base: try RefactorFixtures.flow("OneFile"), head: flow).isEmpty)
    }

    @Test func withoutBaseTheDevelopmentLanguageOrEnglishCopyStandsForTheOthers() throws {
        let folder = RefactorFixtures.path("Localized")
        let copies = ["de", "es", "zh-Hans"].map { "\(folder)/\($0).lproj" }
        #expect(try StoryboardImporter().importFlow(paths: copies).flow.scenes.count == 27, "copies named one by one all load")
        let spanish = try StoryboardImporter().importFlow(paths: ["\(folder)/es.lproj"]).flow
        #expect(spanish.scenes.contains { $0.title == "Ajustes" })
    }

    @Test func mainStoryboardNamedPerDeviceStartsTheFlow() throws {
        let flow = try RefactorFixtures.flow("DeviceKeys")
        // Onboarding sorts first and has no initial scene: without the ~iphone key the flow started nowhere.
        #expect(flow.name == "Phone")
        #expect(flow.initialSceneID == "Phone/Tab-Bc-001")
    }
}
