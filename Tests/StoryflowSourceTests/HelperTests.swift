import Foundation
import Storyflow
import Testing
@testable import StoryflowSource

/// The app's own navigation helpers: functions that push or present what they are given, or a fixed screen, found
/// by what their bodies do, whatever they are called.
@Suite struct HelperTests {
    /// A coordinator that maps a nested `Scene` enum to controllers and a nested `Transition` to UIKit calls.
    static let enumRouter = """
    import UIKit
    final class SceneCoordinator {
        enum Scene { case profile(String), settings }
        enum Transition { case show, modal(animated: Bool) }

        @discardableResult
        func present(scene: Scene, from sender: UIViewController? = nil, transition: Transition) -> UIViewController? {
            guard let viewController = get(scene: scene) else { return nil }
            switch transition {
            case .show:
                sender?.show(viewController, sender: sender)
            case .modal(let animated):
                let navigation = UINavigationController(rootViewController: viewController)
                sender?.present(navigation, animated: animated)
            }
            return viewController
        }

        private func get(scene: Scene) -> UIViewController? {
            let viewController: UIViewController?
            switch scene {
            case .profile(let name):
                let controller = ProfileViewController()
                controller.title = name
                viewController = controller
            case .settings:
                viewController = SettingsViewController()
            }
            return viewController
        }
    }
    final class HomeViewController: UIViewController {
        let coordinator = SceneCoordinator()
        @objc func profileTapped() {
            _ = coordinator.present(scene: .profile("me"), from: self, transition: .show)
        }
        @objc func settingsTapped() {
            coordinator.present(scene: .settings, from: self, transition: .modal(animated: true))
        }
    }
    final class ProfileViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    """

    @Test func aHelperCallingAnOverloadOfItselfIsFollowed() {
        let result = Scanning.scan("""
        import UIKit
        final class ThreadViewController: UIViewController {
            init(root: String) { super.init(nibName: nil, bundle: nil) }
        }
        enum Facade {
            static func showThread(from provider: UIViewController, status: Int) {
                showThread(from: provider, root: "\\(status)")
            }
            static func showThread(from provider: UIViewController, root: String) {
                provider.navigationController?.pushViewController(ThreadViewController(root: root), animated: true)
            }
        }
        final class SearchViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                Facade.showThread(from: self, status: indexPath.row)
            }
        }
        """)
        #expect(result.edges.contains("SearchViewController -show-> ThreadViewController"))
    }

    @Test func anEnumRouterResolvesEachCallByItsCaseAndTransition() {
        let result = Scanning.scan(Self.enumRouter)
        #expect(result.edges.sorted() == ["HomeViewController -present-> SettingsViewController", "HomeViewController -show-> ProfileViewController"])
        #expect(result.flow.segues.map { $0.location!.line! }.sorted() == [35, 38], "each edge is at the call in the screen")
        // The UIKit calls inside the helper show what it was given: they are accounted for at its calls, not reported.
        #expect(result.sites.map(\.kind) == [.helper, .helper])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aDelegateCallReachesTheCoordinatorThatImplementsIt() {
        let result = Scanning.scan("""
        import UIKit
        protocol ItemsCoordinatorDelegate: AnyObject {
            func showDetail(for item: String)
            func showFilters()
        }
        final class DetailCoordinator: ItemsCoordinatorDelegate {
            let navigationController = UINavigationController()
            func showDetail(for item: String) {
                let controller = ItemDetailViewController(item: item)
                navigationController.pushViewController(controller, animated: true)
            }
            func showFilters() {
                navigationController.present(UINavigationController(rootViewController: FiltersViewController()), animated: true)
            }
        }
        final class ItemsViewController: UIViewController {
            weak var coordinatorDelegate: ItemsCoordinatorDelegate?
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                coordinatorDelegate?.showDetail(for: "item")
            }
            @objc func filter() { coordinatorDelegate?.showFilters() }
        }
        final class ItemDetailViewController: UIViewController { init(item: String) { super.init(nibName: nil, bundle: nil) } }
        final class FiltersViewController: UIViewController {}
        """)
        #expect(result.edges.contains("ItemsViewController -show-> ItemDetailViewController"))
        #expect(result.edges.contains { $0.hasPrefix("ItemsViewController -present-> ") && $0.hasSuffix("FiltersViewController)") })
        let detail = result.flow.segues.first { $0.destination == "ItemDetailViewController" && $0.source == "ItemsViewController" }
        #expect(detail?.location?.line == 19)
    }

