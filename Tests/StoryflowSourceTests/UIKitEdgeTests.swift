import Storyflow
import Testing
@testable import StoryflowSource

/// UIKit view controllers, their transitions and the storyboards they instantiate.
@Suite struct UIKitEdgeTests {
    static let source = """
    import UIKit
    import SwiftUI
    class BaseViewController: UIViewController {}
    final class ListViewController: BaseViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Items"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        }
        @objc func add() {
            let editor = EditorViewController()
            present(UINavigationController(rootViewController: editor), animated: true)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
        func showAbout() {
            show(UIHostingController(rootView: AboutView()), sender: self)
        }
        func openLegacy() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
            navigationController?.pushViewController(settings, animated: true)
        }
    }
    final class EditorViewController: UIViewController {}
    final class DetailViewController: UITableViewController {}
    struct AboutView: View { var body: some View { Text("About").navigationTitle("About") } }
    """

    @Test func pushPresentAndHostingControllersThroughTheAppsBaseClass() {
        let result = Scanning.scan(Self.source)
        let list = result.flow.scene(id: "ListViewController")
        #expect(list?.title == "Items")
        #expect(list?.content.navigationBar?.rightItems.map(\.displayText) == ["+"])
        #expect(result.flow.scene(id: "DetailViewController")?.kind == .tableViewController)
        let segues = result.flow.segues(from: "ListViewController")
        let present = segues.first { $0.kind == .present }
        #expect(present?.destination == "NavigationStack(EditorViewController)")
        #expect(present?.trigger.kind == .barButton)
        let push = segues.first { $0.destination == "DetailViewController" }
        #expect(push?.kind == .show)
        #expect(push?.trigger.kind == .cell)
        #expect(segues.contains { $0.destination == "AboutView" && $0.kind == .show })
    }

    @Test func aControllerThatMakesItselfAPopoverIsPoppedOverWhereverItIsPresented() {
        let result = Scanning.scan("""
        import UIKit
        final class AltTextViewController: UIViewController {
            init(alt: String) {
                super.init(nibName: nil, bundle: nil)
                self.modalPresentationStyle = .popover
            }
        }
        final class SheetViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .formSheet
            }
        }
        final class MediaViewController: UIViewController {
            @objc func altTapped() { present(AltTextViewController(alt: "A cat"), animated: true) }
            @objc func moreTapped() { present(SheetViewController(), animated: true) }
        }
        """)
        #expect(result.edges.contains("MediaViewController -popover-> AltTextViewController"))
        #expect(result.edges.contains("MediaViewController -present-> SheetViewController"))
    }

    @Test func aDelegateMethodNamedForTheScreenCallingItNavigatesFromThatScreen() {
        let result = Scanning.scan("""
        import UIKit
        protocol RulesViewControllerDelegate: AnyObject {
            func rulesViewController(_ viewController: RulesViewController, nextButtonPressed button: UIButton)
        }
        final class RulesViewController: UIViewController {
            weak var delegate: RulesViewControllerDelegate?
        }
        final class ReportViewController: UIViewController {
            override func viewDidLoad() {
                let rules = RulesViewController()
                rules.delegate = self
                addChild(rules)
            }
            @objc func helpTapped() { present(HelpViewController(), animated: true) }
        }
        extension ReportViewController: RulesViewControllerDelegate {
            func rulesViewController(_ viewController: RulesViewController, nextButtonPressed button: UIButton) {
                navigationController?.pushViewController(StatusViewController(), animated: true)
            }
        }
        final class StatusViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        """)
        #expect(result.edges.contains("RulesViewController -show-> StatusViewController"))
        #expect(!result.edges.contains("ReportViewController -show-> StatusViewController"))
        #expect(result.edges.contains("ReportViewController -present-> HelpViewController"))
    }

