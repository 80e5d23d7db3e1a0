import Storyflow

/// Writes scene declarations: each scene once, containers nesting their children, with the losses
/// of each scene as comments above its declaration.
struct SceneWriter {
    private let plan: ExportPlan
    private let scenes: [Scene.ID: Scene]

    init(plan: ExportPlan) {
        self.plan = plan
        scenes = Dictionary(plan.flow.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Writes the flow's top-level scenes, and through them every scene.
    func writeScenes(into writer: inout SourceWriter) {
        for id in plan.containers.topLevel {
            write(id, into: &writer)
        }
    }

    /// Writes the comments for the losses noted under `key` (`nil`: the flow's own).
    func writeLosses(of key: Scene.ID?, into writer: inout SourceWriter) {
        for loss in plan.losses[key] ?? [] {
            writer.comment("Export loss: \(loss)")
        }
    }

    private func write(_ id: Scene.ID, into writer: inout SourceWriter) {
        guard let scene = scenes[id] else { return }
        writeLosses(of: id, into: &writer)
        let kind = plan.declaredKind(of: scene)
        let call = "\(Self.declarationName(of: kind))(\(arguments(of: scene, kind: kind).joined(separator: ", ")))"
        let children = (plan.containers.children[id] ?? []).map(\.scene)
        switch kind {
        case .navigationController, .tabBarController, .pageViewController, .windowController:
            writer.block(call) { inner in
                for child in children { write(child, into: &inner) }
            }
        case .splitViewController:
            writeSplitView(call, children: plan.containers.children[id] ?? [], into: &writer)
        case .reference:
            writer.line(call)
        default:
            var content = ContentWriter(segues: plan.segues[id] ?? SceneSegues())
            writer.optionalBlock(call) { inner in
                if kind == .tableViewController, let table = TableViewControllerContent(scene.content) {
                    content.writeTableContent(scene.content, table: table, into: &inner)
                } else {
                    content.writeViewContent(scene.content, into: &inner)
                }
            }
        }
        if let screenshot = scene.screenshot { writer.appendToLastLine(".screenshot(\(SwiftLiteral.string(screenshot)))") }
    }

    /// `SplitViewController(…) { master } detail: { … }`, with `supplementary:` between them when
    /// the split view has that column.
    private func writeSplitView(_ call: String, children: [ContainerPlan.Child], into writer: inout SourceWriter) {
        let columns: [(label: String, role: RelationshipRole)] = [("", .master), ("supplementary", .supplementary), ("detail", .detail)]
        let present = columns.compactMap { column in
            children.first { $0.segue.relationshipRole == column.role }.map { (column.label, $0.scene) }
        }
        writer.trailingClosures(call, labels: present.dropFirst().map(\.0)) { inner, index in
            write(present[index].1, into: &inner)
        }
    }

    /// The DSL type that declares a scene of `kind`.
    private static func declarationName(of kind: SceneKind) -> String {
        switch kind {
        case .tableViewController: "TableViewController"
        case .collectionViewController: "CollectionViewController"
        case .navigationController: "NavigationController"
        case .tabBarController: "TabBarController"
        case .splitViewController: "SplitViewController"
        case .pageViewController: "PageViewController"
        case .windowController: "WindowController"
        case .reference: "StoryboardReference"
        case .viewController, .other: "ViewController"
        }
    }

    /// The declaration's arguments, in its initializer's order, leaving out defaults.
    private func arguments(of scene: Scene, kind: SceneKind) -> [String] {
        var arguments = [SwiftLiteral.string(scene.id)]
        let isInitial = scene.id == plan.flow.initialSceneID
        if kind == .reference {
            arguments.append("storyboard: \(SwiftLiteral.optionalString(scene.reference?.storyboard))")
            if let identifier = scene.reference?.identifier { arguments.append("identifier: \(SwiftLiteral.string(identifier))") }
            if let title = scene.title { arguments.append("title: \(SwiftLiteral.string(title))") }
            if let tab = scene.tabBarItem { arguments.append("tab: \(Self.tabBarItem(tab))") }
            if isInitial { arguments.append("initial: true") }
            return arguments
        }
        let takesNavigationTitle = !kind.isContainer && scene.content.navigationBar != nil
        if let title = scene.title, !(takesNavigationTitle && title == scene.content.navigationBar?.title) {
            arguments.append("title: \(SwiftLiteral.string(title))")
        }
        if let customClass = scene.customClass { arguments.append("class: \(SwiftLiteral.string(customClass))") }
        if kind == .tableViewController, let style = TableViewControllerContent(scene.content)?.table.style, style != .plain {
            arguments.append("style: .\(style.rawValue)")
        }
        if let identifier = scene.storyboardIdentifier { arguments.append("storyboardID: \(SwiftLiteral.string(identifier))") }
        if let tab = scene.tabBarItem, kind != .tabBarController { arguments.append("tab: \(Self.tabBarItem(tab))") }
        if isInitial { arguments.append("initial: true") }
        return arguments
    }

    /// `TabBarItem("Players", image: "Players", badge: "3")`.
    private static func tabBarItem(_ item: TabBarItem) -> String {
        var arguments = [SwiftLiteral.string(item.title)]
        if let image = item.image { arguments.append("image: \(SwiftLiteral.string(image))") }
        if let badge = item.badge { arguments.append("badge: \(SwiftLiteral.string(badge))") }
        return "TabBarItem(\(arguments.joined(separator: ", ")))"
    }
}
