import Foundation
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

/// Screens show the app's own texts, not its localization keys.
@Suite struct LocalizedTextTests {
    static let source = """
    import SwiftUI
    struct ListsView: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("list.edit.title") { EditView() }
                    Text("list.footer")
                }
                .navigationTitle("lists.title")
            }
        }
    }
    struct EditView: View { var body: some View { Text("Edit").navigationTitle("edit.title") } }
    """

    @Test func aScanShowsTheDevelopmentLanguageTextOfEachKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Self.source.write(to: folder.appendingPathComponent("Lists.swift"), atomically: true, encoding: .utf8)
        try """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "list.edit.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Edit list"}},
                                                "de": {"stringUnit": {"state": "translated", "value": "Liste bearbeiten"}}}},
          "lists.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Lists"}}}}
        }}
        """.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "/* Footer */\n\"list.footer\" = \"Swipe to delete\";\n\"edit.title\" = \"Edit\";\n"
            .write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"list.footer\" = \"Wischen zum Löschen\";\n".write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)

        let result = try SwiftSourceScanner().scan(paths: [folder.path])
        let lists = try #require(result.flow.scenes.first { $0.customClass == "ListsView" && !$0.kind.isContainer })
        #expect(lists.title == "Lists")
        let texts = lists.content.elements.flatMap { element -> [String] in
            guard case .table(let table) = element else { return [] }
            return table.sections.flatMap { $0.cells.compactMap(\.text) }
        }
        #expect(texts == ["Edit list", "Swipe to delete"])
        #expect(result.flow.segues.contains { $0.destination == "EditView" && $0.trigger.title == "Edit list" })
        #expect(result.flow.scene(id: "EditView")?.title == "Edit")
    }

    @Test func aKeyTheAppDoesNotTranslateStaysAsWritten() {
        let result = SwiftSourceScanner().scan(sources: [("Lists.swift", Self.source)], name: "App", strings: ["lists.title": "Lists"])
        let lists = result.flow.scenes.first { $0.customClass == "ListsView" && !$0.kind.isContainer }
        #expect(lists?.title == "Lists")
        #expect(result.flow.scene(id: "EditView")?.title == "edit.title")
    }
}
