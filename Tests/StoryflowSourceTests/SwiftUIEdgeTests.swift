import Storyflow
import Testing
@testable import StoryflowSource

/// One small app per SwiftUI navigation pattern.
@Suite struct SwiftUIEdgeTests {
    @Test func navigationLinkWithDestinationTrailingClosureAndTitle() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink(destination: Detail(id: 1)) { Text("By argument") }
                        NavigationLink { Settings() } label: { Label("By closure", systemImage: "gear") }
                        NavigationLink("By title") { About() }
                    }
                }
            }
        }
        struct Detail: View { let id: Int; var body: some View { Text("Detail") } }
        struct Settings: View { var body: some View { Text("Settings") } }
        struct About: View { var body: some View { Text("About") } }
        """)
        #expect(result.edges.filter { $0.hasPrefix("Home -show") } == ["Home -show-> Detail", "Home -show-> Settings", "Home -show-> About"])
        let triggers = result.flow.segues(from: "Home").map { $0.trigger.title }
        #expect(triggers == ["By argument", "By closure", "By title"])
        #expect(result.flow.segues(from: "Home").allSatisfy { $0.trigger.kind == .button && $0.trigger.elementID != nil })
        #expect(result.resolvedCount == 3)
    }

    @Test func aWrapperViewShowingTheContentItIsGivenStandsForThatContent() {
        let result = Scanning.scan("""
        import SwiftUI
        struct WithAuthentication<Content: View>: View {
            @State private var isAsking = false
            private let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                content
                    .alert("PIN", isPresented: $isAsking) { Button("Done") {} }
            }
        }
        struct SecurityView: View { var body: some View { Text("Security") } }
        struct UserSettingsView: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Security") { WithAuthentication { SecurityView() } } }
                }
            }
        }
        """)
        // The wrapper's body is the content it stores (with modifiers): the screen shown is the content's.
        #expect(result.edges.contains("UserSettingsView -show-> SecurityView"))
        #expect(!result.edges.contains { $0.hasSuffix("WithAuthentication") })
    }

    @Test func aViewShownInsteadOfAScreensWholeContentIsAScreenOfItsOwn() {
        let result = Scanning.scan("""
        import SwiftUI
        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        struct RootView: View {
            @State private var loggedIn = false
            var body: some View {
                if loggedIn { HomeView() } else { LoginView(onLogIn: { loggedIn = true }) }
            }
        }
        struct LoginView: View {
            let onLogIn: () -> Void
            @State private var showsHelp = false
            var body: some View {
                VStack { Button("Log in", action: onLogIn); Button("Help") { showsHelp = true } }
                    .sheet(isPresented: $showsHelp) { HelpView() }
            }
        }
        struct ServersView: View {
            @State private var invitation: URL?
            var body: some View {
                ZStack {
                    content
                    if invitation == nil { ProgressView() }
                }
                .navigationTitle("Servers")
            }
            private var content: some View {
                Group {
                    if let invitation { InvitationView(url: invitation) } else { List { Text("Home") } }
                }
            }
        }
        struct InvitationView: View {
            let url: URL
            var body: some View { VStack { Text("You are invited"); Button("Accept") {} } }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        struct HelpView: View { var body: some View { Text("Help") } }
        """)
        // Each branch of the root's `if`/`else` is a whole screen: embedded in the root, with its own navigation.
        #expect(result.edges.contains("RootView -embed-> HomeView") && result.edges.contains("RootView -embed-> LoginView"))
        #expect(result.edges.contains("LoginView -present-> HelpView") && !result.edges.contains("RootView -present-> HelpView"))
        // Through a computed property that is the bottom layer of the body's `ZStack`, inside a `Group`.
        #expect(result.edges.contains("ServersView -embed-> InvitationView"))
        #expect(result.flow.scenes.contains { $0.id == "InvitationView" })
    }

    @Test func aViewShowingPartOfAScreenOrItsStateInAnotherWayStaysInPlace() {
        let result = Scanning.scan("""
        import SwiftUI
        struct OrdersView: View {
            @State private var asList = true
            @State private var selection: Int?
            var body: some View {
                Group {
                    if asList { List { Text("Order") } } else { OrdersTable(selection: $selection) }
                }
                .navigationTitle("Orders")
            }
        }
        struct NewsView: View {
            @State private var banner = false
            var body: some View {
                VStack {
                    if banner { BannerView() } else { Text("No news") }
                    Text("Today")
                }
                .navigationTitle("News")
            }
        }
        struct PlaceholderView: View {
            @State private var loaded = false
            var body: some View {
                if loaded { EmptyStateView() }
            }
        }
        struct OrdersTable: View {
            @Binding var selection: Int?
            var body: some View { Text("Table") }
        }
        struct BannerView: View { var body: some View { Text("News") } }
        struct EmptyStateView: View { var body: some View { Text("Nothing") } }
        """)
        // A table editing the screen's own selection is another way of showing the orders; a banner beside other content
        // is part of the screen; an `if` without `else` shows something in the content, not instead of it.
        #expect(!result.flow.scenes.contains { ["OrdersTable", "BannerView", "EmptyStateView"].contains($0.id) },
                "\(result.flow.scenes.map(\.id))")
        #expect(!result.edges.contains { $0.contains("-embed->") }, "\(result.edges)")
    }

    @Test func aControlSixteenStacksDeepInARowNavigatesFromTheScreen() {
        var row = "Button(\"Edit\") { isEditing = true }\n.sheet(isPresented: $isEditing) { EditView() }"
        for level in 0..<16 { row = "VStack {\n\(row)\n}\n.padding(\(level))" }
        let result = Scanning.scan("""
        import SwiftUI
        struct ListScreen: View {
            var body: some View { NavigationStack { List { Row() }.navigationTitle("Posts") } }
        }
        struct Row: View {
            @State private var isEditing = false
            var body: some View {
                \(row)
            }
        }
        struct EditView: View { var body: some View { Text("Edit") } }
        """)
        #expect(result.edges.contains("ListScreen -present-> EditView"))
    }

    @Test func aScreensMethodHandedOnByReferenceNavigatesFromTheScreen() {
        let result = Scanning.scan("""
        import SwiftUI
        enum SearchRoute: Hashable { case item }
        final class SearchRouter: ObservableObject {
            @Published var path: [SearchRoute] = []
            func route(to route: SearchRoute) { path.append(route) }
        }
        struct SearchView: View {
            @StateObject private var router = SearchRouter()
            var body: some View {
                NavigationStack(path: $router.path) {
                    List { ResultsGrid(items: [1, 2]).onSelect(perform: select) }
                        .navigationTitle("Search")
                        .navigationDestination(for: SearchRoute.self) { route in
                            switch route { case .item: ItemView() }
                        }
                }
            }
            private func select(_ item: Int) {
                router.route(to: .item)
            }
        }
        struct ResultsGrid: View {
            let items: [Int]
            var action: (Int) -> Void = { _ in }
            var body: some View { ForEach(items, id: \\.self) { item in Text("Result").onTapGesture { action(item) } } }
            func onSelect(perform action: @escaping (Int) -> Void) -> Self { var copy = self; copy.action = action; return copy }
        }
        struct ItemView: View { var body: some View { Text("Item") } }
        """)
        // `select` is only handed on by name: the walk of the body never calls it, yet its navigation is the screen's.
        #expect(result.edges.contains("SearchView -show-> ItemView"))
        #expect(result.sites.allSatisfy { $0.problem == nil })
    }

    @Test func aWrapperPuttingItsContentInAStackShowsEachContentInAStackOfItsOwn() {
        let result = Scanning.scan("""
        import SwiftUI
        struct NavigationSheet<Content: View>: View {
            var content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View {
                NavigationStack {
                    content()
                        .toolbar { Button("Close") {} }
                }
            }
        }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        struct SupportView: View { var body: some View { Text("Support") } }
        struct AccountsView: View {
            @State private var showsSettings = false
            @State private var showsSupport = false
            var body: some View {
                List {
                    Button("Settings") { showsSettings = true }
                    Button("Support") { showsSupport = true }
                }
                .navigationTitle("Accounts")
                .sheet(isPresented: $showsSettings) { NavigationSheet { SettingsView() } }
                .sheet(isPresented: $showsSupport) { NavigationSheet { SupportView() } }
            }
        }
        """)
        // Not one shared `NavigationSheet` scene for both sheets: each shows its own content in a stack.
        #expect(result.edges.contains("AccountsView -present-> NavigationStack(SettingsView)"))
        #expect(result.edges.contains("AccountsView -present-> NavigationStack(SupportView)"))
        #expect(result.edges.filter { $0.contains("NavigationSheet") } == [])
    }

    @Test func aCallbackHandedToAScreenNavigatesFromThatScreen() {
        let result = Scanning.scan("""
        import SwiftUI
        enum Step: Hashable { case servers }
        @main struct OnboardingApp: App {
            var body: some Scene { WindowGroup { TabView { IntroView(); OnboardingView(isFirstRun: true) } } }
        }
        struct IntroView: View {
            var body: some View { NavigationStack { NavigationLink("Welcome") { WelcomeView(continueAction: {}) } } }
        }
        struct OnboardingView: View {
            @State private var path: [Step] = []
            let isFirstRun: Bool
            var body: some View {
                NavigationStack(path: $path) {
                    root
                        .navigationDestination(for: Step.self) { step in
                            switch step {
                            case .servers: ServersView()
                            }
                        }
                }
            }
            @ViewBuilder private var root: some View {
                if isFirstRun {
                    WelcomeView(continueAction: { path.append(.servers) })
                } else {
                    ServersView()
                }
            }
        }
        struct WelcomeView: View {
            let continueAction: () -> Void
            var body: some View { Button("Continue", action: continueAction) }
        }
        struct ServersView: View { var body: some View { List { Text("Servers") } } }
        """)
        // The welcome screen (a screen of its own, shown by the intro tab too) is the onboarding stack's root: the append
        // runs when it calls back, so the push leaves from it, not from the stack's owner.
        let appended = result.flow.segues.filter { $0.location?.line == 24 && $0.kind == .show }
        #expect(appended.map { "\($0.source) -\($0.kind.rawValue)-> \($0.destination ?? "nil")" } == ["WelcomeView -show-> ServersView"])
    }

    @Test func aSheetWhoseContentBranchesOnAvailabilityIsAScreenOfItsOwn() {
        let result = Scanning.scan("""
        import SwiftUI
        struct AccountsSelector: View {
            @State private var isPresented = false
            @State private var showsSettings = false
            var body: some View {
                Button("Accounts") { isPresented.toggle() }
                    .sheet(isPresented: $isPresented) {
                        if #available(iOS 26, *) {
                            accountsView.presentationDetents([.large])
                        } else {
                            accountsView
                        }
                    }
            }
            private var accountsView: some View {
                NavigationStack {
                    List {
                        Button("Settings") { showsSettings = true }
                    }
                    .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
        }
        struct SettingsView: View { var body: some View { Text("Settings") } }
        """)
        let sheet = result.flow.segues.first { $0.source == "AccountsSelector" && $0.kind == .present }
        #expect(sheet?.destination?.hasPrefix("AccountsSelector.isPresented") == true)
        #expect(result.flow.segues.contains { $0.source.hasPrefix("AccountsSelector.isPresented") && $0.destination == "SettingsView" })
        #expect(!result.diagnostics.contains { $0.message.contains("could not be resolved") })
    }

    @Test func aTabBarsSelectionSetterPresentsFromTheTabBar() {
        let result = Scanning.scan("""
        import SwiftUI
        enum AppTab: Hashable { case home, post }
        enum SheetDestination: Identifiable { case composer; var id: Int { 0 } }
        @Observable final class RouterPath { var presentedSheet: SheetDestination? }
        struct AppView: View {
            @State private var selectedTab = AppTab.home
            @State private var router = RouterPath()
            var body: some View {
                TabView(selection: .init(get: { selectedTab }, set: { newTab in updateTab(with: newTab) })) {
                    HomeView().tag(AppTab.home)
                    Color.clear.tag(AppTab.post)
                }
                .sheet(item: $router.presentedSheet) { destination in
                    switch destination {
                    case .composer: ComposerView()
                    }
                }
            }
            private func updateTab(with newTab: AppTab) {
                if newTab == .post { router.presentedSheet = .composer; return }
                selectedTab = newTab
            }
        }
        struct HomeView: View { var body: some View { List { Text("Home") } } }
        struct ComposerView: View { var body: some View { TextEditor(text: .constant("")) } }
        """)
        // Picking the post tab composes instead of switching tabs: the setter's write is a site of the tab bar's.
        #expect(result.sites.contains { $0.location.line == 20 && $0.destinations == ["ComposerView"] && !$0.sources.isEmpty })
    }

    @Test func aValueLinkUsesTheMappingItsOwnScreenRegisters() {
        let result = Scanning.scan("""
        import SwiftUI
        struct AccountView: View {
            var body: some View {
                List { NavigationLink("Support", value: "support") }
                    .navigationDestination(for: String.self) { _ in SupportView() }
            }
        }
        struct GalleryView: View {
            var body: some View {
                List { NavigationLink("New", value: "new") }
                    .navigationDestination(for: String.self) { _ in EditorView() }
            }
        }
        struct SupportView: View { var body: some View { Text("Support") } }
        struct EditorView: View { var body: some View { Text("Editor") } }
        struct RootView: View {
            var body: some View {
                NavigationStack { List { NavigationLink("Account") { AccountView() }; NavigationLink("Gallery") { GalleryView() } } }
            }
        }
        """)
        // Both screens map `String`: each link leads to its own screen's mapping.
        #expect(result.edges.contains("GalleryView -show-> EditorView"))
        #expect(result.edges.contains("AccountView -show-> SupportView"))
        #expect(!result.edges.contains("GalleryView -show-> SupportView"))
    }

    @Test func valueLinksAndPathAppendResolveThroughNavigationDestinationByType() {
        let result = Scanning.scan("""
        import SwiftUI
        enum Route: Hashable { case profile, post(Int) }
        struct Feed: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Me", value: Route.profile)
                        NavigationLink("Tag", value: "swift")
                        Button("Open post") { path.append(Route.post(1)) }
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile: ProfileView()
                        case .post(let id): PostView(id: id)
                        }
                    }
                    .navigationDestination(for: String.self) { tag in TagView(tag: tag) }
                }
            }
        }
        struct ProfileView: View { var body: some View { Text("P") } }
        struct PostView: View { let id: Int; var body: some View { Text("Post") } }
        struct TagView: View { let tag: String; var body: some View { Text("Tag") } }
        """)
        #expect(result.edges.contains("Feed -show-> ProfileView"))
        #expect(result.edges.contains("Feed -show-> TagView"))
        #expect(result.edges.contains("Feed -show-> PostView"))
        let append = result.flow.segues(from: "Feed").first { $0.destination == "PostView" }
        #expect(append?.trigger.title == "Open post")
        // The two destinations are sites too, each showing what its content builds.
        #expect(result.sites.map(\.kind) == [.navigationLink, .navigationLink, .pathAppend, .navigationDestination, .navigationDestination])
        #expect(result.resolvedCount == 5)
    }

    @Test func aModifierMappingValuesToScreensShowsEachOfThem() {
        let result = Scanning.scan("""
        import SwiftUI
        enum Panel: Hashable { case orders, city }
        enum SettingsItem: Hashable {
            case servers, privacy
            @ViewBuilder var destinationView: some View {
                switch self {
                case .servers: ServersView()
                case .privacy: PrivacyView()
                }
            }
        }
        enum Game: Identifiable { case swiftui, uikit; var id: Self { self } }
        struct Truck: View {
            @State private var game: Game?
            var body: some View {
                NavigationStack {
                    List { Button("Play") { game = .swiftui } }
                        .navigationDestination(for: Panel.self) { panel in
                            switch panel {
                            case .orders: Orders()
                            case .city: City()
                            }
                        }
                        .navigationDestination(for: SettingsItem.self) { item in item.destinationView }
                        .sheet(item: $game) { game in
                            switch game {
                            case .swiftui: GameView()
                            case .uikit: GameController()
                            }
                        }
                }
            }
        }
        struct Orders: View { var body: some View { Text("Orders") } }
        struct City: View { var body: some View { Text("City") } }
        struct ServersView: View { var body: some View { Text("Servers") } }
        struct PrivacyView: View { var body: some View { Text("Privacy") } }
        struct GameView: View { var body: some View { Text("Game") } }
        final class GameController: UIViewController {}
        """)
        #expect(result.sites.map(\.kind) == [.router, .navigationDestination, .navigationDestination, .sheet])
        #expect(result.sites.allSatisfy { $0.isResolved && $0.isDrawn })
        #expect(Set(result.edges).isSuperset(of: [
            "Truck -show-> Orders", "Truck -show-> City", "Truck -show-> ServersView", "Truck -show-> PrivacyView",
            "Truck -present-> GameView", "Truck -present-> GameController",
        ]))
    }

    @Test func sheetCoverAndPopoverAreFiredByTheButtonThatSetsTheirState() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Home: View {
            @State private var showAdd = false
            @State private var showPlayer = false
            @State private var showHelp = false
            var body: some View {
                VStack {
                    Button("Add") { showAdd = true }
                    Button("Play") { showPlayer.toggle() }
                    Button("Help") { showHelp = true }
                }
                .sheet(isPresented: $showAdd) { NavigationStack { AddItem() } }
                .fullScreenCover(isPresented: $showPlayer) { Player() }
                .popover(isPresented: $showHelp) { Help() }
            }
        }
        struct AddItem: View { var body: some View { Form { TextField("Name", text: .constant("")) }.navigationTitle("New item") } }
        struct Player: View { var body: some View { Text("Playing") } }
        struct Help: View { var body: some View { Text("Help") } }
        """)
        let segues = result.flow.segues(from: "Home")
        #expect(segues.map(\.kind) == [.present, .present, .popover])
        #expect(segues.map(\.destination) == ["NavigationStack(AddItem)", "Player", "Help"])
        #expect(segues.map(\.trigger.title) == ["Add", "Play", "Help"])
        #expect(segues[1].presentation?.presentationStyle == "fullScreen")
        #expect(result.edges.contains("NavigationStack(AddItem) -relationship-> AddItem"))
        #expect(result.flow.scene(id: "AddItem")?.title == "New item")
    }

    @Test func tabViewMembersAreTabsWithTheirTitles() {
        let result = Scanning.scan("""
        import SwiftUI
        @main struct MyApp: App { var body: some Scene { WindowGroup { RootTabs() } } }
        struct RootTabs: View {
            var body: some View {
                TabView {
                    NavigationStack { Feed() }.tabItem { Label("Feed", systemImage: "house") }
                    Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                }
            }
        }
        struct Feed: View { var body: some View { Text("Feed").navigationTitle("Feed") } }
        struct SearchView: View { var body: some View { Text("Search") } }
        """)
        #expect(result.flow.initialSceneID == "RootTabs.TabView")
        #expect(result.flow.scene(id: "RootTabs.TabView")?.kind == .tabBarController)
        let tabs = result.flow.children(of: "RootTabs.TabView")
        #expect(tabs.map(\.scene) == ["NavigationStack(Feed)", "SearchView"])
        #expect(tabs.map(\.role) == [.tab(0), .tab(1)])
        #expect(result.flow.scene(id: "NavigationStack(Feed)")?.tabBarItem?.title == "Feed")
        #expect(result.flow.scene(id: "SearchView")?.tabBarItem?.title == "Search")
    }

    @Test func splitViewColumnsAreMasterAndDetail() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Root: View {
            var body: some View {
                NavigationSplitView {
                    Sidebar()
                } content: {
                    ItemList()
                } detail: {
                    NavigationStack { ItemDetail() }
                }
            }
        }
        struct Sidebar: View { var body: some View { List { Text("Inbox") } } }
        struct ItemList: View { var body: some View { Text("Items") } }
        struct ItemDetail: View { var body: some View { Text("Item") } }
        """)
        let columns = result.flow.children(of: "Root.NavigationSplitView")
        #expect(columns.map(\.scene) == ["Sidebar", "ItemList", "NavigationStack(ItemDetail)"])
        #expect(columns.map(\.role) == [.master, .supplementary, .detail])
    }

    @Test func componentsAreDrawnInTheScreenThatShowsThem() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Library: View {
            var body: some View {
                NavigationStack { List { ForEach(books) { book in BookRow(book: book) } }.navigationTitle("Library") }
            }
        }
        struct BookRow: View {
            let book: Book
            var body: some View { NavigationLink(destination: BookDetail(book: book)) { Text("A book") } }
        }
        struct BookDetail: View { let book: Book; var body: some View { Text("Detail").navigationTitle("Book") } }
        """)
        #expect(result.edges.contains("Library -show-> BookDetail"))
        #expect(result.flow.scene(id: "BookRow") == nil)
        #expect(result.flow.segues(from: "Library").first { $0.kind == .show }?.trigger.kind == .cell)
    }

    @Test func aComponentBuiltThroughAModelIsWalkedInTheScreenThatShowsIt() {
        let result = Scanning.scan("""
        import SwiftUI
        struct ItemView: View {
            @StateObject private var model = ItemModel()
            var body: some View { ScrollView { ForEach(model.groups) { group in AnyView(group.body()) } }.navigationTitle("Item") }
        }
        final class ItemModel: ObservableObject {
            var groups: [HeaderGroup] = [HeaderGroup()]
        }
        struct HeaderGroup: Identifiable {
            let id = 0
            func body() -> some View { ItemView.Description(text: "About") }
        }
        extension ItemView {
            struct Description: View {
                let text: String
                @State private var isShowingOverview = false
                var body: some View {
                    Button(text) { isShowingOverview = true }
                        .sheet(isPresented: $isShowingOverview) { OverviewView() }
                }
            }
        }
        struct OverviewView: View { var body: some View { Text("Overview").navigationTitle("Overview") } }
        """)
        // The component is built by an object the screen's model makes: its sheet leaves from the screen.
        #expect(result.edges.contains("ItemView -present-> OverviewView"))
        #expect(result.flow.scene(id: "ItemView.Description") == nil)
    }

    @Test func aViewWhoseBodyComesFromItsProtocolsExtensionIsWalked() {
        let result = Scanning.scan("""
        import SwiftUI
        protocol PlatformView: View {
            associatedtype PhoneBody: View
            var phoneView: PhoneBody { get }
        }
        extension PlatformView {
            var body: some View { phoneView }
        }
        struct ItemView: View {
            var body: some View { List { EditMenu() }.navigationTitle("Item") }
        }
        struct EditMenu: PlatformView {
            @State private var isEditing = false
            var phoneView: some View {
                Button("Edit") { isEditing = true }.sheet(isPresented: $isEditing) { EditorView() }
            }
        }
        struct EditorView: View { var body: some View { Form { Text("Editor") } } }
        """)
        #expect(result.edges.contains("ItemView -present-> EditorView"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aReducerAViewHoldsThroughAStoreNavigatesFromThatView() {
        let result = Scanning.scan("""
        import ComposableArchitecture
        import SwiftUI
        @Reducer
        struct Settings {
            @Reducer enum Path { case about(About), credits(Credits) }
            @ObservableState struct State { var path = StackState<Path.State>() }
            enum Action { case aboutTapped, path(StackActionOf<Path>) }
            var body: some Reducer<State, Action> {
                Reduce { state, action in
                    switch action {
                    case .aboutTapped:
                        state.path.append(.about(About.State()))
                        return .none
                    case .path(.element(id: _, action: .about(.creditsTapped))):
                        state.path.append(.credits(Credits.State()))
                        return .none
                    case .path: return .none
                    }
                }
            }
        }
        @Reducer struct About { struct State {}; enum Action { case creditsTapped } }
        @Reducer struct Credits { struct State {} }
        struct SettingsView: View {
            @Bindable var store: StoreOf<Settings>
            var body: some View {
                NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                    List { Button("About") { store.send(.aboutTapped) } }.navigationTitle("Settings")
                } destination: { store in
                    switch store.case {
                    case .about(let store): AboutView(store: store)
                    case .credits(let store): CreditsView(store: store)
                    }
                }
            }
        }
        struct AboutView: View { let store: StoreOf<About>; var body: some View { Button("Credits") { store.send(.creditsTapped) } } }
        struct CreditsView: View { let store: StoreOf<Credits>; var body: some View { Text("Credits") } }
        """)
        // The reducer's append is drawn from the view holding its store (a guess: which action fires it is not followed);
        // the one answering an action of a screen on its stack (`.element(id: _, action: .about(…))`), from that screen.
        #expect(result.flow.segues(from: "SettingsView").contains { $0.kind == .show && $0.destination == "AboutView" })
        #expect(result.flow.segues(from: "AboutView").contains { $0.kind == .show && $0.destination == "CreditsView" })
        #expect(!result.flow.segues(from: "SettingsView").contains { $0.destination == "CreditsView" })
    }

    @Test func aComponentsValueIsTypedByWhatItsCallerPassesAndOtherPlatformsAreNotDrawn() {
        let result = Scanning.scan("""
        import SwiftUI
        enum Panel: Hashable { case orders, donuts }
        struct Truck: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        CardHeader(panel: .orders)
                        #if os(macOS)
                        Text("Mac only")
                        #else
                        Text("Phone")
                        #endif
                    }
                    .navigationDestination(for: Panel.self) { panel in
                        switch panel {
                        case .orders: Orders()
                        case .donuts: Donuts()
                        }
                    }
                }
            }
        }
        struct CardHeader: View {
            let panel: Panel
            var body: some View { NavigationLink(value: panel) { Text("More") } }
        }
        struct Orders: View { var body: some View { Text("Orders") } }
        struct Donuts: View { var body: some View { Text("Donuts") } }
        """)
        let linked = result.flow.segues(from: "Truck").filter { $0.trigger.title == "More" }
        #expect(linked.map(\.destination) == ["Orders"])
        let labels = result.flow.scene(id: "Truck")?.content.allElements.compactMap { element -> String? in
            if case .label(let label) = element { return label.text } else { return nil }
        }
        #expect(labels == ["Phone"])
    }
}

