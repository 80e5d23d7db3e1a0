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
}
