import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow
@testable import StoryflowCommand
import StoryflowDiagrams
import StoryflowLayout
import Testing

/// `--arrangement`, `--focus`, `--path` and `--split`.
@Suite struct LargeFlowCommandTests {
    private let recipes = StoryflowProcess.fixtures.appendingPathComponent("Kitchen/Base.lproj/Recipes.storyboard").path

    @Test func storyboardsKeepTheirArrangementUnlessAskedOtherwise() throws {
        let storyflow = try StoryflowProcess()
        let pinned = try storyflow.run("render", recipes, "--format", "dot", "--output", "pinned.dot")
        #expect(pinned.exitCode == 0, "\(pinned.standardError)")
        #expect(storyflow.text(of: "pinned.dot").contains("layout=\"neato\""))
        #expect(storyflow.text(of: "pinned.dot").contains("pos=\""))
        let automatic = try storyflow.run("render", recipes, "--arrangement", "automatic", "--format", "dot", "--output", "auto.dot")
        #expect(automatic.exitCode == 0)
        #expect(!storyflow.text(of: "auto.dot").contains("pos=\""))
        let down = try storyflow.run("render", recipes, "--direction", "tb", "--format", "dot", "--output", "down.dot")
        #expect(down.standardError.contains("warning: --direction does not apply to the storyboard's own arrangement; add --arrangement automatic to rank the scenes top to bottom"))
        let ranked = try storyflow.run("render", recipes, "--direction", "tb", "--arrangement", "automatic", "--format", "dot", "--output", "ranked.dot")
        #expect(!ranked.standardError.contains("--direction does not apply"))
        #expect(storyflow.text(of: "ranked.dot").contains("rankdir=TB"))
    }

