import Storyflow
import Testing
@testable import StoryflowSource

/// Flow coordinators: types that are no screens, build screens through screen coordinators, and navigate when those
/// screens report an action.
@Suite struct CoordinatorTests {
    static let app = """
    import Combine
    import SwiftUI
    protocol CoordinatorProtocol: AnyObject { func toPresentable() -> AnyView }
    struct Module: Identifiable, Hashable {
        let id = UUID()
        let coordinator: CoordinatorProtocol
        init(_ coordinator: CoordinatorProtocol) { self.coordinator = coordinator }
    }
    final class StackCoordinator: CoordinatorProtocol, ObservableObject {
        var root: Module?
        @Published var stack: [Module] = []
        @Published var sheet: Module?
        func setRoot(_ coordinator: CoordinatorProtocol) { root = Module(coordinator) }
        func push(_ coordinator: CoordinatorProtocol) { stack.append(Module(coordinator)) }
        func setSheet(_ coordinator: CoordinatorProtocol?) {
            guard let coordinator else { sheet = nil; return }
            sheet = Module(coordinator)
        }
        func toPresentable() -> AnyView { AnyView(StackView(coordinator: self)) }
    }
    struct StackView: View {
        @ObservedObject var coordinator: StackCoordinator
        var body: some View {
            NavigationStack(path: $coordinator.stack) {
                coordinator.root?.coordinator.toPresentable()
                    .navigationDestination(for: Module.self) { module in module.coordinator.toPresentable() }
            }
            .sheet(item: $coordinator.sheet) { module in module.coordinator.toPresentable() }
        }
    }
    final class SettingsScreenCoordinator: CoordinatorProtocol {
        enum Action { case about, profile }
        let actions = PassthroughSubject<Action, Never>()
        func toPresentable() -> AnyView { AnyView(SettingsScreen()) }
    }
    struct SettingsScreen: View { var body: some View { List { Text("Settings") } } }
    final class AboutScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(AboutScreen()) } }
    struct AboutScreen: View { var body: some View { Text("About").navigationTitle("About") } }
    final class ProfileScreenCoordinator: CoordinatorProtocol {
        var onEdit: (() -> Void)?
        func toPresentable() -> AnyView { AnyView(ProfileScreen()) }
    }
    struct ProfileScreen: View { var body: some View { Form { Text("Profile") } } }
    final class EditScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(EditScreen()) } }
    struct EditScreen: View { var body: some View { TextField("Name", text: .constant("")) } }
    final class Machine {
        func addRoute(event: SettingsFlowCoordinator.Event, handler: @escaping () -> Void) {}
        func tryEvent(_ event: SettingsFlowCoordinator.Event) {}
    }
    final class SettingsFlowCoordinator {
        enum Event { case showProfile }
        private let stackCoordinator: StackCoordinator
        private let machine = Machine()
        private var cancellables: Set<AnyCancellable> = []
        init(stackCoordinator: StackCoordinator) {
            self.stackCoordinator = stackCoordinator
            machine.addRoute(event: .showProfile) { [weak self] in self?.presentProfile() }
        }
        func start() {
            let coordinator = SettingsScreenCoordinator()
            coordinator.actions.sink { [weak self] action in
                switch action {
                case .about: self?.presentAbout()
                case .profile: self?.machine.tryEvent(.showProfile)
                }
            }
            .store(in: &cancellables)
            stackCoordinator.setRoot(coordinator)
        }
        private func presentAbout() { stackCoordinator.push(AboutScreenCoordinator()) }
        private func presentProfile() {
            let coordinator = ProfileScreenCoordinator()
            coordinator.onEdit = { [weak self] in self?.presentEdit() }
            stackCoordinator.push(coordinator)
        }
        private func presentEdit() {
            let sheetStack = StackCoordinator()
            sheetStack.setRoot(EditScreenCoordinator())
            stackCoordinator.setSheet(sheetStack)
        }
    }
    """

