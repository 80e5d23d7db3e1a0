import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow
import StoryflowLayout

/// The atlas `render` writes on its own when a whole flow cannot be read as one PNG (see
/// ``PageReadability``): the flow is cut by storyboard file, then by tab, then by navigation
/// stack, as far as each page needs; small neighbouring parts share a page, and a part still too
/// big for a readable page is cut into runs of scenes in the order a walk along its segues reaches
/// them. Candidate pages are laid out and measured (or, when far too big, estimated from their
/// share of a measured parent), so each page of the atlas is one that can be read.
///
/// ```swift
/// let layout = FlowLayout(options: LayoutOptions())
/// let png = RenderOptions(dpi: 192, maximumPNGPixels: PageReadability.pngPixelBudget, minimumPNGDPI: 72)
/// if let atlas = try await AtlasPlan(flow: flow, layout: layout, png: png).decision() {
///     let pages = SplitPages(flow: flow, partition: atlas.partition, layout: layout).pages(fileName: "App")
/// }
/// ```
public struct AtlasPlan: Sendable {
    /// What the atlas replaces: why the whole flow was not drawn as one image.
    public struct Decision: Sendable {
        /// The atlas's parts, one page each.
        public let partition: FlowPartition
        /// How the whole flow would have read as one image.
        public let whole: PageReadability
    }

    /// Draws a page's graph as SVG, told how many scenes the page has (a caller may lay big pages
    /// out in another process).
    public typealias DrawSVG = @Sendable (_ graph: Graph, _ sceneCount: Int) async throws -> Data

    /// The flow the atlas cuts.
    public let flow: Flow
    /// How each page is laid out.
    public let layout: FlowLayout
    /// How the pages will be drawn as PNG: their resolution, pixel budget and floor.
    public let png: RenderOptions
    private let drawSVG: DrawSVG
    /// Each scene's name, for the stand-in stubs of a page being measured.
    private let names: [Scene.ID: String]

