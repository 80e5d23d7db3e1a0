import GraphvizDOT
import Storyflow

/// Turns segues into edges: the kind's look, the label, and tails at the triggering element's port.
///
/// A segue leaves from the side of its trigger that faces where it goes: left to right, forward
/// segues from the east and unwinds from the west; top to bottom, bar buttons from the bottom (unwinds
/// from the top) and cells and buttons from their east (unwinds west). An unwind with several possible
/// targets gets one unsure edge per candidate; one with none ends at a small `Exit ?` node.
///
/// Segues fired from code or by a gesture leave a phone screen from its header, as Xcode draws them
/// from the scene dock; so, left to right, do a trailing bar button's unwinds and a leading one's
/// forward segues, which would otherwise run under their bar; when several segues end at one scene, ``ArrivalPoints`` spreads their heads.
/// A segue to a hub from any source but the hub's first (see ``HubReferences``) ends at a small
/// `→ Hub` box beside its source, which links to the hub.
struct SegueEdges {
    /// The `weight` of an edge to a hub reference: pulls the reference next to its source.
    static let referenceWeight = 8

    let context: LayoutContext
    let clusters: ContainerClusters?
    private let arrivals: ArrivalPoints

    /// Scenes pinned where the storyboard places them, if they are: segues then leave and arrive on
    /// the sides facing where they go and come from.
    private let canvas: CanvasArrangement?

    init(context: LayoutContext, clusters: ContainerClusters?, canvas: CanvasArrangement? = nil) {
        self.context = context
        self.clusters = clusters
        self.canvas = canvas
        arrivals = ArrivalPoints(flow: context.flow, direction: context.options.direction, pinsUnwinds: context.detail.pinsUnwindArrivals,
                                 hubs: context.hubs, canvas: canvas)
    }

    /// The edges of `segue` (none when an end is missing or a cluster draws it), plus any exit node
    /// it needs. SVG ids already handed out are in `svgIDs`; the new ones are added to it. `index`, the
    /// segue's position in the flow, only names its exit node (`x3`): the segue is known by its id.
    func statements(for segue: Segue, index: Int, svgIDs: inout Set<String>) -> (nodes: [Node], edges: [Edge]) {
        guard clusters?.holds(segue) != true, var tail = endpoint(segue.source) else { return ([], []) }
        let targets = headTargets(of: segue)
        // An unwind without any target goes forward, to an exit node placed just after its source.
        let goesBack = segue.kind == .unwind && !targets.isEmpty
        if let port = elementPort(of: segue) {
            // Pinned where the storyboard places them, a segue goes left when its target lies to the left;
            // one to a hub goes to the hub's reference, which stands after its source wherever the hub is.
            let goesLeft = context.hubs.reference(of: segue) != nil
                ? false : targets.first.flatMap { canvas?.side(of: segue.source, facing: $0) }.map { $0 == .west } ?? goesBack
            tail.port = port
            tail.compass = compass(for: segue, goesBack: goesLeft)
            if let side = headerSide(for: segue, goesBack: goesLeft) {
                tail.port = ScreenLabel.headerPort
                tail.compass = side
            }
        }
        let triggerPort = context.triggerPort(of: segue)
        let leavesFromTrigger = triggerPort != nil && tail.port == triggerPort
        var attributes = look(of: segue, leavesFromTrigger: leavesFromTrigger)
        let edgeID = "segue-" + SVGIdentifier.sanitized(segue.id)
        if segue.kind == .unwind, !goesBack {
            attributes.set(.constraint(true))
            attributes.set(.id(SVGIdentifier.unique(edgeID, taken: &svgIDs)))
            let exit = exitNode(index: index, svgID: SVGIdentifier.unique("exit-" + SVGIdentifier.sanitized(segue.id), taken: &svgIDs))
            let decoratedExit = ChangeDecoration(context: context)?.decorate(exit, segues: [segue]) ?? exit
            return ([decoratedExit], [Edge(from: tail, to: Edge.Endpoint(node: exit.id), attributes)])
        }
        if let reference = context.hubs.reference(of: segue) {
            attributes.set(.id(SVGIdentifier.unique(edgeID, taken: &svgIDs)))
            // Heavy, so that Graphviz keeps the reference beside its source.
            attributes.set(.weight(Self.referenceWeight))
            let edge = Edge(from: tail, to: Edge.Endpoint(node: reference.nodeID), attributes)
            guard reference.segues.first?.id == segue.id else { return ([], [edge]) }
            let node = referenceNode(reference, svgIDs: &svgIDs)
            return ([ChangeDecoration(context: context)?.decorate(node, segues: reference.segues) ?? node], [edge])
        }
        var edges: [Edge] = []
        for target in targets {
            guard let head = endpoint(target) else { continue }
            var edgeAttributes = attributes
            // One id per edge: an ambiguous unwind's further candidates get `-2`, `-3`….
            edgeAttributes.set(.id(SVGIdentifier.unique(edgeID, taken: &svgIDs)))
            edges.append(Edge(from: tail, to: arrival(of: segue, at: target, head, goesBack: goesBack), edgeAttributes))
        }
        return ([], edges)
    }

