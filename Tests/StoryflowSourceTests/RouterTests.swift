import Storyflow
import Testing
@testable import StoryflowSource

/// Enum routers: `navigate(to: .x)` and `presentedSheet = .x`, resolved through the `switch` keyed by the enum's type.
@Suite struct RouterTests {
    static let router = """
    import SwiftUI
    enum Destination: Hashable { case account(id: String), settings }
    enum SheetDestination: Identifiable { case compose, settings }
    enum Tint { case settings, compose }
    @Observable final class Router {
        var path: [Destination] = []
        var presentedSheet: SheetDestination?
        func navigate(to: Destination) { path.append(to) }
    }
    extension View {
        func withDestinations() -> some View {
            navigationDestination(for: Destination.self) { destination in
                switch destination {
                case .account(let id): AccountView(id: id)
                case .settings: SettingsView()
                }
            }
        }
        func withSheets(_ sheet: Binding<SheetDestination?>) -> some View {
            sheet(item: sheet) { destination in
                switch destination {
                case .compose: ComposeView()
                case .settings: SheetSettingsView()
                }
            }
        }
    }
    func color(for tint: Tint) -> some View {
        switch tint {
        case .settings: TintSettingsView()
        case .compose: TintComposeView()
        }
    }
    struct Timeline: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                List {
                    Button("Me") { router.navigate(to: .account(id: "me")) }
                    Button("Settings") { router.navigate(to: .settings) }
                }
                .toolbar { Button("Write") { router.presentedSheet = .settings } }
                .withDestinations()
                .withSheets($router.presentedSheet)
            }
        }
    }
    struct AccountView: View { let id: String; var body: some View { Text("Account") } }
    struct SettingsView: View { var body: some View { Text("Settings") } }
    struct ComposeView: View { var body: some View { Text("Compose") } }
    struct SheetSettingsView: View { var body: some View { Text("Sheet settings") } }
    struct TintSettingsView: View { var body: some View { Text("Tint") } }
    struct TintComposeView: View { var body: some View { Text("Tint") } }
    """

    @Test func casesResolveByTheEnumsTypeNotTheCaseName() {
        let result = Scanning.scan(Self.router)
        let segues = result.flow.segues(from: "Timeline")
        // Each call, then the destination and the sheet mapping the cases, each showing every case's screen.
        #expect(segues.map { "\($0.kind.rawValue) \($0.destination ?? "") \($0.trigger.title ?? "")" } == [
            "show AccountView Me", "show SettingsView Settings", "present SheetSettingsView Write",
            "show AccountView ", "show SettingsView ", "present ComposeView ", "present SheetSettingsView ",
        ])
        #expect(segues[2].trigger.kind == .barButton)
        // `.settings` of Destination and of SheetDestination lead to different screens; Tint's never navigates.
        #expect(!result.edges.contains { $0.contains("TintSettingsView") })
        // The router's own `path.append(to)` only passes on what `navigate(to:)` is given: each call is the site, not it.
        #expect(result.sites.count == 5)
        #expect(result.sites.filter(\.isDrawn).count == 5)
        #expect(result.diagnostics.isEmpty)
    }
}
