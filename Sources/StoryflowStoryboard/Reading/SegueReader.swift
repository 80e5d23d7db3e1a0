import Storyflow

/// Finds every segue of one scene: in the controller's connections, its bar button items, cells,
/// buttons and container views, and in gesture recognizers beside it in `<objects>`.
///
/// Every `<segue>` with a `destination` inside the scene's `<objects>` counts; each takes its trigger
/// from the nearest enclosing element that can fire it. (`<segue reference=…>` entries live in the
/// document's `<inferredMetricsTieBreakers>`, outside every scene, and are never read.)
struct SegueReader {
    /// The file the scene comes from.
    let path: String
    /// The scene the segues leave from.
    let source: Scene
    /// Problems met so far (unknown kinds and relationships).
    private(set) var warnings: [ImportWarning] = []
    private var relationships: RelationshipReader

    /// Creates a reader for the segues of `source`.
    init(path: String, source: Scene) {
        self.path = path
        self.source = source
        self.relationships = RelationshipReader(containerKind: source.kind)
    }

    /// The segues under the scene's `<objects>`, in document order.
    mutating func read(objects: XMLTreeNode) -> [Segue] {
        let splitItems = objects.descendants.filter { $0.name == "segue" && $0["relationship"] == "splitItems" }.count
        relationships = RelationshipReader(containerKind: source.kind, splitItemCount: splitItems)
        return segues(in: objects, trigger: .manual, objects: objects)
    }

    private mutating func segues(in node: XMLTreeNode, trigger: Trigger, objects: XMLTreeNode) -> [Segue] {
        var found: [Segue] = []
        for child in node.children {
            if child.name == "segue" {
                if let segue = segue(child, trigger: trigger, objects: objects) { found.append(segue) }
            } else {
                // A button in a bar button item's custom view fires the item's segues.
                let own = trigger.kind == .barButton && child.name == "button" ? nil : TriggerReader.trigger(for: child)
                found += segues(in: child, trigger: own ?? trigger, objects: objects)
            }
        }
        return found
    }

    private mutating func segue(_ node: XMLTreeNode, trigger: Trigger, objects: XMLTreeNode) -> Segue? {
        guard let destination = node["destination"] else { return nil }
        let id = node.id ?? "\(source.id).line\(node.line)"
        let location = SourceLocation(file: path, line: node.line, objectID: id)
        let token = node["kind"] ?? ""
        let mapped = StoryboardSegueKind(token: token)
        if mapped == nil {
            warnings.append(ImportWarning(.unknownSegueKind(kind: token), location: location))
        }
        let kind = mapped?.kind ?? .custom
        var segue = Segue(
            id: id,
            kind: kind,
            source: source.id,
            destination: kind == .unwind ? nil : destination,
            identifier: node["identifier"],
            trigger: kind == .relationship ? .manual : trigger,
            customClass: node["customClass"],
            location: location,
            origin: .storyboard
        )
        switch kind {
        case .relationship:
            let token = node["relationship"] ?? ""
            segue.relationshipRole = relationships.role(for: token)
            if segue.relationshipRole == nil {
                warnings.append(ImportWarning(.unknownRelationship(relationship: token), location: location))
            }
        case .unwind:
            segue.unwind = Unwind(action: node["unwindAction"] ?? "", resolution: .unresolved)
        default:
            segue.presentation = presentation(node, kind: kind, impliedStyle: mapped?.impliedPresentationStyle)
            segue.popoverAnchor = (node["popoverAnchorView"] ?? node["popoverAnchorBarButtonItem"]).map { anchorID in
                Self.describe(objects.descendant(id: anchorID)) ?? anchorID
            }
        }
        return segue
    }

    /// What a popover's anchor shows (a bar button's text, a button's title, a label's text), if anything.
    private static func describe(_ anchor: XMLTreeNode?) -> String? {
        guard let anchor else { return nil }
        return TriggerReader.trigger(for: anchor)?.title ?? anchor.labelText
    }

    /// How the segue presents: always set for present and popover, else only when it is not animated.
    private func presentation(_ node: XMLTreeNode, kind: SegueKind, impliedStyle: String?) -> Presentation? {
        let presentation = Presentation(
            presentationStyle: node["modalPresentationStyle"] ?? impliedStyle,
            transitionStyle: node["modalTransitionStyle"],
            animates: node["animates"] != "NO"
        )
        guard kind == .present || kind == .popover || presentation != Presentation() else { return nil }
        return presentation
    }
}
