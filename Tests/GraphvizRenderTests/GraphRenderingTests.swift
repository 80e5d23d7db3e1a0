import Foundation
import Testing
import GraphvizDOT
import GraphvizRender

@Suite struct GraphRenderingTests {
    let renderer = GraphvizRenderer()

    /// A cluster holding nodes with a keyword and a numeral as IDs and labels that need escaping.
    static let graph: Graph = {
        var graph = Graph(name: "flow")
        var tabs = Subgraph(id: "tabs", isCluster: true, attributes: [.label(.text("Tabs"))])
        tabs.append(Node("node", [.label(.text(#"<Save & "Exit">"#))]))
        tabs.append(Node("1abc", [.label(.text(#"trailing\"#))]))
        graph.append(tabs)
        graph.append(Edge(from: "node", to: "1abc"))
        return graph
    }()

    @Test func rendersATypedGraphByItsDOTSource() throws {
        let result = try renderer.render(Self.graph, as: .svg)
        #expect(result == (try renderer.render(Self.graph.dotSource, as: .svg)))
        #expect(TestSupport.svgTexts(result.data) == ["Tabs", "&lt;Save &amp; &quot;Exit&quot;&gt;", #"trailing\"#])
        #expect(TestSupport.svgTitles(result.data).contains("node&#45;&gt;1abc"))

        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.svg")
        try renderer.write(Self.graph, as: .svg, to: file)
        #expect(try Data(contentsOf: file) == result.data)
    }

    @Test func rendersATypedGraphAsynchronously() async throws {
        let result = try await renderer.render(Self.graph, as: .svg)
        #expect(result == (try await renderer.render(Self.graph.dotSource, as: .svg)))

        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.pdf")
        let written = try await renderer.write(Self.graph, as: .pdf, to: file)
        #expect(try Data(contentsOf: file) == written.data)
        #expect(written.data.prefix(5) == Data("%PDF-".utf8))
    }
}
