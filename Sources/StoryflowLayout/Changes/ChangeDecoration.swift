import GraphvizDOT
import Storyflow

/// Draws ``ChangeMarks`` on a diff diagram's nodes and edges, without changing their geometry
/// between sides: a mark's frame, badge, note and label are there on every side, and what a side
/// does not show is made invisible, never left out, so the three drawings share one layout.
///
/// | mark | scene | segue |
/// |---|---|---|
/// | added | bold frame, `+ added` badge | bold line, `+` before the label |
/// | removed | dashed frame, `− removed` badge; a faded ghost in the overlay | dashed, `−` before the label; faded in the overlay |
/// | changed | frame, `~ changed` badge, a note of what changed | `~` before the label, what changed after it |
/// | none | quiet (faded) in the overlay | quiet in the overlay |
struct ChangeDecoration {
    let marks: ChangeMarks
    let palette: Palette
    let colors: ChangeColors

    /// The decoration of a diff diagram; `nil` for an ordinary one.
    init?(context: LayoutContext) {
        guard let marks = context.options.changes else { return nil }
        self.marks = marks
        palette = context.palette
        colors = ChangeColors.of(context.options.theme)
    }

    /// The longest note line under a changed scene, in characters.
    static let noteWidth = 34
    /// The most note lines under a changed scene.
    static let noteLines = 5

    /// The scene's node with its mark: label, class and tooltip; invisible when the side does not show it.
    func decorate(_ node: Node, scene sceneID: Scene.ID) -> Node {
        var node = node
        let mark = marks.scenes[sceneID]
        if case .label(.html(let label))? = node.attributes["label"] {
            node.attributes.set(.label(.html(decorated(label, mark: mark))))
        }
        decorateCommon(&node.attributes, mark: mark)
        return node
    }

    /// A node that belongs to segues (the `Exit ?` of an unwind without a target; a hub reference,
    /// which a source's segues to the hub share): shown while the side shows one of them, marked as
    /// they all are, else unchanged.
    func decorate(_ node: Node, segues: [Segue]) -> Node {
        var node = node
        let segueMarks = segues.map { marks.segues[$0.id] }
        let shared = Set(segueMarks.map { $0?.kind }).count == 1 ? segueMarks.first ?? nil : nil
        let shown = segueMarks.contains { marks.side.shows($0?.version ?? .both) }
        decorateCommon(&node.attributes, mark: shared, shown: shown)
        return node
    }

    /// The entry arrows: the flow's own, and when the initial scene changed, the head's marked
    /// changed and the base's a ghost, each shown on its side only.
    func entries(_ arrow: EntryArrow) -> [(node: Node, edge: Edge)] {
        guard case .some(let baseInitial) = marks.baseInitialScene else { return [arrow.statements()].compactMap { $0 } }
        let versions: [(statements: (node: Node, edge: Edge)?, mark: ChangeMark)] = [
            (arrow.statements(), ChangeMark(.changed, version: .head)),
            (baseInitial.flatMap { arrow.statements(to: $0, id: "baseEntry") }, ChangeMark(.removed, version: .base, isOldVersion: true)),
        ]
        return versions.compactMap { version in
            guard var (node, edge) = version.statements else { return nil }
            let color = version.mark.kind == .removed && marks.side == .both
                ? Fade.ghost(on: palette.canvas).apply(to: colors.removed) : colors.color(of: version.mark.kind)
            edge.attributes.set(.color(color))
            node.attributes.set(.color(color))
            node.attributes.set(.fillColor(color))
            if version.mark.kind == .removed { edge.attributes.set(.style([.dashed])) }
            decorateCommon(&node.attributes, mark: version.mark)
            decorateCommon(&edge.attributes, mark: version.mark)
            return (node, edge)
        }
    }

    /// A segue's edge attributes with its mark: line, colour and label; invisible when the side does not show it.
    func decorate(_ attributes: Attributes, segue: Segue) -> Attributes {
        var attributes = attributes
        let mark = marks.segues[segue.id]
        let isOverlay = marks.side == .both
        if let mark {
            let color = colors.color(of: mark.kind)
            switch mark.kind {
            case .added:
                attributes.set(.penWidth(3.2))
                attributes.set(.color(color))
            case .removed:
                attributes.set(.style([.dashed]))
                attributes.set(.color(isOverlay ? Fade.ghost(on: palette.canvas).apply(to: color) : color))
            case .changed:
                attributes.set(.penWidth(2.4))
                attributes.set(.color(color))
            }
            // A ghost's line fades; its words stay readable.
            attributes.set(.fontColor(isOverlay && mark.kind == .removed ? Fade.ghostText(on: palette.canvas).apply(to: color) : color))
            relabel(&attributes, mark: mark)
        } else if isOverlay {
            let fade = Fade.quiet(on: palette.canvas)
            for name in ["color", "fontcolor"] {
                switch attributes[name] {
                case .color(let color)?: attributes.set(.color(fade.apply(to: color)))
                case .fontColor(let color)?: attributes.set(.fontColor(fade.apply(to: color)))
                default: break
                }
            }
        }
        decorateCommon(&attributes, mark: mark)
        return attributes
    }