    @Test func aControllerSubclassingALibrarysControllerIsAScreen() {
        let result = Scanning.scan("""
        import UIKit
        import PSPDFKitUI
        protocol ReaderViewController: UIViewController { var key: String { get } }
        final class PlainReaderViewController: PSPDFKitUI.ReaderViewController {}
        final class DocumentPicker: UIDocumentPickerViewController {}
        final class DocumentViewController: UIViewController {
            @objc func readTapped() { present(PlainReaderViewController(), animated: true) }
            @objc func importTapped() { present(DocumentPicker(forOpeningContentTypes: []), animated: true) }
        }
        """)
        #expect(result.edges.contains("DocumentViewController -present-> PlainReaderViewController"))
        #expect(result.flow.scene(id: "DocumentPicker") == nil, "a subclass of the system's picker is no screen of the app")
    }

    @Test func aControlSetUpInALazyPropertysClosureNavigatesFromItsScreen() {
        let result = Scanning.scan("""
        import UIKit
        final class ReaderViewController: UIViewController {
            private lazy var searchButton: UIBarButtonItem = {
                let button = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
                button.primaryAction = UIAction { [weak self] _ in self?.present(SearchViewController(), animated: true) }
                return button
            }()
            private let plain = UIBarButtonItem()
        }
        final class SearchViewController: UIViewController {}
        """)
        #expect(result.edges == ["ReaderViewController -present-> SearchViewController"])
    }