/// Shapes real apps write that once lost their destinations.
@Suite struct SwiftUIShapesTests {
    @Test func aDetailColumnThatSwitchesShowsEachCaseAndPlatformModifiersKeepTheirView() {
        let result = Scanning.scan("""
        import SwiftUI
        enum Panel { case inbox, archive }
        struct Root: View {
            @State private var panel: Panel? = .inbox
            @State private var showsLanding = false
            var body: some View {
                NavigationSplitView {
                    List(selection: $panel) { Text("Inbox") }
                } detail: {
                    switch panel {
                    case .inbox: InboxView()
                    case .archive, nil: ArchiveView()
                    }
                }
                .sheet(isPresented: $showsLanding) {
                    LandingView()
                    #if os(macOS)
                        .frame(minWidth: 400)
                    #endif
                }
            }
        }
        struct InboxView: View { var body: some View { Text("Inbox") } }
        struct ArchiveView: View { var body: some View { Text("Archive") } }
        struct LandingView: View { var body: some View { Text("Welcome") } }
        """)
        let details = result.flow.segues.filter { $0.relationshipRole == .detail }.compactMap(\.destination)
        #expect(Set(details) == ["InboxView", "ArchiveView"])
        #expect(result.edges.contains { $0.hasSuffix("-present-> LandingView") })
        #expect(result.diagnostics.isEmpty)
    }

    @Test func nestedTypesOfOneNameResolveWhereTheyAreDeclared() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Mail: View {
            enum Destination: Hashable { case message }
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Open", value: Destination.message) }
                        .navigationTitle("Mail")
                        .navigationDestination(for: Destination.self) { _ in MessageView() }
                }
            }
        }
        struct Calendar: View {
            enum Destination: Hashable { case event }
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Open", value: Destination.event) }
                        .navigationTitle("Calendar")
                        .navigationDestination(for: Destination.self) { _ in EventView() }
                }
            }
        }
        struct MessageView: View { var body: some View { Text("Message") } }
        struct EventView: View { var body: some View { Text("Event") } }
        """)
        #expect(result.edges.contains { $0.hasPrefix("Mail") && $0.hasSuffix("-> MessageView") })
        #expect(result.edges.contains { $0.hasPrefix("Calendar") && $0.hasSuffix("-> EventView") })
        #expect(!result.edges.contains { $0.hasPrefix("Mail") && $0.hasSuffix("-> EventView") })
        #expect(!result.edges.contains { $0.hasPrefix("Calendar") && $0.hasSuffix("-> MessageView") })
    }
}
