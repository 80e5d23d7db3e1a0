import GraphvizDOT
import Testing

@Suite struct DOTWriterTests {
    @Test func writesAttributesDefaultsNodesAndEdgesInDeclarationOrder() {
        var graph = Graph(
            name: "flow",
            attributes: [.rankDirection(.leftToRight), .fontName("DejaVu Sans")],
            nodeDefaults: [.shape(.plaintext)],
            edgeDefaults: [.arrowSize(0.8)]
        )
        graph.append(Node("b", [.label(.text("Second"))]))
        graph.append(Node("a", [.label(.text("First")), .tooltip("a \"tip\"")]))
        graph.append(Edge(from: .init(node: "a", port: "cell 1", compass: .east), to: "b", [
            .style([.dashed, .bold]), .arrowHead(.openDot.then(.normal)), .constraint(false),
        ]))

        #expect(graph.dotSource == """
        digraph flow {
          rankdir=LR;
          fontname="DejaVu Sans";
          node [shape="plaintext"];
          edge [arrowsize=0.8];
          b [label="Second"];
          a [label="First", tooltip="a \\"tip\\""];
          a:"cell 1":e -> b [style="dashed,bold", arrowhead="odotnormal", constraint=false];
        }

        """)
    }

    @Test func clustersArePrefixedAndNest() {
        var graph = Graph(name: "1st graph", isDirected: false, isStrict: true)
        var outer = Subgraph(id: "tabs", isCluster: true, attributes: [.label(.text("Tabs"))])
        var inner = Subgraph(id: "nav", isCluster: true)
        inner.append(Node("n1"))
        outer.append(inner)
        var plain = Subgraph(attributes: [.rank(.same)])
        plain.append(Node("n2"))
        outer.append(plain)
        graph.append(outer)
        graph.append(Edge(from: "n1", to: "n2"))

        #expect(graph.dotSource == """
        strict graph "1st graph" {
          subgraph cluster_tabs {
            label="Tabs";
            subgraph cluster_nav {
              n1;
            }
            subgraph {
              rank=same;
              n2;
            }
          }
          n1 -- n2;
        }

        """)
    }

    @Test func htmlLabelsAreWrittenInAngleBracketsWithEscapedText() {
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(0)], rows: [
            HTMLRow([HTMLCell(.text([.bold([.plain("<Save & \"Exit\">")]), .lineBreak(), .plain("\\")]),
                              attributes: [.port("p1"), .backgroundColor("#ffffff")])]),
            .rule,
            HTMLRow([HTMLCell(.text([.font(face: "DejaVu Sans", size: 9, color: "grey40", [.plain("small")])]))]),
        ])
        let node = Node("n", [.label(.html(.table(table)))])
        var graph = Graph()
        graph.append(node)

        #expect(graph.dotSource.contains(#"""
        n [label=<<TABLE BORDER="0" CELLSPACING="0"><TR><TD PORT="p1" BGCOLOR="#ffffff"><B>&lt;Save &amp; &quot;Exit&quot;&gt;</B><BR/>\</TD></TR><HR/><TR><TD><FONT FACE="DejaVu Sans" POINT-SIZE="9" COLOR="grey40">small</FONT></TD></TR></TABLE>>];
        """#))
    }

    @Test func tablesAndRowsWithoutCellsGetAnEmptyCellGraphvizCanParse() {
        // Graphviz rejects `<TABLE></TABLE>` and `<TR></TR>`: the whole label fails to parse.
        #expect(HTMLTable(attributes: [.border(0)]).htmlSource == #"<TABLE BORDER="0"><TR><TD></TD></TR></TABLE>"#)
        #expect(HTMLTable(rows: [.rule]).htmlSource == "<TABLE><TR><TD></TD></TR></TABLE>")
        #expect(HTMLTable(rows: [HTMLRow([]), .rule, HTMLRow([HTMLCell(text: "a")])]).htmlSource
            == "<TABLE><TR><TD></TD></TR><HR/><TR><TD>a</TD></TR></TABLE>")
    }

    @Test func settingAnAttributeTwiceReplacesItInPlace() {
        var attributes: Attributes = [.color("red"), .penWidth(1), .color("blue")]
        attributes.set(.penWidth(2))
        #expect(attributes.map(\.dotValue) == ["\"blue\"", "2"])
        #expect(attributes["color"] == .color("blue"))
    }

    @Test func customAttributesEscapeNameAndValue() {
        var graph = Graph()
        graph.append(Node("n", [.custom("my attr", "x\"y"), .url("a?b=1&c=2")]))
        #expect(graph.dotSource.contains(#"n ["my attr"="x\"y", URL="a?b=1&amp;c=2"];"#))
    }

    @Test func outputIsIdenticalEveryTime() {
        func build() -> Graph {
            var graph = Graph(attributes: [.splines(.polyline)])
            for index in 0..<50 {
                var cluster = Subgraph(id: "c\(index)", isCluster: true)
                cluster.append(Node("n\(index)", [.label(.text("Scene \(index)"))]))
                graph.append(cluster)
                if index > 0 { graph.append(Edge(from: .init(node: "n\(index - 1)"), to: .init(node: "n\(index)"))) }
            }
            return graph
        }
        #expect(build().dotSource == build().dotSource)
    }
}