    @Test func aCoordinatorReachedThroughACastLocalNavigates() {
        let result = Scanning.scan("""
        import UIKit
        protocol Coordinator: AnyObject { var parentCoordinator: Coordinator? { get } }
        protocol NoteEditorCoordinatorDelegate: AnyObject { func showItemDetail(key: String) }
        final class ItemDetailViewController: UIViewController {
            init(key: String) { super.init(nibName: nil, bundle: nil) }
        }
        final class SearchResultViewController: UIViewController {}
        final class AppCoordinator: Coordinator {
            var parentCoordinator: Coordinator?
            var navigationController: UINavigationController?
            func showItemDetail(for key: String) {
                navigationController?.present(SearchResultViewController(), animated: true)
            }
        }
        final class DetailCoordinator: Coordinator {
            var parentCoordinator: Coordinator?
            var navigationController: UINavigationController?
            func showItemDetail(for key: String) {
                navigationController?.pushViewController(ItemDetailViewController(key: key), animated: true)
            }
        }
        final class NoteEditorCoordinator: Coordinator, NoteEditorCoordinatorDelegate {
            var parentCoordinator: Coordinator?
            func showItemDetail(key: String) {
                guard let coordinator = (parentCoordinator as? DetailCoordinator) else { return }
                coordinator.showItemDetail(for: key)
            }
        }
        final class NoteEditorViewController: UIViewController {
            weak var coordinatorDelegate: NoteEditorCoordinatorDelegate?
            func citationTapped() {
                coordinatorDelegate?.showItemDetail(key: "k")
            }
        }
        """)
        // Two coordinators have a `showItemDetail(for:)`: the cast says which one is called.
        #expect(result.edges.contains("NoteEditorViewController -show-> ItemDetailViewController"))
        #expect(!result.edges.contains { $0.hasSuffix("SearchResultViewController") })
    }

    @Test func aFlowCoordinatorNavigatesFromTheScreenWhoseActionItAnswers() {
        let result = Scanning.scan(Self.app)
        // `push` appends to a stack's path and `setSheet` sets a sheet's item: helpers, whatever they are called.
        // `presentAbout()` answers the settings screen's action; `presentProfile()` the event that action sends on;
        // `presentEdit()` the profile screen's callback, with the editor put into a stack made for the sheet.
        let edges = Set(result.edges)
        #expect(edges.isSuperset(of: ["SettingsScreen -show-> AboutScreen", "SettingsScreen -show-> ProfileScreen", "ProfileScreen -present-> EditScreen"]))
        // The profile screen's callback is its own, not the settings screen's that led to it.
        #expect(!edges.contains("SettingsScreen -present-> EditScreen"))
        #expect(!edges.contains { $0.hasPrefix("ProfileScreen -show->") })
    }

    @Test func aScreenCoordinatorShowingOneOfTwoScreensCallsBackFromEach() {
        let result = Scanning.scan(Self.app + """

        final class DetailsScreenCoordinator: CoordinatorProtocol {
            enum Action { case edit }
            let actions = PassthroughSubject<Action, Never>()
            let isSpace: Bool
            init(isSpace: Bool) { self.isSpace = isSpace }
            func toPresentable() -> AnyView {
                if isSpace { AnyView(SpaceDetailsScreen()) } else { AnyView(RoomDetailsScreen()) }
            }
        }
        struct SpaceDetailsScreen: View { var body: some View { List { Text("Space") } } }
        struct RoomDetailsScreen: View { var body: some View { List { Text("Room") } } }
        final class RoomFlowCoordinator {
            private let stackCoordinator: StackCoordinator
            private var cancellables: Set<AnyCancellable> = []
            init(stackCoordinator: StackCoordinator) { self.stackCoordinator = stackCoordinator }
            func presentDetails(isSpace: Bool) {
                let coordinator = DetailsScreenCoordinator(isSpace: isSpace)
                coordinator.actions.sink { [weak self] action in
                    switch action {
                    case .edit: self?.stackCoordinator.setSheet(EditScreenCoordinator())
                    }
                }
                .store(in: &cancellables)
                stackCoordinator.setRoot(coordinator)
            }
        }
        """)
        // The callback answers whichever screen the coordinator shows, not only the first it can build.
        #expect(Set(result.edges).isSuperset(of: ["SpaceDetailsScreen -present-> EditScreen", "RoomDetailsScreen -present-> EditScreen"]))
    }

