import SwiftUI

struct NavigationRoute: Hashable {
    enum TransitionStyle { case push, sheet, fullscreen }
    let id: String
    var style: TransitionStyle
    let content: AnyView
    init(id: String, style: TransitionStyle = .push, @ViewBuilder content: () -> some View) {
        self.id = id
        self.style = style
        self.content = AnyView(content())
    }
}

extension NavigationRoute {
    static var settings: NavigationRoute {
        NavigationRoute(id: "settings", style: .sheet) { SettingsView() }
    }
    static func profile(name: String) -> NavigationRoute {
        NavigationRoute(id: "profile") { ProfileView(name: name) }
    }
    static func player(title: String) -> NavigationRoute {
        let id = title.lowercased()
        return Self.player(id: id)
    }
    static func player(id: String) -> NavigationRoute {
        NavigationRoute(id: id, style: .fullscreen) { PlayerView() }
    }
}

final class NavigationCoordinator: ObservableObject {
    @Published var path: [NavigationRoute] = []
    @Published var sheet: NavigationRoute?
    func push(_ route: NavigationRoute) {
        switch route.style {
        case .push: path.append(route)
        case .sheet, .fullscreen: sheet = route
        }
    }
    struct Router {
        let coordinator: NavigationCoordinator?
        func route(to route: NavigationRoute) { coordinator?.push(route) }
    }
}

struct HomeView: View {
    let router: NavigationCoordinator.Router
    var body: some View {
        List {
            Button("Settings") { router.route(to: .settings) }
            Button("Me") { router.route(to: .profile(name: "me")) }
            Button("Play") { router.route(to: .player(title: "Trailer")) }
        }
        .navigationTitle("Home")
    }
}
struct SettingsView: View { var body: some View { Text("Settings") } }
struct PlayerView: View { var body: some View { Text("Playing") } }
struct ProfileView: View { let name: String; var body: some View { Text(name) } }
