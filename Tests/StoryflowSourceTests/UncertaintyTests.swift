import Storyflow
import Testing
@testable import StoryflowSource
import StoryflowReview

/// Inferred edges are marked as guesses; sites that lead nowhere are findings with file and line.
@Suite struct UncertaintyTests {
    @Test func aDestinationHeldInAPropertyIsAGuess() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Movie: View {
            var crew: some View { CrewList() }
            var body: some View { NavigationStack { NavigationLink(destination: crew) { Text("Crew") } } }
        }
        struct CrewList: View { var body: some View { Text("Crew") } }
        """)
        let link = result.flow.segues.first { $0.kind == .show }
        #expect(link?.destination == "CrewList")
        #expect(link?.isInferred == true)
        #expect(result.sites.first?.isInferred == true)
    }

    @Test func aValueNamedLikeItsTypeIsAGuess() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Order: Identifiable { let id: Int }
        struct Orders: View {
            let orders: [Order]
            var body: some View {
                NavigationStack {
                    List { ForEach(orders) { order in NavigationLink(value: order.id) { Text("Order") } } }
                        .navigationDestination(for: Order.ID.self) { id in OrderDetail(id: id) }
                }
            }
        }
        struct OrderDetail: View { let id: Int; var body: some View { Text("Order") } }
        """)
        #expect(result.edges.contains("Orders -show?-> OrderDetail"))
    }

    @Test func everyUnresolvedSiteIsAFindingWithFileAndLine() {
        let result = Scanning.scan(["Views/Profile.swift": """
        import SwiftUI
        struct Profile: View {
            @State private var item: Item?
            var body: some View {
                NavigationStack {
                    Text("Me")
                        .sheet(item: $item) { item in makeEditor(for: item) }
                }
            }
        }
        """])
        #expect(result.sites.count == 1)
        #expect(result.resolvedCount == 0)
        #expect(result.diagnostics.map(\.description) == [
            "Views/Profile.swift:7:18: warning: sheet could not be resolved: 'makeEditor' is not a view the app declares [unresolved-navigation]",
        ])
    }

    @Test func twoModifiersOfOneViewAreTwoSitesEachAtItsOwnLine() {
        let result = Scanning.scan(["Views/Home.swift": """
        import SwiftUI
        struct Home: View {
            @State private var showsSettings = false
            @State private var showsHelp = false
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .navigationTitle("Home")
                        .sheet(isPresented: $showsSettings) { SettingsView() }
                        .fullScreenCover(isPresented: $showsHelp) { makeHelp() }
                }
            }
        }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        """])
        #expect(result.sites.map { "\($0.kind):\($0.location.line!)" } == ["sheet:9", "fullScreenCover:10"])
        #expect(result.flow.segues.first { $0.destination == "SettingsView" }?.location?.line == 9)
        // The one that leads nowhere is not lost under the other: it is a warning at its own line.
        #expect(result.diagnostics.map(\.description) == [
            "Views/Home.swift:10:18: warning: full-screen cover could not be resolved: 'makeHelp' is not a view the app declares [unresolved-navigation]",
        ])
    }

    @Test func aScreenDeclaredInTwoTargetsIsAFindingAtTheOneNotDrawn() {
        let result = Scanning.scan([
            "App/HomeView.swift": """
            import SwiftUI
            struct HomeView: View {
                var body: some View { NavigationStack { NavigationLink("Movies") { MoviesView() } } }
            }
            struct MoviesView: View { var body: some View { Text("Movies") } }
            """,
            "AppTV/HomeView.swift": """
            import SwiftUI

            struct HomeView: View {
                var body: some View { TabView { TVMoviesView().tabItem { Text("Movies") } } }
            }
            struct TVMoviesView: View { var body: some View { Text("Movies") } }
            struct Row { let title: String }
            struct Row { let title: String }
            """,
        ])
        #expect(result.diagnostics.map(\.description) == [
            "AppTV/HomeView.swift:3:1: warning: 'HomeView' is declared again here; the scan draws the one at App/HomeView.swift:2 "
                + "(scan each app target's folder on its own to draw this one) [duplicate-screen-type]",
        ])
        #expect(result.edges.contains("HomeView -show-> MoviesView"))
    }

    @Test func aScreenDeclaredOncePerPlatformIsNoFinding() {
        let result = Scanning.scan(["App/ContentView.swift": """
        import SwiftUI
        #if os(macOS)
        struct ContentView: View { var body: some View { Text("Mac") } }
        #else
        struct ContentView: View { var body: some View { NavigationStack { Text("Phone") } } }
        #endif
        """])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func aViewNestedInAnIfBlockOfItsTypeIsNoDuplicateOfItself() {
        let result = Scanning.scan(["App/Root.swift": """
        import SwiftUI
        struct Root: View {
            var body: some View { NavigationStack { Text("Root") } }
            #if DEBUG
            struct DebugPanel: View { var body: some View { Text("Debug") } }
            #endif
        }
        """])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

/// The reviewer on flows read from Swift: SwiftUI's own mistakes, and no storyboard-only findings.
@Suite struct SwiftReviewTests {
    @Test func aNavigationLinkOutsideAnyStackIsAFindingAndIdentifiersAreNotAsked() {
        let result = Scanning.scan(["Views/Home.swift": """
        import SwiftUI
        @main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            var body: some View {
                VStack {
                    NavigationLink("Detail") { Detail() }
                    NavigationLink("More") { Detail() }
                }
            }
        }
        struct Detail: View { var body: some View { Text("Detail") } }
        """])
        let findings = FlowReviewer(rules: ReviewRules.all).review(result.flow)
        #expect(findings.map(\.ruleID) == ["push-outside-navigation-stack", "push-outside-navigation-stack"])
        #expect(findings.first?.diagnostic(flowName: "App").description == "Views/Home.swift:6:13: warning: 'Home' pushes 'Detail' but no NavigationStack, NavigationView or navigation controller is above it; the link does nothing [push-outside-navigation-stack]")
    }
}