    /// The plan for `flow`, measuring each candidate page on the SVG `drawSVG` draws of it.
    public init(flow: Flow, layout: FlowLayout, png: RenderOptions, drawSVG: @escaping DrawSVG) {
        self.flow = flow
        self.layout = layout
        self.png = png
        self.drawSVG = drawSVG
        names = Dictionary(flow.scenes.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    }

    /// The plan for `flow`, laying every candidate page out with Graphviz in this process.
    public init(flow: Flow, layout: FlowLayout, png: RenderOptions) {
        self.init(flow: flow, layout: layout, png: png) { graph, _ in
            try await GraphvizRenderer(options: png).render(graph, as: .svg).data
        }
    }

    /// How to cut parts that are too big, in order.
    private static let kinds: [FlowPartition.Kind] = [.storyboard, .tab, .stack]
    /// The most runs one oversized part is cut into at once (each is measured and cut again if need be).
    private static let mostRuns = 12

    /// The atlas's parts, or `nil` when the whole flow reads as one image or cannot be cut.
    public func decision() async throws -> Decision? {
        guard flow.scenes.count > 1 else { return nil }
        let whole = try await readability(of: flow)
        guard !whole.isReadable else { return nil }
        let pieces = try await self.pieces(of: flow, named: flow.name, kinds: Self.kinds[...], load: whole.load, runOf: nil)
        guard pieces.count > 1 else { return nil }
        return Decision(partition: FlowPartition(flow: flow, groups: Self.numberingRuns(pieces)), whole: whole)
    }

    /// One page of the atlas: its name, or the name of the part it is a run of, and its scenes.
    private struct Piece {
        let name: String
        let runOf: String?
        let sceneIDs: [Scene.ID]
    }

    /// A page's load: how many times too big for a readable page it is (see ``PageReadability/load``).
    /// A piece estimated this far over is cut without being laid out first.
    private static let surelyTooBig = 1.6
    /// The most a page may load, below 1 so that the stubs to other pages still fit.
    private static let mostLoad = 0.8

    /// `part` as one piece when it reads as one page, else cut into pieces that each do. `load` is
    /// its measured load, or its share of its parent's when estimated (`nil` then lays it out).
    private func pieces(
        of part: Flow, named name: String, kinds: ArraySlice<FlowPartition.Kind>, load estimate: Double?, runOf: String?
    ) async throws -> [Piece] {
        let ids = part.scenes.map(\.id)
        guard ids.count > 1 else { return [Piece(name: name, runOf: runOf, sceneIDs: ids)] }
        var load = estimate ?? 0
        if load < Self.surelyTooBig {
            load = try await readability(of: part).load
        }
        guard load > Self.mostLoad else { return [Piece(name: name, runOf: runOf, sceneIDs: ids)] }
        var remaining = kinds
        var groups: [(name: String, sceneIDs: [Scene.ID])] = []
        while groups.count < 2, let kind = remaining.popFirst() {
            groups = FlowPartition(flow: part, by: kind).parts.map { ($0.name, $0.sceneIDs) }
        }
        if groups.count > 1, let perScene = try await loadPerScene(of: part, load: load) {
            groups = Self.merging(groups, loadPerScene: perScene)
        }
        var run = runOf
        if groups.count < 2 {
            let count = min(max(2, Int((load / (Self.mostLoad * 0.8)).rounded(.up))), Self.mostRuns, ids.count)
            run = runOf ?? name
            groups = Self.runs(of: part, count: count).map { (name, $0) }
        }
        var result: [Piece] = []
        for group in groups {
            let piece = part.subflow(keeping: Set(group.sceneIDs), named: "\(flow.name) · \(group.name)")
            // A smaller part may be drawn in more detail (bigger scenes): then its share says nothing.
            let sameDetail = layout.detailSettings(for: piece).level == layout.detailSettings(for: part).level
            let share = sameDetail ? load * Double(group.sceneIDs.count) / Double(ids.count) : nil
            result += try await pieces(of: piece, named: group.name, kinds: remaining, load: share, runOf: run)
        }
        return result
    }

    /// The load one scene of `part` adds to a page drawn at the detail its parts will have:
    /// `part`'s own when they keep its detail, else measured on a sample of it (`nil` when too
    /// small to tell).
    private func loadPerScene(of part: Flow, load: Double) async throws -> Double? {
        let count = part.scenes.count
        let sample = min(count, DetailSettings.leanSceneCount / 2)
        let sampled = part.subflow(keeping: Set(part.scenes.prefix(sample).map(\.id)), named: part.name)
        if layout.detailSettings(for: sampled).level == layout.detailSettings(for: part).level { return load / Double(count) }
        guard sample > 1 else { return nil }
        return try await readability(of: sampled).load / Double(sample)
    }

    /// The share of a readable page that small parts are gathered into, by their estimated loads.
    private static let gatheredLoad = 0.6

    /// Neighbouring parts gathered onto one page while their estimated loads together stay under
    /// ``gatheredLoad``, so that an app of many small stacks does not become as many pages; a page
    /// of several parts is named after the first ("Settings + 3 more"). A part of one scene (a tab
    /// bar controller beside big tabs) always joins its neighbour, the next part or else the one
    /// before: a page of one scene and its stubs is mostly empty canvas. The neighbour grown too big
    /// is cut again, the lone scene with the scenes it leads to.
    private static func merging(_ groups: [(name: String, sceneIDs: [Scene.ID])], loadPerScene: Double) -> [(name: String, sceneIDs: [Scene.ID])] {
        var merged: [(names: [String], sceneIDs: [Scene.ID])] = []
        for group in groups {
            if let last = merged.last, last.sceneIDs.count == 1 || Double(last.sceneIDs.count + group.sceneIDs.count) * loadPerScene <= gatheredLoad {
                merged[merged.count - 1].names.append(group.name)
                merged[merged.count - 1].sceneIDs += group.sceneIDs
            } else {
                merged.append(([group.name], group.sceneIDs))
            }
        }
        if merged.count > 1, let lone = merged.last, lone.sceneIDs.count == 1 {
            merged.removeLast()
            merged[merged.count - 1].names += lone.names
            merged[merged.count - 1].sceneIDs += lone.sceneIDs
        }
        return merged.map { page in
            (page.names.count == 1 ? page.names[0] : "\(page.names[0]) + \(page.names.count - 1) more", page.sceneIDs)
        }
    }

    /// The pieces as named parts; the runs of one part numbered in order ("Tab 2 · 3 of 5").
    private static func numberingRuns(_ pieces: [Piece]) -> [(name: String, sceneIDs: [Scene.ID])] {
        var totals: [String: Int] = [:]
        for piece in pieces { if let run = piece.runOf { totals[run, default: 0] += 1 } }
        var numbers: [String: Int] = [:]
        return pieces.map { piece in
            guard let run = piece.runOf, let total = totals[run] else { return (piece.name, piece.sceneIDs) }
            numbers[run, default: 0] += 1
            return ("\(run) · \(numbers[run] ?? 1) of \(total)", piece.sceneIDs)
        }
    }

    /// How a page of `part` would read, from its laid-out SVG, drawn with the stubs its segues to and
    /// from the rest of the flow will get (see ``stubs(of:)``).
    private func readability(of part: Flow) async throws -> PageReadability {
        let svg = try await drawSVG(layout.graph(for: part, stubs: stubs(of: part)), part.scenes.count)
        guard let measure = PageMeasure(svg: String(decoding: svg, as: UTF8.self)) else {
            throw RenderError.render(format: .svg, message: "Graphviz wrote an SVG without a size")
        }
        return PageReadability(measure: measure, png: png)
    }

    /// Stand-ins for the stubs ``SplitPages`` gives a page of `part`, before the other pages are
    /// known: one on each side of a scene with segues to or from the rest of the flow, a line for
    /// each scene beyond, at most ``SplitPages/linesPerStub``.
    private func stubs(of part: Flow) -> [SceneStub] {
        guard part.scenes.count < flow.scenes.count else { return [] }
        let inside = Set(part.scenes.map(\.id))
        var stubs: [SceneStub] = []
        var positions: [String: Int] = [:]
        for segue in flow.segues where segue.kind != .unwind {
            guard let destination = segue.destination, inside.contains(segue.source) != inside.contains(destination) else { continue }
            let leaves = inside.contains(segue.source)
            let (anchor, other) = leaves ? (segue.source, destination) : (destination, segue.source)
            let side: SceneStub.Side = leaves ? .after : .before
            let line = SceneStub.Line(text: side.pointing(names[other] ?? other))
            let key = "\(leaves) \(anchor)"
            if let position = positions[key] {
                if stubs[position].lines.count < SplitPages.linesPerStub { stubs[position].lines.append(line) }
            } else {
                positions[key] = stubs.count
                stubs.append(SceneStub(sceneID: anchor, side: side, lines: [line]))
            }
        }
        return stubs
    }

    /// `flow`'s scenes cut into `count` runs of about equal length, in the order a depth-first walk
    /// from its entry along its segues (unwinds aside) reaches them, then the unreached ones in flow
    /// order: a scene and the ones it leads to stay on one page as far as they fit.
    private static func runs(of flow: Flow, count: Int) -> [[Scene.ID]] {
        let index = FlowIndex(flow: flow)
        var order: [Scene.ID] = []
        var seen: Set<Scene.ID> = []
        for start in [flow.initialSceneID].compactMap({ $0 }) + flow.scenes.map(\.id) where !seen.contains(start) {
            var stack = [start]
            while let current = stack.popLast() {
                guard seen.insert(current).inserted else { continue }
                order.append(current)
                let next = index.segues(from: current).filter { $0.kind != .unwind }.compactMap(\.destination)
                stack += next.reversed().filter { !seen.contains($0) }
            }
        }
        let size = (order.count + count - 1) / count
        return stride(from: 0, to: order.count, by: size).map { Array(order[$0..<min($0 + size, order.count)]) }
    }
}