    @Test func aProcessorMadeForAScreenNavigatesFromItThroughItsTypeErasedCoordinator() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol Coordinator { associatedtype Route; func navigate(to route: Route) }
        final class AnyCoordinator<Route>: Coordinator {
            private let doNavigate: (Route) -> Void
            init<C: Coordinator>(_ coordinator: C) where C.Route == Route { doNavigate = { coordinator.navigate(to: $0) } }
            func navigate(to route: Route) { doNavigate(route) }
        }
        enum SettingsRoute { case export, language }
        final class SettingsProcessor {
            private let coordinator: AnyCoordinator<SettingsRoute>
            init(coordinator: AnyCoordinator<SettingsRoute>) { self.coordinator = coordinator }
            func receive(_ action: String) {
                if action == "export" { coordinator.navigate(to: .export) } else { coordinator.navigate(to: .language) }
            }
        }
        final class Store { let processor: SettingsProcessor; init(processor: SettingsProcessor) { self.processor = processor } }
        struct SettingsView: View { let store: Store; var body: some View { List { Text("Settings") } } }
        struct ExportView: View { var body: some View { Text("Export") } }
        struct LanguageView: View { var body: some View { Form { Text("Language") } } }
        final class SettingsCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func navigate(to route: SettingsRoute) {
                switch route {
                case .export: showExport()
                case .language: showLanguage()
                }
            }
            func start() {
                let processor = SettingsProcessor(coordinator: AnyCoordinator(self))
                let store = Store(processor: processor)
                navigationController.pushViewController(UIHostingController(rootView: SettingsView(store: store)), animated: false)
            }
            private func showExport() { navigationController.present(UIHostingController(rootView: ExportView()), animated: true) }
            private func showLanguage() { navigationController.present(UIHostingController(rootView: LanguageView()), animated: true) }
        }
        """)
        // Each route is drawn from the screen the processor was made for, at the processor's call and at the coordinator's
        // presentation the route leads to.
        let fromSettings = result.flow.segues(from: "SettingsView").filter { $0.kind == .present }
        #expect(fromSettings.filter { $0.destination == "ExportView" }.compactMap(\.location?.line).sorted() == [14, 35])
        #expect(fromSettings.filter { $0.destination == "LanguageView" }.compactMap(\.location?.line).sorted() == [14, 36])
    }

    @Test func anEmptyNavigationControllerShowsWhatTheCoordinatorHandedItPutsThereForTheCaseItIsTold() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol StackNavigator: AnyObject { func replace(_ view: some View); func present(_ controller: UIViewController) }
        enum CaptureRoute { case manualEntry, scan }
        protocol CaptureModule { func makeCaptureCoordinator(stackNavigator: StackNavigator) -> AnyObject }
        final class AppModule: CaptureModule {
            func makeCaptureCoordinator(stackNavigator: StackNavigator) -> AnyObject {
                CaptureCoordinator(navigator: stackNavigator).erased()
            }
        }
        final class CaptureCoordinator {
            private weak var stackNavigator: StackNavigator?
            init(navigator: StackNavigator) { self.stackNavigator = navigator }
            func start() {}
            func navigate(to route: CaptureRoute) {
                switch route {
                case .manualEntry: showManualEntry()
                case .scan: showScan()
                }
            }
            private func showScan() {
                guard hasCamera else { showManualEntry(); return }
                stackNavigator?.replace(ScanView())
            }
            private func showManualEntry() { stackNavigator?.replace(ManualEntryView()) }
            func erased() -> AnyObject { self }
            var hasCamera: Bool { true }
        }
        final class ListController: UIViewController, StackNavigator {
            typealias Module = CaptureModule
            let module: Module = AppModule()
            func replace(_ view: some View) { setViewControllers([UIHostingController(rootView: view)], animated: false) }
            func present(_ controller: UIViewController) { present(controller, animated: true) }
            @objc func scanTapped() {
                let navigationController = UINavigationController()
                let coordinator = module.makeCaptureCoordinator(stackNavigator: navigationController)
                coordinator.start()
                coordinator.navigate(to: .scan)
                present(navigationController)
            }
        }
        struct ScanView: View { var body: some View { Text("Scan") } }
        struct ManualEntryView: View { var body: some View { Form { Text("Key") } } }
        """)
        // The factory behind a protocol passes the navigation controller on to the coordinator it makes, and `.scan` leads
        // to the screen `showScan()` puts in it, not to the fallback its `guard` calls first.
        #expect(result.edges.contains("ListController -present-> ScanView"))
        #expect(!result.edges.contains("ListController -present-> ManualEntryView"))
    }

    @Test func aContainerObjectIsShownWithWhatItsFlowOrAHookFactoryPutsInIt() {
        let result = Scanning.scan(["App.swift": Self.app, "Chats.swift": """
        import Combine
        import SwiftUI
        final class StartChatScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(StartChatScreen()) } }
        struct StartChatScreen: View { var body: some View { List { Text("Start chat") } } }
        final class RecoveryKeyScreenCoordinator: CoordinatorProtocol {
            init(parameters: RecoveryKeyParameters) {}
            func toPresentable() -> AnyView { AnyView(RecoveryKeyScreen()) }
        }
        struct RecoveryKeyScreen: View { var body: some View { Form { Text("Recovery key") } } }
        struct RecoveryKeyParameters { let isModal: Bool }
        struct BackupParameters { let isModal: Bool }
        final class RecoveryKeyHook {
            func makeCoordinator(parameters: RecoveryKeyParameters) -> CoordinatorProtocol { RecoveryKeyScreenCoordinator(parameters: parameters) }
        }
        final class BackupHook { func makeCoordinator(parameters: BackupParameters) -> CoordinatorProtocol { AboutScreenCoordinator() } }
        final class StartChatFlowCoordinator {
            private let stackCoordinator: StackCoordinator
            init(stackCoordinator: StackCoordinator) { self.stackCoordinator = stackCoordinator }
            func start() { stackCoordinator.setRoot(StartChatScreenCoordinator()) }
        }
        final class HomeScreenCoordinator: CoordinatorProtocol {
            enum Action { case startChat, recoveryKey }
            let actions = PassthroughSubject<Action, Never>()
            func toPresentable() -> AnyView { AnyView(HomeScreen()) }
        }
        struct HomeScreen: View { var body: some View { List { Text("Home") } } }
        final class ChatsFlowCoordinator {
            private let rootStack: StackCoordinator
            private let hooks: AnyObject
            private var cancellables: Set<AnyCancellable> = []
            init(rootStack: StackCoordinator, hooks: AnyObject) {
                self.rootStack = rootStack
                self.hooks = hooks
            }
            func start() {
                let home = HomeScreenCoordinator()
                home.actions.sink { [weak self] action in
                    switch action {
                    case .startChat: self?.startChatFlow()
                    case .recoveryKey: self?.presentRecoveryKey()
                    }
                }
                .store(in: &cancellables)
                rootStack.setRoot(home)
            }
            private func startChatFlow() {
                let stackCoordinator = StackCoordinator()
                let flow = StartChatFlowCoordinator(stackCoordinator: stackCoordinator)
                flow.start()
                rootStack.setSheet(stackCoordinator)
            }
            private func presentRecoveryKey() {
                let sheetStack = StackCoordinator()
                let parameters = RecoveryKeyParameters(isModal: true)
                let coordinator = hooks.recoveryKeyHook.makeCoordinator(parameters: parameters)
                sheetStack.setRoot(coordinator)
                rootStack.setSheet(sheetStack)
            }
        }
        """])
        // The sheet's stack is filled by the flow it is handed to, and by a coordinator from a hook whose type the scan
        // cannot tell but whose `makeCoordinator` overload the argument's type picks.
        let fromHome = result.flow.segues(from: "HomeScreen").filter { $0.kind == .present }.compactMap(\.destination)
        #expect(fromHome.contains { $0.contains("StartChatScreen") })
        #expect(fromHome.contains { $0.contains("RecoveryKeyScreen") })
        #expect(!fromHome.contains { $0.contains("StackView") || $0.contains("AboutScreen") })
    }

    @Test func aHandlerAsksTheScreenItHoldsToPresent() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol WebViewControllerProtocol: AnyObject { func presentOverlayController(controller: UIViewController, animated: Bool) }
        final class WebViewController: UIViewController, WebViewControllerProtocol {
            func presentOverlayController(controller: UIViewController, animated: Bool) { present(controller, animated: animated) }
        }
        final class MessageHandler {
            weak var webViewController: WebViewControllerProtocol?
            func handle(_ message: String) {
                let settings = UIHostingController(rootView: AssistSettingsView())
                webViewController?.presentOverlayController(controller: settings, animated: true)
            }
        }
        final class URLHandler {
            weak var host: WebViewController?
            func open() { host?.present(CameraViewController(), animated: true) }
        }
        struct AssistSettingsView: View { var body: some View { List { Text("Assist") } } }
        final class CameraViewController: UIViewController {}
        """)
        let edges = Set(result.edges)
        #expect(edges.isSuperset(of: ["WebViewController -present-> AssistSettingsView", "WebViewController -present-> CameraViewController"]))
        #expect(result.sites.allSatisfy { $0.isDrawn })
    }

    @Test func aCoordinatorThatIsAScreensDelegateAnswersItInTheProtocolsMethods() {
        let result = Scanning.scan("""
        import UIKit
        enum SettingsEntry { case general, about }
        protocol SettingsViewControllerDelegate: AnyObject { func didSelect(_ viewController: UIViewController, entry: SettingsEntry) }
        protocol GeneralSettingsDelegate: AnyObject { func showLanguages() }
        final class SettingsViewController: UIViewController { weak var delegate: SettingsViewControllerDelegate? }
        final class GeneralSettingsViewController: UIViewController { weak var delegate: GeneralSettingsDelegate? }
        final class AboutViewController: UIViewController {}
        final class LanguagesViewController: UIViewController {}
        final class SettingsCoordinator: SettingsViewControllerDelegate, GeneralSettingsDelegate {
            let navigationController = UINavigationController()
            let settingsViewController = SettingsViewController()
            func start() {
                settingsViewController.delegate = self
                navigationController.pushViewController(settingsViewController, animated: false)
            }
            func didSelect(_ viewController: UIViewController, entry: SettingsEntry) {
                switch entry {
                case .general:
                    let general = GeneralSettingsViewController()
                    general.delegate = self
                    navigationController.pushViewController(general, animated: true)
                case .about:
                    navigationController.pushViewController(AboutViewController(), animated: true)
                }
            }
            func showLanguages() { navigationController.pushViewController(LanguagesViewController(), animated: true) }
        }
        """)
        let edges = Set(result.edges)
        #expect(edges.isSuperset(of: [
            "SettingsViewController -show-> GeneralSettingsViewController", "SettingsViewController -show-> AboutViewController",
            "GeneralSettingsViewController -show-> LanguagesViewController",
        ]))
        #expect(!edges.contains("SettingsViewController -show-> LanguagesViewController"))
    }
}