    @Test func aDelegateCallReachesAProtocolExtensionItsCoordinatorAlsoAdopts() {
        // The screen's delegate protocol and the protocol whose extension implements the call are siblings; the
        // coordinator adopts both. The presented controller is a local assigned in branches, and a set-up function it is
        // handed to makes the search a popover.
        let result = Scanning.scan("""
        import UIKit
        protocol SidebarDelegate: AnyObject { func showSettings(sender: UIBarButtonItem) }
        protocol ReaderDelegate: SidebarDelegate { func showSearch(sender: UIBarButtonItem) }
        protocol ReaderCoordinator: SidebarDelegate { var navigationController: UINavigationController? { get } }
        extension ReaderCoordinator {
            func showSettings(sender: UIBarButtonItem) {
                let base = SettingsViewController()
                let controller: UIViewController
                if UIDevice.current.userInterfaceIdiom == .pad {
                    controller = base
                } else {
                    controller = UINavigationController(rootViewController: base)
                }
                controller.modalPresentationStyle = .popover
                navigationController?.present(controller, animated: true)
            }
        }
        final class PDFCoordinator: ReaderCoordinator {
            var navigationController: UINavigationController?
        }
        extension PDFCoordinator: ReaderDelegate {
            func showSearch(sender: UIBarButtonItem) {
                let search = SearchViewController()
                setupPresentation(for: search)
                navigationController?.present(search, animated: true)
                func setupPresentation(for controller: SearchViewController) {
                    controller.modalPresentationStyle = .popover
                }
            }
        }
        final class ReaderViewController: UIViewController {
            weak var coordinatorDelegate: (ReaderDelegate & AnyObject)?
            @objc func settingsTapped(_ sender: UIBarButtonItem) { coordinatorDelegate?.showSettings(sender: sender) }
            @objc func searchTapped(_ sender: UIBarButtonItem) { coordinatorDelegate?.showSearch(sender: sender) }
        }
        final class SettingsViewController: UIViewController {}
        final class SearchViewController: UIViewController {}
        """)
        #expect(result.edges.contains("ReaderViewController -popover-> SettingsViewController"))
        #expect(result.edges.contains { $0.hasPrefix("ReaderViewController -popover-> ") && $0.hasSuffix("(SettingsViewController)") })
        #expect(result.edges.contains("ReaderViewController -popover-> SearchViewController"))
    }

    @Test func anArgumentLeftOutOrFallenBackOnIsTheValueTheCodeNames() {
        // `showUpsellView(from:)` leaves out `flow`, whose default is `.upsell`; the keyed router passes it on as
        // `flow ?? .upsell` from an untyped dictionary; the factory maps the case to its screen.
        let result = Scanning.scan("""
        import UIKit

        enum Flow { case upsell, login }

        final class FlowFactory {
            static func begin(flow: Flow) -> UIViewController {
                switch flow {
                case .upsell: return UpgradeViewController()
                case .login: return LoginViewController()
                }
            }
        }

        protocol Navigation: AnyObject {
            func showSubscriptionRequired(_ root: UIViewController, flow: Flow)
        }

        final class MainTabBarController: UITabBarController, Navigation {
            func showSubscriptionRequired(_ root: UIViewController, flow: Flow = .upsell) {
                let controller = FlowFactory.begin(flow: flow)
                presentedViewController?.present(controller, animated: true)
            }
        }

        final class Navigator {
            static let shared = Navigator()
            weak var mainController: Navigation?
            static let upsellKey = "upsell"
            func navigateTo(_ place: String, data: [String: Any]) {
                if place == Navigator.upsellKey {
                    let flow = data["flow"] as? Flow
                    if let root = data["root"] as? UIViewController {
                        mainController?.showSubscriptionRequired(root, flow: flow ?? .upsell)
                    }
                }
            }
            func showUpsellView(from controller: UIViewController, flow: Flow = .upsell) {
                navigateTo(Self.upsellKey, data: ["root": controller, "flow": flow])
            }
        }

        final class PodcastListViewController: UIViewController {
            @objc func createFolderTapped() {
                Navigator.shared.showUpsellView(from: self)
            }
        }

        final class UpgradeViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        """)
        #expect(result.edges.contains("PodcastListViewController -present-> UpgradeViewController"))
        #expect(!result.edges.contains { $0.hasPrefix("PodcastListViewController") && $0.hasSuffix("LoginViewController") })
        #expect(!result.diagnostics.contains { $0.message.contains("without its") })
    }

