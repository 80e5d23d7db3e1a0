import Storyflow
import StoryflowDiff

/// Writes a flow, or the union of a diff, as Mermaid flowcharts in Markdown, which GitHub and other
/// code hosts draw inline in pull requests and documents.
///
/// Segue kinds differ by link (solid, dotted, thick; arrow, circle, cross heads; a legend comment
/// names them), containers are subgraphs around their children, every label is escaped, and the
/// same flow always gives the same text. A flow too large for Mermaid's defaults (``Limits``) is
/// split into several blocks, by container and navigation stack, with a note; a link to a scene
/// of another block ends at a stub that names the block.
///
/// ```swift
/// print(MermaidExporter().export(try Samples.ratings()).markdown)
/// // ### Ratings
/// //
/// // ```mermaid
/// // %% Storyflow: Ratings
/// // %% Links: --> show (push) · …
/// // flowchart LR
/// //   entry(["▶ start"])
/// //   entry --> s0
/// //   subgraph s0 ["▦ Tabs<br/>Tab Bar Controller"]
/// //   …
/// //   s2 -.->|"AddPlayer · +"| s4
/// // ```
/// ```
public struct MermaidExporter: Sendable {
    /// How large one Mermaid diagram may be.
    public struct Limits: Hashable, Sendable {
        /// Mermaid's `maxTextSize`: the longest diagram text it draws (50000 by default).
        public var maxTextSize: Int
        /// Mermaid's `maxEdges`: the most links it draws (500 by default).
        public var maxEdges: Int

        /// Limits; by default Mermaid's own defaults, which GitHub uses.
        public init(maxTextSize: Int = 50_000, maxEdges: Int = 500) {
            self.maxTextSize = maxTextSize
            self.maxEdges = maxEdges
        }
    }

    /// The direction links lead in.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// `flowchart LR`: the entry at the left.
        case leftToRight = "LR"
        /// `flowchart TB`: the entry at the top.
        case topToBottom = "TB"
    }

    /// How large one diagram may be.
    public var limits: Limits
    /// The direction links lead in.
    public var direction: Direction

    /// Creates an exporter.
    public init(limits: Limits = Limits(), direction: Direction = .leftToRight) {
        self.limits = limits
        self.direction = direction
    }

    /// The flow as Mermaid.
    public func export(_ flow: Flow) -> MermaidDiagram {
        diagram(MermaidScenes(flow: flow), marks: MermaidMarks(), title: flow.name)
    }

    /// Both versions of a diff as one Mermaid diagram: additions thick with `+`, removals dashed and
    /// faded with `−`, changes with `~` and what changed.
    public func export(_ union: DiffUnion) -> MermaidDiagram {
        var marks = MermaidMarks()
        for (id, change) in union.scenes where change.status != .unchanged {
            marks.scenes[id] = MermaidMarks.Mark(status: change.status.rawValue, symbol: Self.symbol(change.status),
                                                 notes: change.differences.map(\.description))
        }
        for (id, segue) in union.segues where segue.change.status != .unchanged {
            // The old version of a moved segue is a removed link where it was.
            let status: ChangeStatus = segue.version == .base ? .removed : segue.change.status
            let notes = segue.change.differences.map(\.description)
            marks.segues[id] = MermaidMarks.Mark(status: status.rawValue, symbol: Self.symbol(status),
                                                 notes: segue.version == .base && !notes.isEmpty ? ["was: " + notes.joined(separator: "; ")] : notes)
        }
        marks.baseInitialScene = union.baseInitialScene
        return diagram(MermaidScenes(flow: union.flow), marks: marks, title: "Navigation changes: " + union.flow.name)
    }

    private static func symbol(_ status: ChangeStatus) -> String {
        status == .removed ? "−" : status.symbol
    }

    private func diagram(_ scenes: MermaidScenes, marks: MermaidMarks, title: String) -> MermaidDiagram {
        let writer = MermaidBlockWriter(scenes: scenes, marks: marks, direction: direction.rawValue)
        let everything = Set(scenes.scenes.map(\.id))
        let whole = writer.block(members: everything, part: 1, partCount: 1, partOf: [:])
        guard whole.text.count > limits.maxTextSize || whole.linkCount > limits.maxEdges else {
            return MermaidDiagram(title: title, blocks: [whole.text], note: nil)
        }
        let parts = MermaidPartition(scenes: scenes, writer: writer, limits: limits).parts()
        var partOf: [Scene.ID: Int] = [:]
        for (number, part) in parts.enumerated() { for id in part { partOf[id] = number + 1 } }
        let blocks = parts.enumerated().map { number, part in
            writer.block(members: part, part: number + 1, partCount: parts.count, partOf: partOf).text
        }
        let note = "This flow is drawn in \(blocks.count) parts: Mermaid draws at most \(limits.maxTextSize) characters and "
            + "\(limits.maxEdges) links in one diagram. A link to a scene of another part ends at a ↗ box that names the part."
        return MermaidDiagram(title: title, blocks: blocks, note: note)
    }
}

/// Mermaid flowcharts of one flow: one block, or several when the flow is too large for one.
public struct MermaidDiagram: Hashable, Sendable {
    /// A heading for the diagram: the flow's name.
    public var title: String
    /// Each block's Mermaid text, without fences.
    public var blocks: [String]
    /// Why the flow is split, when it is.
    public var note: String?

    /// The blocks as Markdown: a heading (the title escaped, on one line), the note, and one fenced
    /// `mermaid` block each.
    public var markdown: String {
        var text = "### " + MarkdownText.inline(title) + "\n"
        if let note { text += "\n" + note + "\n" }
        for block in blocks { text += "\n```mermaid\n" + block + "```\n" }
        return text
    }
}
