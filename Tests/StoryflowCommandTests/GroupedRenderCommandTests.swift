import Foundation
import Storyflow
@testable import StoryflowCommand
import Testing

/// `--group-containers` never takes the command down and never prints Graphviz's own text.
@Suite struct GroupedRenderCommandTests {
    @Test(arguments: ["svg", "png"])
    func theFlowThatAbortedGraphvizRenders(format: String) throws {
        let storyflow = try StoryflowProcess()
        let input = StoryflowProcess.hostileFixtures.appendingPathComponent("GroupedSplitView.json").path
        let result = try storyflow.run("render", input, "--format", format, "--output", "split.\(format)", "--group-containers")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect((storyflow.contents(of: "split.\(format)")?.count ?? 0) > 1000)
    }

    /// Found by a random-flow sweep: an unwind and a button's show between the same two scenes in a
    /// navigation cluster. Freed of their compass points the router still lost one ("illegal values of
    /// prev 1 and next 1 … lost s0 s1 edge") and the render failed; freed of their ports too, it routes.
    @Test func anEdgeLostEvenWithoutCompassPointsIsDrawnFromSceneToScene() throws {
        let storyflow = try StoryflowProcess()
        let input = StoryflowProcess.hostileFixtures.appendingPathComponent("GroupedLostPortEdge.json").path
        let result = try storyflow.run("render", input, "--format", "svg", "--output", "lost.svg", "--group-containers")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("LostPortEdge: warning: the arrow of segue 'g79' could not be routed to the sides of the scenes chosen for it; it is drawn from scene to scene, not from the element that fires it"))
        #expect(result.standardError.components(separatedBy: "segue 'g79'").count == 2, "one warning for the edge, in its final state: \(result.standardError)")
        #expect(storyflow.text(of: "lost.svg").contains(#"id="segue&#45;g79""#))
    }

    @Test(StoryflowProcess.fuzzCrashersRequired) func theSharedCompoundCrasherRenders() throws {
        let storyflow = try StoryflowProcess()
        let input = StoryflowProcess.fuzzCrashers.appendingPathComponent("min-graphviz-compound-assert.json").path
        let result = try storyflow.run("render", input, "--format", "svg", "--output", "x.svg", "--group-containers")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(storyflow.text(of: "x.svg").contains("Split View Controller"))
    }

    @Test(StoryflowProcess.corpusRequired, arguments: ["lr", "tb"])
    func everyCorpusFolderRendersGroupedWithoutGraphvizText(direction: String) throws {
        let storyflow = try StoryflowProcess()
        let folders = try FileManager.default.contentsOfDirectory(atPath: StoryflowProcess.corpus.path)
            .filter { !$0.hasSuffix(".md") }.sorted().map { StoryflowProcess.corpus.appendingPathComponent($0).path }
        let result = try storyflow.run(["render"] + folders + ["--format", "svg", "--output", "out", "--group-containers", "--direction", direction])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("Graphviz"))
        #expect(!result.standardError.contains("cluster"))
    }

    @Test func graphvizWarningsAreWordsAndRepeatsPrintOnce() {
        let warnings = [
            #"Arrow type "8.5" unknown - ignoring"#,
            #"Unable to reclaim box space in spline routing for edge "s1" -> "s2". Something is probably seriously wrong."#,
            #"Unable to reclaim box space in spline routing for edge "s3" -> "s4". Something is probably seriously wrong."#,
            "graph is too large for cairo-renderer bitmaps. Scaling by 0.25 to fit",
            #"tail of edge s2 -> s0 inside head cluster cluster_c0"#,
            "some nodes with margin (3.20,3.20) touch - falling back to straight line edges",
        ]
        #expect(GraphvizWarningText.diagnostics(for: warnings, flowName: "Ratings").map(\.description) == [
            "Ratings: warning: an arrow could not be routed around every scene; it may cross one",
            "Ratings: warning: the diagram is too large for a PNG at this resolution and was scaled by 0.25; lower --resolution, or render SVG or PDF",
            "Ratings: warning: an arrow to a grouped container could not end at its box; it ends inside the box",
            "Ratings: warning: scenes placed close together on the storyboard's canvas leave no room for curved arrows; arrows are drawn straight (--arrangement automatic avoids it)",
        ])
    }
}