    @Test func aStoryboardWithALegendIsArrangedAutomaticallyAndRenders() throws {
        let storyflow = try StoryflowProcess()
        let segues = StoryflowProcess.fixtures.appendingPathComponent("Segues/Base.lproj/Main.storyboard").path
        let result = try storyflow.run("render", segues, "--legend", "--format", "svg", "--output", "legend.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "legend.svg").contains("id=\"legend\""))
        let asked = try storyflow.run("render", segues, "--legend", "--arrangement", "storyboard", "--format", "dot", "--output", "asked.dot")
        #expect(asked.standardError.contains("warning: --legend needs the automatic arrangement; flow 'Main' arranged automatically"))
        #expect(!storyflow.text(of: "asked.dot").contains("layout=\"neato\""))
    }

    /// Graphviz 2.42 lost unwinds pinned to a corner of their destination in this flow ("lost s866 s11
    /// edge"), which failed the layout and had it laid out again; compact cards no longer pin unwinds.
    @Test func aBigAppFlowIsDrawnWithEveryArrowAtTheFirstLayout() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(try storyflow.run("generate", "--scenes", "3000", "--shape", "app").standardOutput, to: "app.json")
        let result = try storyflow.run("render", "app.json", "--format", "svg,dot", "--output", "app", "--split", "none")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "app/Synthetic-app-3000.svg").contains("id=\"segue&#45;E1472\""))
        #expect(storyflow.text(of: "app/Synthetic-app-3000.dot").contains("s866:p0:w -> s11:screen ["))
        #expect(!result.standardError.contains("could not be routed to the sides"), "\(result.standardError)")
        #expect(!result.standardError.contains("libpath"))
    }

    /// An arrow Graphviz cannot route to its compass points is freed of them and the flow drawn again:
    /// here every unwind is pinned to a corner, as unwinds once were. Graphviz 2.42 loses one of them;
    /// later releases route them all (`LostPortEdge` in `GroupedRenderCommandTests` is lost by both).
    @Test(.enabled(if: GraphvizRenderer.graphvizVersion.hasPrefix("2."), "Graphviz \(GraphvizRenderer.graphvizVersion) routes every arrow of this flow"))
    func anArrowGraphvizLosesIsFreedOfItsCompassPointsAndTheFlowDrawnAgain() async throws {
        let generated = try StoryflowProcess().run("generate", "--scenes", "3000", "--shape", "app").standardOutput
        let flow = try Flow(jsonData: Data(generated.utf8))
        let graph = FlowLayout(options: LayoutOptions()).graph(for: flow).pinningUnwindsToCorners()
        let warnings = Warnings()
        var renderer = DiagramRenderer(flowName: "app", output: GraphvizOutput(dpi: 96, maximumPNGPixels: nil), isolation: .inProcess)
        renderer.report = { warnings.append($0.description) }

        let outputs = try await renderer.render(graph, as: [.svg, .dotSource])

        #expect(String(decoding: outputs[0], as: UTF8.self).contains("id=\"segue&#45;E1472\""))
        let dot = String(decoding: outputs[1], as: UTF8.self)
        #expect(dot.contains("s866:p0 -> s11:screen ["), "the lost unwind keeps no compass point")
        #expect(dot.contains("s1728:p0:w -> s866:screen:ne ["), "the other unwinds keep theirs")
        let said = warnings.lines
        #expect(said.filter { $0 == "app: warning: the arrow of segue 'E1472' could not be routed to the sides of the scenes chosen for it; it is drawn to their nearest sides" }.count == 1)
        // Only the drawn layout's own warnings are told, once each, never those of the layouts that failed.
        #expect(Set(said).count == said.count, "\(said)")
        #expect(!said.contains { $0.contains("libpath") || $0.contains("lost") })
    }

    @Test func askingForTheStoryboardArrangementOfADSLFlowWarns() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--arrangement", "storyboard", "--format", "dot", "--output", "r.dot")
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("Ratings: warning: flow 'Ratings' does not record where its scenes are placed; arranged automatically"))
    }

    @Test func aFocusDrawsOneSceneWithItsNeighboursAndStubs() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--focus", "add player", "--depth", "1", "--format", "svg", "--output", "focus.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let svg = storyflow.text(of: "focus.svg")
        #expect(svg.contains("Ratings · around Add Player"))
        #expect(svg.contains("3 more scenes →"))
        #expect(!svg.contains("Second Tab"))
    }

    @Test func anUnknownSceneIsAnErrorWithASuggestion() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--focus", "Playrs", "--format", "svg", "--output", "x.svg")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Ratings: error: no scene named 'Playrs'; did you mean 'Players'?"))
        #expect(storyflow.contents(of: "x.svg") == nil)
    }

    @Test func aPathIsHighlightedOrItsAbsenceReported() throws {
        let storyflow = try StoryflowProcess()
        let found = try storyflow.run("render", "Ratings", "--path", "Players", "ChooseGame", "--format", "svg", "--output", "p.svg")
        #expect(found.exitCode == 0)
        #expect(storyflow.text(of: "p.svg").replacingOccurrences(of: "&#45;", with: "-").contains("on-path"))
        let none = try storyflow.run("render", "Ratings", "--path", "Gestures", "Players", "--format", "svg", "--output", "n.svg")
        #expect(none.standardError.contains("warning: no way leads from 'Gestures' to 'Players'; nothing is highlighted"))
        let wrong = try storyflow.run("render", "Ratings", "--path", "Gestures")
        #expect(wrong.exitCode == 64)
        #expect(wrong.standardError.contains("--path takes two scenes"))
    }

    /// 130 generated scenes would have scene text under 10 px tall at the budget's resolution: an atlas.
    @Test func aFlowTooBigToReadIsDrawnAsAnAtlasUnlessOneImageIsAskedFor() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(try storyflow.run("generate", "--scenes", "130", "--shape", "app").standardOutput, to: "app.json")
        let atlas = try storyflow.run("render", "app.json", "--format", "svg,png,html", "--output", "atlas")
        #expect(atlas.exitCode == 0, "\(atlas.standardError)")
        let notes = atlas.standardError.split(separator: "\n").filter { $0.contains("note:") }
        // The figures are Graphviz's layout's (9.1 px, 16.0 megapixels with 2.42); the decision and its wording are ours.
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("Synthetic app 130: note: too big to read as one image (scene text ") == true)
        let textPixels = notes.first.flatMap { $0.firstMatch(of: /scene text ([0-9.]+) px tall/) }.flatMap { Double($0.1) }
        #expect(textPixels.map { $0 < PageReadability.minimumTextPixels } == true, "\(notes)")
        #expect(!atlas.standardError.contains("warning:"), "every page is readable: \(atlas.standardError)")
        let overview = storyflow.text(of: "atlas/Synthetic-app-130.svg")
        let pages = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("atlas").path)
            .filter { $0.hasSuffix(".svg") && $0 != "Synthetic-app-130.svg" }.sorted()
        // Three pages with Graphviz 2.42; how many is the cut's, measured on Graphviz's layout.
        #expect(pages.count > 1)
        #expect(notes.first?.hasSuffix(" megapixels); drawn as an overview and \(pages.count) pages instead (--split none draws one image)") == true)
        for page in pages {
            #expect(overview.contains("xlink:href=\"\(page)\""), "the overview lacks a link to \(page)")
            let html = page.replacingOccurrences(of: ".svg", with: ".html")
            #expect(storyflow.text(of: "atlas/Synthetic-app-130.html").contains("xlink:href=\"\(html)\""), "the HTML overview lacks a link to \(html)")
            #expect(storyflow.contents(of: "atlas/\(page.replacingOccurrences(of: ".svg", with: ".png"))") != nil)
        }
        #expect(overview.contains("entry: Tab 1 Navigation (Tab Bar Controller)"))

        let whole = try storyflow.run("render", "app.json", "--format", "svg,png", "--output", "whole", "--split", "none")
        #expect(whole.exitCode == 0)
        #expect(!whole.standardError.contains("note:"))
        #expect(storyflow.writtenFiles.contains("whole"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: storyflow.file("whole").path).sorted() == ["Synthetic-app-130.png", "Synthetic-app-130.svg"])

        let focused = try storyflow.run("render", "app.json", "--split", "none", "--focus", "Tab 1", "--format", "svg", "--output", "focus")
        #expect(focused.exitCode == 0, "--split none leaves a focus alone: \(focused.standardError)")
        #expect(try StoryflowProcess().run("render", "Ratings", "--split", "tab", "--focus", "Players").exitCode == 64)

        let small = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "small")
        #expect(!small.standardError.contains("note:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: storyflow.file("small").path) == ["Ratings.svg"])
    }

    /// An atlas page of unconnected parts (a tab's stack and the screens it presents) is drawn part
    /// by part and the parts packed: the DOT written beside the pictures is the one drawn, every
    /// place pinned and no spacer left.
    @Test func aPageOfUnconnectedPartsIsPackedByItsPartsOutlines() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(try storyflow.run("generate", "--scenes", "400", "--shape", "app").standardOutput, to: "app.json")
        #expect(try storyflow.run("render", "app.json", "--format", "dot,svg", "--output", "drawn").exitCode == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("drawn").path).filter { $0.hasSuffix(".dot") }.sorted()
        let packed = names.filter { storyflow.text(of: "drawn/\($0)").contains(#"layout="nop2""#) }
        #expect(packed.count >= 5, "\(packed)")
        for name in packed {
            #expect(!storyflow.text(of: "drawn/\(name)").contains(#"class="spacer""#))
            let measure = try #require(PageMeasure(svg: storyflow.text(of: "drawn/\(name.dropLast(4)).svg")))
            #expect(measure.overlappingScenePairs == 0, "\(name)")
        }
    }

    @Test func splittingWritesAnOverviewThatLinksToOnePagePerPart() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--split", "tab", "--format", "svg,png", "--output", "pages")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let overview = storyflow.text(of: "pages/Ratings.svg")
        for page in ["Ratings-Tabs", "Ratings-Players", "Ratings-Gestures"] {
            #expect(overview.contains("xlink:href=\"\(page).svg\""), "overview lacks a link to \(page)")
            #expect(storyflow.text(of: "pages/\(page).svg").contains("<svg"))
            #expect(storyflow.contents(of: "pages/\(page).png") != nil)
        }
        #expect(storyflow.text(of: "pages/Ratings-Players.svg").contains("Choose Game"))
        #expect(!storyflow.text(of: "pages/Ratings-Players.svg").contains("Second Tab"))
        #expect(storyflow.text(of: "pages/Ratings-Players.svg").contains("Tabs →"))
    }
}

extension Graph {
    /// The graph with each unwind that ends at a screen wherever Graphviz routes it pinned to the screen's north-east corner.
    fileprivate func pinningUnwindsToCorners() -> Graph {
        mappingEdges { edge in
            guard edge.attributes["class"] == .class("segue unwind"), edge.head.port == "screen", edge.head.compass == nil else { return edge }
            var pinned = edge
            pinned.head.compass = .northEast
            return pinned
        }
    }
}

/// Warnings a render reports, collected from whichever thread reports them.
private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func append(_ line: String) {
        lock.withLock { collected.append(line) }
    }

    var lines: [String] {
        lock.withLock { collected }
    }
}
