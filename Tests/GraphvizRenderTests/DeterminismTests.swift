import Foundation
import Testing
import GraphvizRender

@Suite struct DeterminismTests {
    @Test func nestedClustersRenderIdenticallyEveryTime() throws {
        let renderer = GraphvizRenderer()
        let first = try renderer.render(TestSupport.nestedClusters, as: .svg).data
        for index in 1..<10 {
            // Other graphs in between reshuffle the heap, as in a long-running process.
            _ = try renderer.render("digraph other\(index) { subgraph cluster_q\(index) { x -> y } }", as: .svg)
            #expect(try renderer.render(TestSupport.nestedClusters, as: .svg).data == first)
        }
        #expect(TestSupport.svgTitles(first).prefix(5) == ["clusters", "cluster_tabs", "cluster_players", "cluster_gestures", "cluster_modal"])
    }

    @Test(.enabled(if: DeterminismTests.dotCommandPath != nil))
    func nestedClustersMatchTheDotCommand() throws {
        let inProcess = try GraphvizRenderer().render(TestSupport.nestedClusters, as: .svg).data
        #expect(String(decoding: inProcess, as: UTF8.self) == String(decoding: try Self.runDotCommand(), as: UTF8.self))
    }

    /// The `dot` command of the Graphviz the tests link: the first on `PATH` (`scripts/test-graphviz-14` puts Graphviz
    /// 14's first, as another version's `dot` draws otherwise or cannot load that version's libraries).
    private static let dotCommandPath = TestSupport.commandPath("dot")

    private static func runDotCommand() throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(dotCommandPath))
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(TestSupport.nestedClusters.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }
}
