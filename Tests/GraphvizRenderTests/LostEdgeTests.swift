import GraphvizRender
import Testing

@Suite struct LostEdgeTests {
    @Test func namesTheTwoNodesOfTheEdgeGraphvizLost() {
        let edge = LostEdge(message: "libpath/shortest.c:192: source point not in any triangle\nin routesplines, Pshortestpath failed\nlost s866 s11 edge")
        #expect(edge?.tail == "s866")
        #expect(edge?.head == "s11")
    }

    @Test func otherErrorsLoseNoEdge() {
        #expect(LostEdge(message: "syntax error in line 1 near '->'") == nil)
    }
}