    @Test func anEmptyStackOfTheAppsOwnClassShowsWhatTheCoordinatorHandedItPutsInIt() {
        let result = Scanning.scan("""
        import UIKit
        final class NavigationViewController: UINavigationController {}
        final class ExportCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([ExportViewController()], animated: false) }
        }
        final class ItemsViewController: UIViewController {
            @objc func export() {
                let navigationController = NavigationViewController()
                ExportCoordinator(navigationController: navigationController).start()
                present(navigationController, animated: true)
            }
        }
        final class ExportViewController: UIViewController {}
        """)
        #expect(result.edges.contains("ItemsViewController -present-> ExportViewController"))
        #expect(!result.edges.contains { $0.hasSuffix("-> NavigationViewController") })
    }

    @Test func aHelperTakingAControllerOrAViewShowsWhatEachCallerPasses() {
        let result = Scanning.scan("""
        import UIKit
        extension UIViewController {
            func presentModal(viewController: UIViewController) {
                let navigation = UINavigationController(rootViewController: viewController)
                present(navigation, animated: true)
            }
        }
        final class ListViewController: UIViewController {
            @objc func add() { presentModal(viewController: AddViewController()) }
            @objc func edit() {
                let editor = EditViewController()
                presentModal(viewController: editor)
            }
        }
        final class AddViewController: UIViewController {}
        final class EditViewController: UIViewController {}
        """)
        let presented = result.flow.segues.filter { $0.source == "ListViewController" && $0.kind == .present }
        #expect(presented.compactMap { $0.location?.line }.sorted() == [9, 12])
        #expect(result.edges.contains { $0.contains("AddViewController") } && result.edges.contains { $0.contains("EditViewController") })
        #expect(!result.diagnostics.contains { $0.location?.line == 5 }, "the present inside the helper is not a site of its own")
    }

    @Test func aCallOfAHelperOfTheScreensOwnTypeIsASiteBesidesTheHelpersBody() {
        let result = Scanning.scan("""
        import UIKit
        final class MainViewController: UIViewController {
            @objc func bookmarksTapped() {
                segueToBookmarks()
            }
            @objc func menuLongPressed() { self.segueToBookmarks() }
            func segueToBookmarks() { launchBookmarks() }
            private func launchBookmarks() {
                present(UINavigationController(rootViewController: BookmarksViewController()), animated: true)
            }
        }
        final class BookmarksViewController: UIViewController {}
        """)
        let presented = result.flow.segues.filter { $0.source == "MainViewController" }
        // Each call (lines 4 and 6, and the helper's own call of `launchBookmarks` on line 7) and the present itself (line 9).
        #expect(presented.compactMap { $0.location?.line }.sorted() == [4, 6, 7, 9])
        #expect(presented.allSatisfy { $0.kind == .present && $0.destination == "NavigationStack(BookmarksViewController)" })
    }

