import Storyflow
import Testing
@testable import StoryflowSource

@Suite struct ScreenTests {
    @Test func viewsThroughTheAppsOwnProtocolsAreScreensAndPreviewsAreNot() {
        let result = Scanning.scan("""
        import SwiftUI
        protocol Screen: View {}
        struct Home: Screen {
            var body: some View {
                NavigationStack {
                    List {
                        Section("Account") {
                            NavigationLink("Profile") { Profile() }
                            Button("Sign out") { }
                        }
                    }
                    .navigationTitle("Home")
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Edit") { } } }
                }
            }
        }
        struct Profile: View { var body: some View { Text("Me").navigationTitle("Profile") } }
        struct Profile_Previews: PreviewProvider { static var previews: some View { NavigationLink("x") { Home() } } }
        #Preview { NavigationLink("y") { Profile() } }
        // NavigationLink("commented") { Profile() }
        """)
        #expect(result.flow.scenes.map(\.id).sorted() == ["Home", "Home.NavigationStack", "Profile"])
        #expect(result.sites.count == 1)
        let home = result.flow.scene(id: "Home")
        #expect(home?.title == "Home")
        #expect(home?.content.navigationBar?.leftItems.map(\.displayText) == ["Edit"])
        guard case .table(let table)? = home?.content.elements.first else { Issue.record("no list"); return }
        #expect(table.sections.first?.header == "Account")
        #expect(table.sections.first?.cells.map(\.text) == ["Profile", "Sign out"])
        #expect(table.sections.first?.cells.first?.accessory == .disclosureIndicator)
    }
}

/// What is no screen of the app: the system's controllers, and pagers (which are pages, not tabs).
@Suite struct NotScreensTests {
    @Test func systemControllersAndTheAppsWrappersOfThemAreNoScreens() {
        let result = Scanning.scan("""
        import SwiftUI
        import SafariServices
        struct SafariView: UIViewControllerRepresentable {
            let url: URL
            func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }
        struct AboutView: View {
            @State private var showsSite = false
            @State private var showsShare = false
            var body: some View {
                NavigationStack {
                    List {
                        Button("Website") { showsSite = true }
                        Button("Share") { showsShare = true }
                        NavigationLink("Licences") { LicencesView() }
                    }
                    .navigationTitle("About")
                    .sheet(isPresented: $showsSite) { SafariView(url: URL(string: "https://example.com")!) }
                    .sheet(isPresented: $showsShare) { ActivityView(items: []) }
                }
            }
        }
        struct LicencesView: View { var body: some View { Text("MIT") } }
        final class ListViewController: UIViewController {
            @objc func share() { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
        }
        """)
        #expect(!result.flow.scenes.contains { $0.id.contains("Safari") || $0.id.contains("sheet") || $0.id.contains("Activity") })
        #expect(result.edges.contains("AboutView -show-> LicencesView"))
        #expect(result.diagnostics.isEmpty, "a system controller is known, not an unresolved site")
        #expect(result.sites.filter { $0.systemController != nil }.map(\.systemController) == ["SFSafariViewController", "ActivityView", "UIActivityViewController"])
    }

    @Test func aTabViewStyledAsPagesIsAPagerNotTabs() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Onboarding: View {
            var body: some View {
                TabView {
                    WelcomePage()
                    PermissionsPage()
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
            }
        }
        struct WelcomePage: View { var body: some View { Text("Welcome") } }
        struct PermissionsPage: View { var body: some View { Text("Permissions") } }
        """)
        let pager = result.flow.scenes.first { $0.kind == .pageViewController }
        #expect(pager != nil)
        #expect(!result.flow.scenes.contains { $0.kind == .tabBarController })
        #expect(result.flow.segues.filter { $0.source == pager?.id }.map(\.relationshipRole) == [.page, .page])
    }
}
