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
        #expect(result.standardError.contains("Shop/Shop.swift:30:9: warning: push could not be resolved: storyboard scene 'Account' is instantiated but no storyboard was given (--storyboards) [unresolved-navigation]"))
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
}