    @Test func aButtonCallingAHelperOfItsOwnViewKeepsTheHelpersSite() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol EditorDelegate: AnyObject { func showPicker() }
        final class EditorCoordinator: EditorDelegate {
            let navigation = UINavigationController()
            func showPicker() { navigation.pushViewController(PickerViewController(), animated: true) }
        }
        struct EditorView: View {
            weak var delegate: EditorDelegate?
            var body: some View {
                Form { Button("Parent") { self.showPickerView() } }
            }
            private func showPickerView() {
                delegate?.showPicker()
            }
        }
        final class PickerViewController: UIViewController {}
        """)
        let shown = result.flow.segues.filter { $0.source == "EditorView" && $0.destination == "PickerViewController" }
        #expect(shown.map { $0.location!.line! } == [14], "one segue per control, at the navigation the helper makes")
    }

    @Test func aHelperOfAnotherTypeIsNotMatchedByNameAlone() {
        let result = Scanning.scan("""
        import UIKit
        final class Router {
            let navigation = UINavigationController()
            func open() { navigation.pushViewController(AboutViewController(), animated: true) }
        }
        final class Player { func open() {} }
        final class HomeViewController: UIViewController {
            let router = Router()
            let player = Player()
            @objc func about() { router.open() }
            @objc func play() { player.open() }
        }
        final class AboutViewController: UIViewController {}
        """)
        let fromHome = result.flow.segues.filter { $0.source == "HomeViewController" }
        #expect(fromHome.map { $0.location!.line! } == [10])
    }

    @Test func aRouteValueShowsTheScreenItsStaticMemberBuildsInTheStyleItNames() throws {
        let source = try String(contentsOfFile: HelperTests.fixture("RouteRegistry.swift"), encoding: .utf8)
        let result = Scanning.scan(source)
        // The player's style is named in the overload its member hands its arguments on to.
        #expect(result.edges.sorted() == ["HomeView -present-> PlayerView", "HomeView -present-> SettingsView", "HomeView -show-> ProfileView"])
        #expect(result.diagnostics.isEmpty, "the path.append inside the coordinator only forwards the route")
    }

    @Test func aKeyPathRouteShowsWhatTheCoordinatorsMemberBuilds() {
        let result = Scanning.scan("""
        import SwiftUI
        final class SettingsCoordinator: NavigationCoordinatable {
            @Root var start = makeStart
            @Route(.push) var about = makeAbout
            @Route(.modal) var account = makeAccount
            @ViewBuilder func makeStart() -> some View { SettingsView() }
            @ViewBuilder func makeAbout() -> some View { AboutView() }
            func makeAccount() -> AccountCoordinator { AccountCoordinator() }
        }
        final class AccountCoordinator: NavigationCoordinatable {
            @Root var start = makeStart
            func makeStart() -> some View { AccountView() }
        }
        struct SettingsView: View {
            @EnvironmentObject private var router: SettingsCoordinator.Router
            let names = ["a"]
            var body: some View {
                List {
                    Button("About") { router.route(to: \\.about) }
                    Button("Account") { router.route(to: \\.account) }
                    ForEach(names.sorted(by: \\.count), id: \\.self) { Text($0) }
                }
                .navigationTitle("Settings")
            }
        }
        struct AboutView: View { var body: some View { Text("About") } }
        struct AccountView: View { var body: some View { Text("Account") } }
        """)
        #expect(result.edges.sorted() == ["SettingsView -present-> AccountView", "SettingsView -show-> AboutView"])
        #expect(result.sites.count == 2, "key paths to members that build no screen are no sites")
    }

    @Test func wrappersOfTheAppsOwnShowWhatTheyHold() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        struct Demo<Content: View>: View {
            let content: () -> Content
            var body: some View { content() }
        }
        struct RootView: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Counter") { Demo { CounterView() } } }.navigationTitle("Demos")
                }
            }
        }
        struct CounterView: View { var body: some View { Text("1") } }
        final class ContainerViewController: UIViewController { init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) } }
        final class FiltersCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([FiltersViewController()], animated: false) }
        }
        final class ItemsViewController: UIViewController {
            @objc func export() { present(ContainerViewController(rootViewController: ExportViewController()), animated: true) }
            @objc func filter() {
                let navigation = UINavigationController()
                navigation.modalPresentationStyle = .popover
                FiltersCoordinator(navigationController: navigation).start()
                present(navigation, animated: true)
            }
        }
        final class ExportViewController: UIViewController {}
        final class FiltersViewController: UIViewController {}
        """)
        #expect(result.edges.contains("RootView -show-> CounterView"))
        #expect(result.edges.contains("ItemsViewController -present-> ExportViewController"))
        #expect(result.edges.contains { $0.hasPrefix("ItemsViewController -popover-> ") && $0.contains("FiltersViewController") },
                "its modalPresentationStyle makes the presentation a popover")
    }

    @Test func aStringKeyedRouterShowsTheBranchItsKeyChooses() {
        let result = Scanning.scan("""
        import UIKit
        final class NavigationManager {
            static let shared = NavigationManager()
            static let podcastKey = "podcast"
            static let upgradeKey = "upgrade"
            weak var main: UINavigationController?
            func navigateTo(_ place: String, data: [String: Any]? = nil) { perform(place, data: data) }
            private func perform(_ place: String, data: [String: Any]?) {
                if place == NavigationManager.podcastKey {
                    main?.pushViewController(PodcastViewController(), animated: true)
                } else if place == NavigationManager.upgradeKey {
                    main?.present(Onboarding.shared.begin(flow: .upsell), animated: true)
                }
            }
        }
        final class Onboarding {
            static let shared = Onboarding()
            enum Flow { case upsell, login }
            func begin(flow: Flow) -> UIViewController {
                switch flow {
                case .upsell: return UpgradeViewController()
                case .login: return LoginViewController()
                }
            }
        }
        final class ListViewController: UIViewController {
            @objc func open() { NavigationManager.shared.navigateTo(NavigationManager.podcastKey) }
            @objc func upgrade() { NavigationManager.shared.navigateTo(NavigationManager.upgradeKey, data: [:]) }
        }
        final class PodcastViewController: UIViewController {}
        final class UpgradeViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        """)
        let fromList = result.flow.segues.filter { $0.source == "ListViewController" }
        // Each call leads to its own key's branch, not to every screen the router can show.
        #expect(fromList.filter { $0.location?.line == 27 }.map { "\($0.kind.rawValue) \($0.destination ?? "")" } == ["show PodcastViewController"])
        // A factory of another type is followed into its switch; which case it takes is a guess.
        let upgrade = fromList.filter { $0.location?.line == 28 }
        #expect(Set(upgrade.compactMap(\.destination)) == ["UpgradeViewController", "LoginViewController"])
        #expect(upgrade.allSatisfy { $0.kind == .present && $0.isInferred })
    }

    @Test func aCallbackTheHostWiresIsFollowedToWhatItPushes() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        final class SettingsViewModel: ObservableObject {
            var onRequestPush: ((UIViewController) -> Void)?
            enum Legacy { case icons, sites }
            func present(_ legacy: Legacy) {
                switch legacy {
                case .icons: push(IconsViewController())
                case .sites: push(SitesViewController())
                }
            }
            private func push(_ controller: UIViewController) { onRequestPush?(controller) }
        }
        struct SettingsView: View {
            @ObservedObject var viewModel: SettingsViewModel
            var body: some View {
                List { Button("Icons") { viewModel.present(.icons) } }.navigationTitle("Settings")
            }
        }
        final class SettingsHostingController: UIHostingController<SettingsView> {
            init(viewModel: SettingsViewModel) {
                super.init(rootView: SettingsView(viewModel: viewModel))
                viewModel.onRequestPush = { [weak self] controller in
                    self?.navigationController?.pushViewController(controller, animated: true)
                }
            }
        }
        final class IconsViewController: UIViewController {}
        final class SitesViewController: UIViewController {}
        """)
        #expect(result.edges.contains("SettingsView -show-> IconsViewController"))
        #expect(!result.edges.contains("SettingsView -show-> SitesViewController"), "the call's case chooses the branch")
        #expect(!result.diagnostics.contains { $0.severity == .warning })
    }

    @Test func aCoordinatorsClosureThatAViewWiresIsFollowedToTheSheetItSets() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        final class ContainerViewModel: ObservableObject {
            enum PresentedSheet: Identifiable { case downloads(DownloadsModel), assist; var id: Int { 0 } }
            @Published var presentedSheet: PresentedSheet?
            func presentDownloads(_ model: DownloadsModel) { presentedSheet = .downloads(model) }
            func presentAssist() { presentedSheet = .assist }
        }
        final class DownloadsModel {}
        final class AppCoordinator {
            var onShowDownloads: ((DownloadsModel) -> Void)?
            var onShowAssist: (() -> Void)?
            func showDownloads(_ model: DownloadsModel) { onShowDownloads?(model) }
            func showAssist() { onShowAssist?() }
        }
        struct ContainerView: View {
            @StateObject private var viewModel = ContainerViewModel()
            let coordinator: AppCoordinator
            var body: some View {
                WebView()
                    .onAppear {
                        coordinator.onShowDownloads = { viewModel.presentDownloads($0) }
                        coordinator.onShowAssist = { viewModel.presentAssist() }
                    }
                    .sheet(item: $viewModel.presentedSheet) { sheet in
                        switch sheet {
                        case .downloads(let model): DownloadsView(model: model)
                        case .assist: AssistView()
                        }
                    }
            }
        }
        struct WebView: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> WebViewController { WebViewController() }
            func updateUIViewController(_ controller: WebViewController, context: Context) {}
        }
        final class WebViewController: UIViewController {
            var coordinator: AppCoordinator?
            func downloadStarted() { coordinator?.showDownloads(DownloadsModel()) }
            @objc func assistTapped() { coordinator?.showAssist() }
        }
        struct DownloadsView: View { let model: DownloadsModel; var body: some View { Text("Downloads") } }
        struct AssistView: View { var body: some View { Text("Assist") } }
        """)
        #expect(result.edges.contains("WebViewController -present-> DownloadsView"))
        #expect(result.edges.contains("WebViewController -present-> AssistView"))
    }

    @Test func aCallReachingAnotherObjectsPresentationFlagThroughAProtocolAndAWiredClosureIsASite() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        final class SettingsPresenter: ObservableObject {
            static let shared = SettingsPresenter()
            @Published var isSheetPresented = false
            @Published var isPushPresented = false
            func presentSettings() { isSheetPresented = true }
        }
        protocol AppCoordinator: AnyObject { func showSettings(pushed: Bool) }
        extension AppCoordinator { func showSettings() { showSettings(pushed: false) } }
        final class ContainerCoordinator: AppCoordinator {
            var onShowSettings: ((Bool) -> Void)?
            func showSettings(pushed: Bool) { onShowSettings?(pushed) }
        }
        struct RootView: View {
            @ObservedObject private var presenter = SettingsPresenter.shared
            var body: some View {
                NavigationStack {
                    ContainerView()
                        .navigationDestination(isPresented: $presenter.isPushPresented) { SettingsView() }
                }
                .sheet(isPresented: $presenter.isSheetPresented) { SettingsView() }
            }
        }
        struct ContainerView: View {
            @State private var coordinator = ContainerCoordinator()
            var body: some View {
                WebView()
                    .onAppear {
                        coordinator.onShowSettings = { pushed in
                            if pushed, UIDevice.current.userInterfaceIdiom == .phone {
                                SettingsPresenter.shared.isPushPresented = true
                            } else {
                                SettingsPresenter.shared.presentSettings()
                            }
                        }
                    }
            }
        }
        struct WebView: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> WebViewController { WebViewController() }
            func updateUIViewController(_ controller: WebViewController, context: Context) {}
        }
        final class WebViewController: UIViewController {
            var coordinator: AppCoordinator?
            @objc func settingsTapped() { coordinator?.showSettings() }
            func openSettingsPage() { coordinator?.showSettings(pushed: true) }
        }
        struct SettingsView: View { var body: some View { List { Text("Settings") } } }
        """)
        // The Bool the call passes on chooses the branch, and so the kind: the sheet by default, the push when asked.
        #expect(result.edges.contains("WebViewController -present-> SettingsView"))
        #expect(result.edges.contains("WebViewController -show-> SettingsView"))
        #expect(result.sites.contains { $0.location.line == 46 && $0.destinations == ["SettingsView"] && $0.kind == .helper })
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }
}
