import Foundation
import GraphvizRender
import Testing

/// Graphviz 2.42 frees a rank's node array twice when dot places the labels of flat edges (edges
/// within one rank, with a label and a node in between): glibc aborted the process on freeing the
/// layout of this seven-line graph, and the heap of bigger ones (a scanned app's split pages) was
/// corrupted, crashing a later render.
@Suite struct FlatEdgeLabelTests {
    static let labelledFlatEdges = """
        digraph {
          a -> b0 [constraint=false];
          a -> c0 [label="L0", constraint=false];
          a -> b1 [constraint=false];
          a -> c1 [label="L1", constraint=false];
          a -> b2 [constraint=false];
          a -> c2 [label="L2", constraint=false];
        }
        """

    @Test func labelledFlatEdgesAreDrawnAndFreedTimeAfterTime() throws {
        for _ in 0..<3 {
            let drawings = try GraphvizRenderer().render(Self.labelledFlatEdges, as: [.svg, .png, .pdf])
            let svg = try #require(drawings[.svg]).data
            #expect(TestSupport.svgTexts(svg) == ["a", "b0", "c0", "L0", "b1", "c1", "L1", "b2", "c2", "L2"])
            #expect(try #require(drawings[.png]).data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            #expect(try #require(drawings[.pdf]).data.prefix(5) == Data("%PDF-".utf8))
        }
    }
}