    @Test func aRowOfATableTheAppWritesOutShowsWhatEachEntryIsGiven() {
        let result = Scanning.scan("""
        import UIKit
        struct CaseStudy {
            let title: String
            let viewController: () -> UIViewController
        }
        let dataSource: [CaseStudy] = [
            CaseStudy(title: "Basics", viewController: { CounterViewController() }),
            CaseStudy(title: "Lists", viewController: { CountersViewController() }),
        ]
        final class RootViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let caseStudy = dataSource[indexPath.row]
                navigationController?.pushViewController(caseStudy.viewController(), animated: true)
            }
        }
        final class MenuViewController: UIViewController {
            func openAll() { for study in dataSource { present(study.viewController(), animated: true) } }
        }
        final class CounterViewController: UIViewController {}
        final class CountersViewController: UITableViewController {}
        """)
        // Each entry is one row: the push may show any of them, so each is drawn as a guess.
        #expect(Set(result.edges).isSuperset(of: [
            "RootViewController -show?-> CounterViewController", "RootViewController -show?-> CountersViewController",
            "MenuViewController -present?-> CounterViewController", "MenuViewController -present?-> CountersViewController",
        ]))
    }

    @Test func aHandlerHoldingItsScreenNavigatesFromItWithWhatAFactoryIsDeclaredToReturn() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol WebViewControllerProtocol: AnyObject { func presentOverlay(controller: UIViewController) }
        final class WebViewController: UIViewController, WebViewControllerProtocol {
            let handler = MessageHandler()
            func presentOverlay(controller: UIViewController) { present(controller, animated: true) }
            func showSettings() { present(UIHostingController(rootView: SettingsView()), animated: true) }
        }
        final class MessageHandler {
            weak var webViewController: WebViewControllerProtocol?
            func handle(_ message: String) {
                if message == "assist" { showAssist() } else { openSettings() }
            }
            private func showAssist() {
                webViewController?.presentOverlay(controller: UIHostingController(rootView: AssistView.build(pipeline: "")))
            }
            private func openSettings() { AppCoordinator.shared.showAbout() }
        }
        final class AppCoordinator {
            static let shared = AppCoordinator()
            var window: UIWindow?
            func showAbout() { window?.rootViewController?.present(AboutViewController(), animated: true) }
        }
        final class AboutViewController: UIViewController {}
        struct AssistView: View {
            let pipeline: String
            var body: some View { Text("Assist") }
        }
        extension AssistView {
            static func build(pipeline: String) -> AssistView { .init(pipeline: pipeline) }
        }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        """)
        // The handler holds its screen: what it shows leaves from it, and `build` is declared to return the assist view.
        #expect(result.edges.contains("WebViewController -present-> AssistView"))
        #expect(result.edges.contains("WebViewController -present-> AboutViewController"))
    }

    @Test func aFactoryWrappingWhatItIsGivenShowsWhatEachCallerPasses() {
        let result = Scanning.scan("""
        import UIKit
        class ThemedNavigationController: UINavigationController {}
        enum Utils {
            static func navController(for controller: UIViewController) -> UINavigationController {
                let navigation = ThemedNavigationController(rootViewController: controller)
                navigation.modalPresentationStyle = .fullScreen
                return navigation
            }
        }
        final class PlayerViewController: UIViewController {
            @objc func showUpNext() {
                let upNext = UpNextViewController()
                present(Utils.navController(for: upNext), animated: true)
            }
            @objc func showHistory() { present(Utils.navController(for: HistoryViewController()), animated: true) }
        }
        final class UpNextViewController: UIViewController {}
        final class HistoryViewController: UIViewController {}
        """)
        let presented = result.flow.segues(from: "PlayerViewController").filter { $0.kind == .present }
        #expect(presented.map { "\($0.location!.line!) \($0.destination!)" }.sorted()
            == ["13 NavigationStack(UpNextViewController)", "15 NavigationStack(HistoryViewController)"])
    }

    @Test func overloadsTuplesAndFunctionsInsideViewDidLoadAreFollowed() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        protocol NoteDelegate: AnyObject { func showNote(text: String, title: String?) }
        final class NoteEditorViewController: UIViewController {
            init(text: String) { super.init(nibName: nil, bundle: nil) }
        }
        final class NoteModel {}
        final class DetailCoordinator: NoteDelegate {
            weak var navigationController: UINavigationController?
            func showNote(text: String, title: String?) {
                let (controller, model) = makeNoteController(text: text, animated: true)
                navigationController?.present(controller, animated: true)
            }
            func makeNoteController(text: String) -> UIViewController { makeNoteController(text: text, animated: false).0 }
            private func makeNoteController(text: String, animated: Bool) -> (UIViewController, NoteModel) {
                let navigation = UINavigationController(rootViewController: NoteEditorViewController(text: text))
                return (navigation, NoteModel())
            }
        }
        struct TagsView: View {
            var body: some View { NavigationStack { List {}.navigationDestination(for: String.self) { TagView(name: $0) } } }
        }
        struct TagView: View { let name: String; var body: some View { Text(name) } }
        final class ItemViewController: UIViewController {
            weak var coordinatorDelegate: NoteDelegate?
            override func viewDidLoad() {
                super.viewDidLoad()
                observeNotes()
                func observeNotes() {
                    NotificationCenter.default.addObserver(forName: .init("note"), object: nil, queue: nil) { [weak self] _ in
                        self?.coordinatorDelegate?.showNote(text: "New", title: nil)
                    }
                }
            }
        }
        """)
        // The element of the tuple that is a screen is what is presented, whichever overload of the factory comes first;
        // the `String` the helper passes on is a text, not a key that chooses a screen (though strings lead to `TagView`);
        // the local function is walked where `viewDidLoad` calls it.
        #expect(result.edges.contains("ItemViewController -present-> NavigationStack(NoteEditorViewController)"))
        #expect(!result.sites.contains { $0.problem?.contains("String") == true })
    }

    @Test func aHostingControllerShowsTheRootViewItSetsAfterAPlaceholder() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        struct EmptyView: View { var body: some View { Text("Nothing here") } }
        struct SettingsRootView: View { var body: some View { List { Text("Settings") }.navigationTitle("Settings") } }
        final class SettingsHostingController: UIHostingController<AnyView> {
            init() {
                super.init(rootView: AnyView(EmptyView()))
                self.rootView = AnyView(SettingsRootView())
            }
        }
        final class MainViewController: UIViewController {
            @objc func settingsTapped() {
                present(UINavigationController(rootViewController: SettingsHostingController()), animated: true)
            }
        }
        """)
        #expect(result.edges.contains("MainViewController -present-> NavigationStack(SettingsRootView)"))
        #expect(!result.edges.contains { $0.contains("EmptyView") })
    }

    @Test func aHostingControllerSubclassAndTheViewItHostsAreOneScene() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        struct SyncSettingsView: View {
            var body: some View { List { Text("Sync") }.navigationTitle("Sync") }
        }
        struct DevicesView: View { var body: some View { Text("Devices") } }
        final class SyncSettingsViewController: UIHostingController<SyncSettingsView> {
            init() { super.init(rootView: SyncSettingsView()) }
            func showDevices() {
                navigationController?.pushViewController(UIHostingController(rootView: DevicesView()), animated: true)
            }
        }
        final class MainViewController: UIViewController {
            @objc func syncTapped() {
                navigationController?.pushViewController(SyncSettingsViewController(), animated: true)
            }
        }
        """)
        // The controller's own navigation leaves from the scene of the view it hosts, the one the main screen shows.
        #expect(result.edges.contains("MainViewController -show-> SyncSettingsView"))
        #expect(result.edges.contains("SyncSettingsView -show-> DevicesView"))
        #expect(result.flow.scene(id: "SyncSettingsViewController") == nil)
    }

    @Test func aSubclassOfTheAppsOwnGenericHostingControllerHostsItsArgument() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        class ThemedHostingController<Content: View>: UIHostingController<Content> {}
        struct HistoryView: View { var body: some View { List { Text("History") } } }
        final class HistoryViewController: ThemedHostingController<HistoryView> {
            convenience init() { self.init(rootView: HistoryView()) }
        }
        final class SettingsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(HistoryViewController(), animated: true)
            }
        }
        """)
        #expect(result.edges.contains("SettingsViewController -show-> HistoryView"))
        #expect(result.flow.scene(id: "HistoryViewController") == nil)
    }

    @Test func aNavigationControllerAroundAlternativeRootsIsAStackForEach() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        struct ConnectView: View { var body: some View { Text("Connect") } }
        struct RecoverView: View { var body: some View { Text("Recover") } }
        final class SyncViewController: UIViewController {
            var connecting = false
            func showScanner() {
                let controller: UIViewController
                if connecting {
                    controller = UIHostingController(rootView: ConnectView())
                } else {
                    controller = UIHostingController(rootView: RecoverView())
                }
                present(UINavigationController(rootViewController: controller), animated: true)
            }
        }
        """)
        #expect(result.edges.contains("SyncViewController -present-> NavigationStack(ConnectView)"))
        #expect(result.edges.contains("SyncViewController -present-> NavigationStack(RecoverView)"))
    }

    @Test func aRepresentableOfTheAppsOwnControllerStandsForThatController() {
        let result = Scanning.scan("""
        import SwiftUI
        import UIKit
        final class EntryDetailViewController: UIViewController {
            init(entry: String) { super.init(nibName: nil, bundle: nil) }
        }
        struct EntryDetailWrapper: UIViewControllerRepresentable {
            let entry: String
            func makeUIViewController(context: Context) -> EntryDetailViewController { EntryDetailViewController(entry: entry) }
            func updateUIViewController(_ controller: EntryDetailViewController, context: Context) {}
        }
        struct HistoryView: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Entry") { EntryDetailWrapper(entry: "a") } }.navigationTitle("History")
                }
            }
        }
        """)
        #expect(result.edges.contains("HistoryView -show-> EntryDetailViewController"))
        #expect(result.flow.scene(id: "EntryDetailWrapper") == nil)
    }

    @Test func aStoryboardHostingSceneOfTheAppsControllerLeadsToTheViewItHosts() {
        let storyboard = Flow(
            name: "Downloads",
            scenes: [Scene(id: "pD4-yt-yzV", kind: .viewController, title: "Downloads", customClass: "DownloadsHostingController",
                           storyboardIdentifier: "Downloads")]
        )
        let result = Scanning.scan(["App.swift": """
        import SwiftUI
        import UIKit
        struct DownloadsList: View { var body: some View { List { Text("Downloads") } } }
        final class DownloadsHostingController: UIHostingController<DownloadsList> {
            required init?(coder: NSCoder) { super.init(coder: coder, rootView: DownloadsList()) }
        }
        final class MainViewController: UIViewController {
            func showDownloads() {
                let controller = UIStoryboard(name: "Downloads", bundle: nil).instantiateViewController(withIdentifier: "Downloads")
                present(controller, animated: true)
            }
        }
        """], storyboards: storyboard)
        #expect(result.edges.contains("MainViewController -present-> DownloadsList"))
    }

    @Test func instantiateViewControllerLinksToTheStoryboardScene() {
        let storyboard = Flow(
            name: "Main",
            scenes: [Scene(id: "abc-12-def", kind: .tableViewController, title: "Settings", storyboardIdentifier: "Settings")]
        )
        let joined = Scanning.scan(["List.swift": Self.source], storyboards: storyboard)
        #expect(joined.edges.contains("ListViewController -show-> abc-12-def"))
        #expect(joined.flow.scene(id: "abc-12-def")?.title == "Settings")
        let alone = Scanning.scan(Self.source)
        let unresolved = alone.diagnostics.first { $0.message.contains("Settings") }
        #expect(unresolved?.description == "App.swift:23:31: warning: push could not be resolved: storyboard scene 'Settings' is instantiated but no storyboard was given (--storyboards) [unresolved-navigation]")
    }

    @Test func aFactoryInstantiatesTheStoryboardSceneItsCallerNames() {
        let storyboard = Flow(
            name: "Settings",
            scenes: [
                Scene(id: "icon-1", kind: .viewController, title: "App Icon", storyboardIdentifier: "AppIcon"),
                Scene(id: "sites-2", kind: .tableViewController, title: "Unprotected Sites", storyboardIdentifier: "UnprotectedSites"),
            ]
        )
        let result = Scanning.scan(["Settings.swift": """
        import UIKit
        final class LegacyViews {
            var appIcon: UIViewController { instantiate("AppIcon", fromStoryboard: "Settings") }
            var unprotectedSites: UIViewController { instantiate("UnprotectedSites", fromStoryboard: "Settings") }
            private func instantiate(_ identifier: String, fromStoryboard name: String) -> UIViewController {
                UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: identifier)
            }
        }
        final class SettingsViewController: UITableViewController {
            let legacyViews = LegacyViews()
            @objc func appIconTapped() { navigationController?.pushViewController(legacyViews.appIcon, animated: true) }
            @objc func sitesTapped() { navigationController?.pushViewController(legacyViews.unprotectedSites, animated: true) }
        }
        """], storyboards: storyboard)
        #expect(result.edges.contains("SettingsViewController -show-> icon-1"))
        #expect(result.edges.contains("SettingsViewController -show-> sites-2"))
    }

    @Test func aPerformedSegueIsTheStoryboardSegueOfItsIdentifierFromTheControllersScene() {
        // Two scenes perform a segue of one identifier: the controller's own scene's is the one.
        let classes = ["list-1": "BookmarksViewController", "edit-2": "EditBookmarkViewController", "other-3": "TabViewController"]
        let scenes = classes.sorted { $0.key < $1.key }.map { Scene(id: $0.key, kind: .viewController, customClass: $0.value) }
        let segues = [("s1", SegueKind.present, "list-1"), ("s2", .popover, "other-3")].map { id, kind, source in
            Segue(id: id, kind: kind, source: source, destination: "edit-2", identifier: "EditBookmark")
        }
        let storyboard = Flow(name: "Bookmarks", scenes: scenes, segues: segues)
        let result = Scanning.scan(["Bookmarks.swift": """
        import UIKit
        final class BookmarksViewController: UITableViewController {
            @objc func addFolder() { performSegue(withIdentifier: "EditBookmark", sender: nil) }
        }
        final class EditBookmarkViewController: UIViewController {}
        """], storyboards: storyboard)
        let performed = result.flow.segues(from: "BookmarksViewController")
        #expect(performed.map { "\($0.kind.rawValue) \($0.destination ?? "")" } == ["present edit-2"])
        #expect(performed.first?.location?.line == 3)
        #expect(result.sites.map(\.kind) == [.present])
    }
}
