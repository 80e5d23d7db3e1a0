import Storyflow
import StoryflowExport
import StoryflowSamples
import StoryflowStoryboard
import Testing

/// A flow whose exported source is committed as `Generated/<name>.swift` and compiled into this
/// test target as the function `SwiftSourceExporter.functionName(forFlowNamed: name)`.
struct ExportFixture: Sendable, CustomTestStringConvertible {
    /// Where the flow comes from.
    enum Origin: Sendable {
        /// Storyboards of the corpus (a file or a folder, relative to it), imported together.
        case corpus([String])
        /// Storyboards of the repository's own fixtures (a file or a folder, relative to them), imported together.
        case fixture([String])
        /// A sample of StoryflowSamples, by name.
        case sample(String)
        /// ``ShowcaseFlow``.
        case showcase
        /// ``LossesFlow``.
        case losses
    }

    let name: String
    let origin: Origin

    var testDescription: String { name }

    /// The name of the generated function, unique across the fixtures.
    var functionName: String {
        SwiftSourceExporter.functionName(forFlowNamed: name)
    }

    /// The flow to export.
    func flow() throws -> Flow {
        switch origin {
        case .corpus(let paths):
            return try StoryboardImporter().importFlow(paths: paths.map(Corpus.path)).flow
        case .fixture(let paths):
            return try StoryboardImporter().importFlow(paths: paths.map(FixtureStoryboards.path)).flow
        case .sample(let name):
            return try #require(try Samples.flow(named: name))
        case .showcase:
            return try ShowcaseFlow.flow()
        case .losses:
            return LossesFlow.flow()
        }
    }

    /// Its exported source, in the fixture's function.
    func export() throws -> SwiftSourceExport {
        SwiftSourceExporter().export(try flow(), functionName: functionName)
    }
}

extension ExportFixture {
    /// One fixture per corpus storyboard, imported alone.
    static let corpusFiles: [ExportFixture] = [
        ExportFixture(name: "UIKitCatalogMain", origin: .corpus(["JakeDobson+UIKitCatalog/UIKitCatalog/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "UIKitCatalogSearch", origin: .corpus(["JakeDobson+UIKitCatalog/UIKitCatalog/Base.lproj/Search.storyboard"])),
        ExportFixture(name: "UIKitCatalogLaunchScreen", origin: .corpus(["JakeDobson+UIKitCatalog/UIKitCatalog/LaunchScreen.storyboard"])),
        ExportFixture(name: "DoddmeRatingsMain", origin: .corpus(["doddme+Ratings/Ratings/en.lproj/MainStoryboard.storyboard"])),
        ExportFixture(name: "DoddmeRatingsMainIpad", origin: .corpus(["doddme+Ratings/Ratings/en.lproj/MainStoryboard~ipad.storyboard"])),
        ExportFixture(name: "HuydemiRatingsLaunchScreen", origin: .corpus(["huydemi+Ratings/Ratings/Base.lproj/LaunchScreen.storyboard"])),
        ExportFixture(name: "HuydemiRatingsMain", origin: .corpus(["huydemi+Ratings/Ratings/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "HuydemiRatingsPlayers", origin: .corpus(["huydemi+Ratings/Ratings/Base.lproj/Players.storyboard"])),
        ExportFixture(name: "MasterDetailLaunchScreen", origin: .corpus(["iOSkoans+MasterDetail/MasterDetail/Base.lproj/LaunchScreen.storyboard"])),
        ExportFixture(name: "MasterDetailMain", origin: .corpus(["iOSkoans+MasterDetail/MasterDetail/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "ParseStoryboardSample", origin: .corpus(["rudifa+parse_storyboard/sample.storyboard"])),
        ExportFixture(name: "SegueRazerSimpleLaunchScreen", origin: .corpus(["szotp+SegueRazer/TestProjects/Simple/Simple/Base.lproj/LaunchScreen.storyboard"])),
        ExportFixture(name: "SegueRazerSimpleMain", origin: .corpus(["szotp+SegueRazer/TestProjects/Simple/Simple/Base.lproj/Main.storyboard"])),
        ExportFixture(
            name: "SegueRazerConvertedLaunchScreen",
            origin: .corpus(["szotp+SegueRazer/TestProjects/SimpleConverted/Simple/Base.lproj/LaunchScreen.storyboard"])
        ),
        ExportFixture(name: "SegueRazerConvertedMain", origin: .corpus(["szotp+SegueRazer/TestProjects/SimpleConverted/Simple/Base.lproj/Main.storyboard"])),
    ]

    /// Apps whose storyboards reference each other, imported as a folder (scene ids like `Main/…`).
    static let corpusApps: [ExportFixture] = [
        ExportFixture(name: "HuydemiRatingsApp", origin: .corpus(["huydemi+Ratings/Ratings/Base.lproj"])),
        ExportFixture(name: "UIKitCatalogApp", origin: .corpus(["JakeDobson+UIKitCatalog/UIKitCatalog/Base.lproj"])),
    ]

    /// The fixture storyboards written for the tests, so a clone without the corpus still round-trips storyboards.
    static let fixtureStoryboards: [ExportFixture] = [
        ExportFixture(name: "KitchenApp", origin: .fixture(["Kitchen/Base.lproj"])),
        ExportFixture(name: "LegacyMain", origin: .fixture(["Legacy/en.lproj/MainStoryboard.storyboard"])),
        ExportFixture(name: "LegacyMainIpad", origin: .fixture(["Legacy/en.lproj/MainStoryboard~ipad.storyboard"])),
        ExportFixture(name: "SeguesMain", origin: .fixture(["Segues/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "MacMain", origin: .fixture(["Mac/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "MacLists", origin: .fixture(["MacLists/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "MacPanes", origin: .fixture(["MacPanes/Base.lproj/Main.storyboard"])),
        ExportFixture(name: "ElementsMain", origin: .fixture(["Elements/Base.lproj/Main.storyboard"])),
    ]

    /// The samples, written with the DSL.
    static let samples: [ExportFixture] = ["Ratings", "FriendList", "Homepwner"].map {
        ExportFixture(name: "Sample\($0)", origin: .sample($0))
    }

    /// The fixtures read from the corpus, which is only there beside the repository.
    static let corpus: [ExportFixture] = corpusFiles + corpusApps

    /// The fixtures every clone has.
    static let standalone: [ExportFixture] = fixtureStoryboards + samples + [
        ExportFixture(name: "Showcase", origin: .showcase),
        ExportFixture(name: "Losses", origin: .losses),
    ]

    /// Every fixture.
    static let all: [ExportFixture] = corpus + standalone
}
