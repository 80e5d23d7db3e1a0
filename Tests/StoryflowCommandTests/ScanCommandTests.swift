import Foundation
import Testing

/// `storyflow scan` and folders of Swift files in `render` and `review`, on sources written in the test.
@Suite struct ScanCommandTests {
    static let app = """
    import SwiftUI
    import UIKit
    @main struct Shop: App { var body: some Scene { WindowGroup { RootTabs() } } }
    struct RootTabs: View {
        var body: some View {
            TabView {
                NavigationStack { Catalog() }.tabItem { Label("Catalog", systemImage: "bag") }
                Basket().tabItem { Label("Basket", systemImage: "cart") }
            }
        }
    }
    struct Catalog: View {
        @State private var showFilter = false
        var body: some View {
            List { NavigationLink("Shoes") { Product() } }
                .navigationTitle("Catalog")
                .toolbar { Button("Filter") { showFilter = true } }
                .sheet(isPresented: $showFilter) { Filter() }
        }
    }
    struct Product: View { var body: some View { Text("Shoe").navigationTitle("Product") } }
    struct Filter: View { var body: some View { Form { Toggle("In stock", isOn: .constant(true)) } } }
    struct Basket: View {
        var body: some View { NavigationLink("Pay") { Payment() } }
    }
    struct Payment: View { var body: some View { Text("Pay") } }
    final class AccountViewController: UIViewController {
        func openSettings() {
            let account = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Account")
            navigationController?.pushViewController(account, animated: true)
        }
    }
    """

