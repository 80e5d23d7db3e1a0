import Foundation
import Testing
import GraphvizRender

/// The Graphviz library the tests render with: the system's, or the one `scripts/test-graphviz-14`
/// names in `STORYFLOW_EXPECTED_GRAPHVIZ`, so that run cannot pass against another Graphviz by mistake.
@Suite struct GraphvizVersionTests {
    @Test func theLinkedGraphvizStatesItsVersion() {
        let version = GraphvizRenderer.graphvizVersion
        let parts = version.split(separator: ".")
        #expect(parts.count >= 2, "version: \(version)")
        #expect(parts.prefix(2).allSatisfy { Int($0) != nil }, "version: \(version)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["STORYFLOW_EXPECTED_GRAPHVIZ"] != nil, "no Graphviz version asked for"))
    func theRunRendersWithTheGraphvizItAskedFor() throws {
        let expected = try #require(ProcessInfo.processInfo.environment["STORYFLOW_EXPECTED_GRAPHVIZ"])
        #expect(GraphvizRenderer.graphvizVersion.hasPrefix(expected + "."))
    }
}
