import Foundation
import GraphvizDOT
import Storyflow
import StoryflowLayout

/// The diagrams `--split` writes for one flow: an overview named after the flow, then one page per
/// part (`NAME-PART`), each page with stubs that link to the pages its segues lead to and come from.
public struct SplitPages: Sendable {
    /// One diagram to write: its file name without extension, the flow it draws (for the HTML
    /// viewer's details) and its graph.
    public struct Page: Sendable {
        /// The file name without extension.
        public var fileName: String
        /// The flow the page draws.
        public var flow: Flow
        /// Builds the page's graph: the costly part, left to the moment the page is drawn, so that
        /// the next pages' graphs are built while workers lay out the earlier ones.
        public var graph: @Sendable () -> Graph
        /// The pages of the same atlas this page's drawing links to, by file name without extension.
        public var linkedPages: [String] = []
        /// Whether the page draws the flow's scenes; an overview draws its parts instead.
        public var drawsScenes = true

        /// The page's SVG with its links to other pages pointing at their HTML pages instead, for
        /// the interactive page (`--format html`), whose neighbours are HTML pages too.
        public func linkingHTMLPages(_ svg: Data) -> Data {
            guard !linkedPages.isEmpty else { return svg }
            var text = String(decoding: svg, as: UTF8.self)
            for name in linkedPages {
                text = text.replacingOccurrences(of: "xlink:href=\"\(name).svg\"", with: "xlink:href=\"\(name).html\"")
            }
            return Data(text.utf8)
        }

        /// A page of `flow` whose graph `graph` builds when it is drawn.
        public init(
            fileName: String, flow: Flow, linkedPages: [String] = [], drawsScenes: Bool = true, graph: @escaping @Sendable () -> Graph
        ) {
            self.fileName = fileName
            self.flow = flow
            self.linkedPages = linkedPages
            self.drawsScenes = drawsScenes
            self.graph = graph
        }
    }

    /// The flow the pages draw.
    public let flow: Flow
    /// Its parts, one page each.
    public let partition: FlowPartition
    /// How each page is laid out.
    public let layout: FlowLayout

    /// The pages of `flow` cut into `partition`'s parts, laid out by `layout`.
    public init(flow: Flow, partition: FlowPartition, layout: FlowLayout) {
        self.flow = flow
        self.partition = partition
        self.layout = layout
    }

    /// The overview first, then the pages; links point at the pages' SVG files beside the overview.
    public func pages(fileName: String) -> [Page] {
        var taken: Set<String> = [fileName]
        let names = partition.parts.map { part -> String in
            var name = "\(fileName)-\(DiagramFileName.from(part.name))"
            var number = 2
            while !taken.insert(name).inserted {
                name = "\(fileName)-\(DiagramFileName.from(part.name))-\(number)"
                number += 1
            }
            return name
        }
        let links = names.map { "\($0).svg" }
        let overview = OverviewLayout(options: layout.options).graph(for: flow, partition: partition, pageLinks: links)
        let pages = partition.parts.indices.map { position in
            let part = subflow(position)
            let stubs = stubs(position, links: links, overview: "\(fileName).svg")
            return Page(fileName: names[position], flow: part, linkedPages: names + [fileName]) { layout.graph(for: part, stubs: stubs) }
        }
        return [Page(fileName: fileName, flow: flow, linkedPages: names, drawsScenes: false) { overview }] + pages
    }

    /// The part's scenes and the segues among them, named after the flow and the part.
    private func subflow(_ position: Int) -> Flow {
        let part = partition.parts[position]
        return flow.subflow(keeping: Set(part.sceneIDs), named: "\(flow.name) · \(part.name)")
    }

    /// The most lines a scene's stub on one side has. A scene that many pages lead to (a shared
    /// editor, a login screen) would otherwise stand beside a stub taller than the rest of its page.
    static let linesPerStub = 3

    /// A stub on each side of each scene of the part whose segues lead to (after) or come from
    /// (before) other parts: a line per other part, in the order of the segues, each linking to its
    /// page. Beyond ``linesPerStub``, the last line stands for the rest and links to the overview,
    /// which draws every part.
    private func stubs(_ position: Int, links: [String], overview: String) -> [SceneStub] {
        var sides: [(anchor: Scene.ID, side: SceneStub.Side, parts: [Int])] = []
        var positions: [String: Int] = [:]
        for segue in flow.segues where segue.kind != .unwind {
            guard let destination = segue.destination, let from = partition.part(of: segue.source),
                  let to = partition.part(of: destination), from != to, from == position || to == position else { continue }
            let leaves = from == position
            let (anchor, side, other) = leaves ? (segue.source, SceneStub.Side.after, to) : (destination, .before, from)
            let key = "\(leaves) \(anchor)"
            if let index = positions[key] {
                if !sides[index].parts.contains(other) { sides[index].parts.append(other) }
            } else {
                positions[key] = sides.count
                sides.append((anchor, side, [other]))
            }
        }
        return sides.map { anchor, side, parts in
            let named = parts.count > Self.linesPerStub ? parts.prefix(Self.linesPerStub - 1) : parts[...]
            var lines = named.map { other in
                let name = partition.parts[other].name, count = partition.parts[other].sceneIDs.count
                return SceneStub.Line(
                    text: side.pointing(name),
                    tooltip: "\(name): \(count) \(count == 1 ? "scene" : "scenes"), on page \(links[other])", link: links[other]
                )
            }
            let rest = parts.dropFirst(named.count)
            if !rest.isEmpty {
                lines.append(SceneStub.Line(
                    text: side.pointing("\(rest.count) more pages"),
                    tooltip: SceneStub.tooltip(listing: rest.map { partition.parts[$0].name }, separator: ", "), link: overview
                ))
            }
            return SceneStub(sceneID: anchor, side: side, lines: lines)
        }
    }
}