    @Test func scanRendersAnAppFromItsSwiftSources() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("Shop"), withIntermediateDirectories: true)
        try storyflow.write(Self.app, to: "Shop/Shop.swift")
        let result = try storyflow.run("scan", "Shop", "--format", "svg,dot")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Shop: note: "))
        #expect(result.standardError.contains("Shop/Shop.swift:30:31: warning: push could not be resolved: storyboard scene 'Account' is instantiated but no storyboard was given (--storyboards) [unresolved-navigation]"))
        let svg = storyflow.text(of: "diagrams/Shop.svg")
        for name in ["Catalog", "Shoes", "Filter", "Product", "Basket"] { #expect(svg.contains(name), "\(name)") }
        #expect(storyflow.text(of: "diagrams/Shop.dot").contains("style=\"dashed\""), "the sheet is drawn as a modal presentation")
    }

    @Test func storyboardsJoinTheScanAndReviewReadsAFolderOfSwift() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("Shop"), withIntermediateDirectories: true)
        try storyflow.write(Self.app, to: "Shop/Shop.swift")
        let storyboards = StoryflowProcess.fixtures.appendingPathComponent("Kitchen/Base.lproj").path
        let export = try storyflow.run("export", "Shop", "--storyboards", storyboards)
        #expect(export.exitCode == 0, "\(export.standardError)")
        #expect(export.standardOutput.contains("\"destination\" : \"Settings/Acc-St-001\""))
        #expect(!export.standardError.contains("unresolved-navigation"))

        let review = try storyflow.run("review", "Shop")
        #expect(review.standardOutput.contains("'Basket' pushes 'Payment' but no NavigationStack, NavigationView or navigation controller is above it; the link does nothing [push-outside-navigation-stack]"))
    }

    @Test func aFolderOfSwiftAndStoryboardsIsOneAppInEveryCommand() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("Shop/Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: storyflow.file("ShopKit"), withIntermediateDirectories: true)
        try storyflow.write(Self.app, to: "Shop/Shop.swift")
        try storyflow.write("import SwiftUI\nstruct Wishlist: View { var body: some View { Text(\"Wishes\").navigationTitle(\"Wishlist\") } }\n",
                            to: "ShopKit/Wishlist.swift")
        let settings = StoryflowProcess.fixtures.appendingPathComponent("Kitchen/Base.lproj/Settings.storyboard")
        try FileManager.default.copyItem(at: settings, to: storyflow.file("Shop/Base.lproj/Settings.storyboard"))

        // No --storyboards, no `scan`: the Swift screens and the storyboard's scenes are one flow, linked.
        let export = try storyflow.run("export", "Shop", "ShopKit")
        #expect(export.exitCode == 0, "\(export.standardError)")
        #expect((try? JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8))) != nil, "one JSON flow for both folders")
        #expect(export.standardOutput.contains("\"id\" : \"Catalog\""))
        #expect(export.standardOutput.contains("\"id\" : \"Wishlist\""), "the second folder joins the same app")
        #expect(export.standardOutput.contains("\"destination\" : \"Acc-St-001\""))
        #expect(!export.standardError.contains("unresolved-navigation"))
    }

    /// Five tabs that each link to one profile screen.
    static let router = """
    import SwiftUI
    @main struct Social: App { var body: some Scene { WindowGroup { Tabs() } } }
    struct Tabs: View {
        var body: some View {
            TabView {
                NavigationStack { Feed() }.tabItem { Text("Feed") }
                NavigationStack { Search() }.tabItem { Text("Search") }
                NavigationStack { Alerts() }.tabItem { Text("Alerts") }
                NavigationStack { Inbox() }.tabItem { Text("Inbox") }
                NavigationStack { Me() }.tabItem { Text("Me") }
            }
        }
    }
    struct Feed: View { var body: some View { NavigationLink("Author") { Profile() } } }
    struct Search: View { var body: some View { NavigationLink("Result") { Profile() } } }
    struct Alerts: View { var body: some View { NavigationLink("Follower") { Profile() } } }
    struct Inbox: View { var body: some View { NavigationLink("Sender") { Profile() } } }
    struct Me: View { var body: some View { NavigationLink("Myself") { Profile() } } }
    struct Profile: View { var body: some View { Text("Profile") } }
    """

    @Test func aScreenThatFiveTabsOpenIsDrawnOnceAndHubsZeroDrawsEveryEdge() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("Social"), withIntermediateDirectories: true)
        try storyflow.write(Self.router, to: "Social/Social.swift")
        let linked = try storyflow.run("scan", "Social", "--format", "dot", "--output", "linked.dot")
        #expect(linked.exitCode == 0, "\(linked.standardError)")
        let references = storyflow.text(of: "linked.dot").components(separatedBy: #"class="hub-reference""#).count - 1
        #expect(references == 4, "Feed is closest to the entry and keeps its edge; the other tabs link to the profile")

        let every = try storyflow.run("scan", "Social", "--format", "dot", "--output", "every.dot", "--hubs", "0")
        #expect(every.exitCode == 0, "\(every.standardError)")
        #expect(!storyflow.text(of: "every.dot").contains("hub-reference"))

        let wrong = try storyflow.run("scan", "Social", "--hubs=-1")
        #expect(wrong.exitCode == 64)
        #expect(wrong.standardError.contains("--hubs must be 0 (draw every edge) or more"), "\(wrong.standardError)")
    }

    /// `../shared/corpus-swift/Dimillian+IceCubesApp`, a real SwiftUI app.
    static let iceCubes = StoryflowProcess.corpus.deletingLastPathComponent().appendingPathComponent("corpus-swift/Dimillian+IceCubesApp")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: iceCubes.path), "../shared/corpus-swift is not beside the repository: corpus test skipped"))
    func everyStackOfARealAppIsDrawnOnItsOwnPage() throws {
        // Its pages have labelled edges within one rank, whose layout Graphviz 2.42 freed twice: the command crashed.
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("scan", Self.iceCubes.path, "--split", "stack", "--format", "svg", "--output", "pages")
        #expect(result.exitCode == 0, "\(result.standardError.suffix(500))")
        let pages = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("pages").path).filter { $0.hasSuffix(".svg") }
        #expect(pages.count > 20)
        #expect(pages.contains("Dimillian-IceCubesApp-NotificationsListView.svg"))
        #expect(storyflow.text(of: "pages/Dimillian-IceCubesApp-NotificationsListView.svg").contains("NotificationsListView"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: iceCubes.path), "../shared/corpus-swift is not beside the repository: corpus test skipped"))
    func aRealRouterAppsHubsAreDrawnOnceAndItsEdgesGetShorter() throws {
        let storyflow = try StoryflowProcess()
        let linked = try storyflow.run("scan", Self.iceCubes.path, "--format", "svg", "--output", "linked.svg")
        #expect(linked.exitCode == 0, "\(linked.standardError.suffix(500))")
        let every = try storyflow.run("scan", Self.iceCubes.path, "--format", "svg", "--output", "every.svg", "--hubs", "0")
        #expect(every.exitCode == 0, "\(every.standardError.suffix(500))")
        let svg = storyflow.text(of: "linked.svg")
        #expect(svg.components(separatedBy: #"class="node hub&#45;reference""#).count - 1 > 100, "Graphviz escapes the dash")
        #expect(svg.contains(##"<a xlink:href="#scene-AccountDetailView""##), "a reference links to the profile screen")
        // Measured: 1 260 000 points of edges without references, 312 000 with.
        let (linkedLength, everyLength) = (Self.edgeLength(svg), Self.edgeLength(storyflow.text(of: "every.svg")))
        #expect(linkedLength < everyLength / 2, "\(linkedLength) vs \(everyLength) points")
    }

    /// The edges' total length in an SVG, each counted as the straight line between its ends, in points.
    private static func edgeLength(_ svg: String) -> Double {
        let path = /<g id="[^"]*" class="edge[^"]*">.*?<path[^>]* d="M([-\d.]+),([-\d.]+)C[^"]*?([-\d.]+),([-\d.]+)"/.dotMatchesNewlines()
        return svg.matches(of: path).reduce(0) { total, match in
            let (x0, y0, x1, y1) = (Double(match.1) ?? 0, Double(match.2) ?? 0, Double(match.3) ?? 0, Double(match.4) ?? 0)
            return total + ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        }
    }
}