    /// The kind's look with the label, class and tooltip of `segue`; unsure unwinds and inferred
    /// segues lighter. The label leaves the trigger out when the edge leaves from it.
    private func look(of segue: Segue, leavesFromTrigger: Bool) -> Attributes {
        var attributes = EdgeStyle.attributes(for: segue.kind, palette: context.palette)
        if let label = context.label(of: segue, showsTrigger: !leavesFromTrigger) {
            switch context.detail.edgeLabels {
            case .onEdge: attributes.set(.label(.text(label)))
            case .beside: attributes.set(.xlabel(label))
            case .hidden: break
            }
        }
        attributes.set(.class("\(SVGClass.segue.rawValue) \(segue.kind.rawValue)"))
        let drawnFor = context.parallelCounts[segue.id].map { "\n(drawn once for \($0) such segues)" } ?? ""
        attributes.set(.tooltip(LongText.cut(SegueTooltip.text(for: segue, in: context.index) + drawnFor, limit: LongText.tooltip)))
        if let unwind = segue.unwind, unwind.resolution != .exact {
            attributes = attributes.merging(EdgeStyle.unsureUnwind(palette: context.palette))
            attributes.set(.class("\(SVGClass.segue.rawValue) \(SVGClass.unwind.rawValue) unsure"))
        } else if segue.isInferred {
            attributes = attributes.merging(EdgeStyle.unsureUnwind(palette: context.palette))
            attributes.set(.class("\(SVGClass.segue.rawValue) \(segue.kind.rawValue) unsure"))
        }
        return ChangeDecoration(context: context)?.decorate(attributes, segue: segue) ?? attributes
    }

    /// Where `segue`'s edge arrives at `target`: its own point, when ``ArrivalPoints`` spreads the
    /// segues arriving there. Otherwise a forward edge to a phone screen points at its top: left to
    /// right at the top row's west side (see ``ScreenLabel/arrivalPort``), unless the storyboard pins
    /// the scenes (scenes pinned in columns, facing only across, arrive so too) or the screen is a
    /// screenshot; top to bottom at the header, as an arrow into the phone's top would hide under it.
    private func arrival(of segue: Segue, at target: Scene.ID, _ head: Edge.Endpoint, goesBack: Bool) -> Edge.Endpoint {
        let point = arrivals.point(of: segue.id, at: target)
        var arrival = head
        if !goesBack, head.port == ScreenLabel.screenPort {
            switch context.options.direction {
            case .topToBottom:
                arrival = Edge.Endpoint(node: head.node, compass: .north)
            case .leftToRight where point == nil && canvas?.facesAcrossOnly != false && context.screenshot(of: target) == nil:
                arrival = Edge.Endpoint(node: head.node, port: ScreenLabel.arrivalPort, compass: .west)
            case .leftToRight:
                break
            }
        }
        if let point { arrival.compass = point }
        return arrival
    }

    /// The `Exit ?` node an unwind without any target ends at.
    private func exitNode(index: Int, svgID: String) -> Node {
        Node("x\(index)", [
            .shape(.plaintext), .label(.text("Exit ?")), .fontColor(context.palette.unsure), .fontSize(Typography.edgeLabel),
            .id(svgID), .class("exit unresolved"),
        ])
    }

