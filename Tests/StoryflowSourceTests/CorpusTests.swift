import Foundation
import Storyflow
import Testing
@testable import StoryflowSource

/// The three SwiftUI apps of `../shared/corpus-swift` (SOURCES.md): at least 90% of each app's navigation
/// sites resolve to a screen, and none is reported from a preview or a comment.
@Suite(CorpusSwift.required) struct CorpusTests {
    @Test(arguments: [
        // app, screens at least, sites, resolved at least
        ("apple+sample-food-truck", 20, 33, 32),
        ("Dimillian+MovieSwiftUI", 25, 30, 30),
        ("Dimillian+IceCubesApp", 100, 194, 188),
    ])
    func appResolvesAtLeastNinetyPercent(app: String, screens: Int, sites: Int, resolved: Int) throws {
        let result = try CorpusSwift.scan(app)
        #expect(result.flow.scenes.count >= screens)
        #expect(result.sites.count == sites)
        #expect(result.resolvedCount >= resolved)
        #expect(result.resolvedShare >= 0.9)
        #expect(result.flow.initialSceneID != nil)
        // Every segue ends at a scene of the flow.
        let ids = Set(result.flow.scenes.map(\.id))
        #expect(result.flow.segues.allSatisfy { ids.contains($0.source) && $0.destination.map(ids.contains) ?? false })
        for site in result.sites {
            let text = try String(contentsOfFile: site.location.file, encoding: .utf8)
            let line = text.components(separatedBy: "\n")[site.location.line! - 1]
            #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), "\(site.location) is a comment")
            #expect(!text.contains("#Preview") || !CorpusSwift.isInPreview(line: site.location.line!, of: text), "\(site.location) is in a preview")
        }
    }

    @Test func sampleFoodTruckHasItsSplitViewAndValueLinks() throws {
        let result = try CorpusSwift.scan("apple+sample-food-truck")
        #expect(result.flow.initialSceneID == "ContentView.NavigationSplitView")
        let columns = result.flow.children(of: "ContentView.NavigationSplitView")
        #expect(columns.map(\.role) == [.master, .detail])
        #expect(columns.first?.scene == "Sidebar")
        // Sidebar links by value (Panel.truck …) resolve through the switch over Panel.
        let fromSidebar = Set(result.flow.segues(from: "Sidebar").compactMap(\.destination))
        #expect(fromSidebar.isSuperset(of: ["TruckView", "OrdersView", "SocialFeedView", "DonutGallery", "TopFiveDonutsView"]))
        #expect(!result.flow.scenes.contains { $0.id.hasSuffix("_Previews") || $0.id == "Preview" })
    }

    @Test func iceCubesRoutesThroughItsRouterEnums() throws {
        let result = try CorpusSwift.scan("Dimillian+IceCubesApp")
        let routed = result.sites.filter { $0.kind == .router }
        #expect(routed.count >= 90)
        #expect(routed.filter(\.isResolved).count >= routed.count - 2)
        #expect(result.flow.scenes.contains { $0.kind == .tabBarController })
        #expect(result.flow.segues.contains { $0.kind == .present && $0.destination == "StatusEditor.MainView" })
    }
}

/// `../shared/corpus-swift`, when it is beside the repository.
enum CorpusSwift {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus-swift").standardizedFileURL.path

    /// Each app scanned once for all tests.
    private static let scans: [String: Result<SourceScanResult, any Error>] = Dictionary(uniqueKeysWithValues: apps.map { app in
        (app, Result { try SwiftSourceScanner().scan(paths: [folder + "/" + app]) })
    })

    static let apps = ["apple+sample-food-truck", "Dimillian+MovieSwiftUI", "Dimillian+IceCubesApp"]

    /// The scan of one app of the corpus.
    static func scan(_ app: String) throws -> SourceScanResult {
        try scans[app]!.get()
    }

    /// Skips (visibly) when the corpus is absent.
    static var required: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: folder), "needs ../shared/corpus-swift beside the repository")
    }

    /// Whether `line` falls inside a `#Preview { … }` block (a rough brace count, enough for the corpus).
    static func isInPreview(line: Int, of text: String) -> Bool {
        var depth = 0
        var inPreview = false
        for (number, content) in text.components(separatedBy: "\n").enumerated() {
            if content.contains("#Preview") { inPreview = true; depth = 0 }
            if inPreview {
                depth += content.filter { $0 == "{" }.count - content.filter { $0 == "}" }.count
                if number + 1 == line { return true }
                if depth <= 0, !content.contains("#Preview") { inPreview = false }
            }
        }
        return false
    }
}