    /// Class, tooltip and visibility, alike for nodes and edges; `shown` overrides whether the side shows it.
    private func decorateCommon(_ attributes: inout Attributes, mark: ChangeMark?, shown: Bool? = nil) {
        let kind = mark.map { $0.isOldVersion ? "\(SVGClass.changed.rawValue) \(SVGClass.oldVersion.rawValue)" : $0.kind.rawValue } ?? SVGClass.unchanged.rawValue
        if case .class(let classes)? = attributes["class"] { attributes.set(.class(classes + " " + kind)) }
        if let mark, case .tooltip(let tooltip)? = attributes["tooltip"] {
            attributes.set(.tooltip(([tooltip, "\(mark.kind.symbol) \(mark.kind.rawValue)"] + mark.notes).joined(separator: "\n")))
        }
        if !(shown ?? marks.side.shows(mark?.version ?? .both)) {
            attributes.set(.style([.invis]))
        }
    }

    /// `+ `, `− ` or `~ ` before the label, and what changed after it, on the label or the xlabel it has.
    private func relabel(_ attributes: inout Attributes, mark: ChangeMark) {
        let note = mark.kind == .changed && !mark.notes.isEmpty ? "\n(" + mark.notes.joined(separator: "; ") + ")" : ""
        switch attributes["xlabel"] {
        case .xlabel(let text)?: attributes.set(.xlabel("\(mark.kind.symbol) \(text)\(note)"))
        default:
            let text: String? = if case .label(.text(let text))? = attributes["label"] { text } else { nil }
            attributes.set(.label(.text([mark.kind.symbol, text].compactMap { $0 }.joined(separator: " ") + note)))
        }
    }

    /// A scene's label framed, badged and noted by its mark, faded where the overlay wants it.
    private func decorated(_ label: HTMLLabel, mark: ChangeMark?) -> HTMLLabel {
        let isOverlay = marks.side == .both
        guard let mark else { return isOverlay ? label.faded(fade: .quiet(on: palette.canvas)) : label }
        let color = colors.color(of: mark.kind)
        let inner = isOverlay && mark.kind == .removed ? label.faded(fade: .ghost(on: palette.canvas)) : label
        var rows = [
            HTMLRow([HTMLCell(.table(badge(mark.kind)), attributes: [.align(.left)])]),
            HTMLRow([HTMLCell(labelContent(inner))]),
        ]
        if mark.kind == .changed, !mark.notes.isEmpty {
            let lines = mark.notes.flatMap { Typography.wrapped($0, width: Self.noteWidth, maxLines: 2) }.prefix(Self.noteLines)
            let text = Array(lines.map { [Typography.text($0, size: Typography.detail, color: color)] }.joined(separator: [.lineBreak(align: .left)]))
            rows.append(HTMLRow([HTMLCell(.text(text), attributes: [.align(.left), .balign(.left)])]))
        }
        return .table(HTMLTable(attributes: [
            .style(mark.kind == .removed ? "rounded,dashed" : "rounded"), .border(mark.kind == .added ? 3 : 2), .color(color),
            .backgroundColor(palette.canvas), .cellBorder(0), .cellSpacing(2), .cellPadding(3),
        ], rows: rows))
    }

    /// The label as the content of a cell.
    private func labelContent(_ label: HTMLLabel) -> HTMLCell.Content {
        switch label {
        case .table(let table): .table(table)
        case .text(let text): .text(text)
        }
    }

    /// The pill at the frame's top left: `+ added`, `− removed`, `~ changed`.
    private func badge(_ kind: ChangeMark.Kind) -> HTMLTable {
        HTMLTable(attributes: [.border(0), .cellSpacing(0), .cellPadding(2)], rows: [HTMLRow([
            HTMLCell(.text([Typography.text("\(kind.symbol) \(kind.rawValue)", size: Typography.badge, color: colors.badgeText, bold: true)]),
                     attributes: [.style("rounded"), .backgroundColor(colors.color(of: kind))]),
        ])])
    }
}