    /// The small box that segues end at beside their source, standing for a hub drawn elsewhere:
    /// `→ Hub`, linked to the hub's node.
    private func referenceNode(_ reference: HubReferences.Reference, svgIDs: inout Set<String>) -> Node {
        let palette = context.palette
        let name = reference.hubName(in: context.index)
        let sources = context.hubs.sourceCounts[reference.hub] ?? 0
        let svgID = "reference-" + SVGIdentifier.sanitized(reference.segues[0].id)
        return Node(reference.nodeID, [
            .shape(.box), .style([.rounded, .filled]), .color(palette.containerBorder), .fillColor(palette.containerFill),
            .margin(0.06), .label(.html(.text([
                Typography.text("→ ", size: Typography.body, color: palette.secondaryText),
                Typography.text(reference.shownName(in: context.index), size: Typography.body, color: palette.text, bold: true),
            ]))),
            .id(SVGIdentifier.unique(svgID, taken: &svgIDs)), .class(SVGClass.hubReference.rawValue),
            .tooltip(LongText.cut("\(name): drawn once, where it is first reached; \(sources) scenes lead to it", limit: LongText.tooltip)),
            .url("#" + context.sceneIDs.svgID(of: reference.hub)),
        ])
    }


    private func headTargets(of segue: Segue) -> [Scene.ID] {
        if let destination = segue.destination { return [destination] }
        return segue.unwind?.candidates ?? []
    }

    /// A scene's node, at its screen for a phone screen; a container drawn as a cluster keeps its node.
    private func endpoint(_ sceneID: Scene.ID) -> Edge.Endpoint? {
        guard let nodeID = context.sceneIDs.nodeID(of: sceneID) else { return nil }
        let isScreen = context.index.scene(id: sceneID).map { !$0.kind.isContainer && $0.kind != .reference } ?? false
        return Edge.Endpoint(node: nodeID, port: isScreen ? ScreenLabel.screenPort : nil)
    }

    /// The port of the segue's trigger (or of its tab, for a tab's relationship, or of the header,
    /// for a segue fired from code or by a gesture on a phone screen, or for any segue of a screen drawn
    /// from its screenshot, unless it is a bar button drawn beside the picture), if it has one.
    private func elementPort(of segue: Segue) -> String? {
        if segue.trigger.elementID == nil, segue.trigger.kind == .manual || segue.trigger.kind == .gesture, !context.detail.compactScenes,
           let source = context.index.scene(id: segue.source), !source.kind.isContainer, source.kind != .reference {
            return ScreenLabel.headerPort
        }
        if context.screenshot(of: segue.source) != nil, let source = context.index.scene(id: segue.source) {
            let drawn = context.options.baseScreenshots[source.id] == nil ? ScreenshotPorts(scene: source, ports: context.ports(of: source.id)).elementIDs : []
            guard let elementID = segue.trigger.elementID, drawn.contains(elementID) else { return ScreenLabel.headerPort }
        }
        if segue.kind == .relationship, context.index.scene(id: segue.source)?.kind == .tabBarController,
           let destination = segue.destination,
           let position = SceneChrome.tabChildren(of: segue.source, in: context.index).firstIndex(of: destination) {
            return PortNames.tabPort(at: position)
        }
        return context.triggerPort(of: segue)
    }

    /// Left to right, the side of the header a bar button's segue leaves from when another part of
    /// the bar lies between the button and where the segue goes (a trailing button's unwind, a
    /// leading button's forward segue, an inner trailing button's forward segue, an inner leading
    /// button's unwind): leaving from the button itself, the edge would run under the bar. `nil`
    /// for every other segue, which leaves from its trigger.
    private func headerSide(for segue: Segue, goesBack isBack: Bool) -> CompassPoint? {
        let ports = context.ports(of: segue.source)
        guard context.options.direction == .leftToRight, !context.detail.compactScenes, context.screenshot(of: segue.source) == nil,
              let elementID = segue.trigger.elementID, let placement = ports.placement(of: elementID) else { return nil }
        switch placement {
        case .trailingBarButton where isBack: return .west
        case .leadingBarButton where !isBack: return .east
        case .trailingBarButton where ports.isInnerBarButton(elementID): return .east
        case .leadingBarButton where ports.isInnerBarButton(elementID): return .west
        default: return nil
        }
    }

    /// The side a segue leaves its trigger from. Nodes are opaque and drawn over edges, so an edge
    /// may start inside a scene: it shows where it leaves the scene's outline, at the trigger's height.
    private func compass(for segue: Segue, goesBack isBack: Bool) -> CompassPoint? {
        guard context.options.direction == .topToBottom else { return isBack ? .west : .east }
        if segue.kind == .relationship { return .south }
        let placement = segue.trigger.elementID.flatMap { context.ports(of: segue.source).placement(of: $0) } ?? .content
        switch placement {
        case .content: return isBack ? .west : .east
        case .leadingBarButton, .trailingBarButton: return isBack ? .north : .south
        }
    }
}
