import Storyflow
import StoryflowDiagrams
import StoryflowLayout
import Testing

/// The pages `--split` writes and the stubs that tie each page to the others.
@Suite struct SplitPagesTests {
    /// An editor that six screens open, each on a page of its own, and that opens two more.
    private static let sharedEditor: Flow = {
        let openers: [Scene.ID] = (1...6).map { "Opener\($0)" }
        let scenes = (["Editor", "Preview", "Share"] + openers).map { Scene(id: $0, kind: .viewController, title: $0) }
        let segues = openers.map { Segue(id: "\($0)-edit", kind: .present, source: $0, destination: "Editor") }
            + ["Preview", "Share"].map { (next: Scene.ID) in Segue(id: "edit-\(next)", kind: .show, source: "Editor", destination: next) }
        return Flow(name: "App", scenes: scenes, segues: segues)
    }()

    /// The stubs' statements in the DOT of the page named `name`.
    private static func stubLines(onPage name: String, of pages: [SplitPages.Page]) throws -> [String] {
        let page = try #require(pages.first { $0.fileName == name })
        return page.graph().dotSource.split(separator: "\n").map(String.init).filter { $0.contains("class=\"stub\"") }
    }

    @Test func aSceneManyPagesLeadToGetsOneStubOfAFewLinesAndOneForTheRest() throws {
        let flow = Self.sharedEditor
        let partition = FlowPartition(flow: flow, groups: flow.scenes.map { ($0.id, [$0.id]) })
        let pages = SplitPages(flow: flow, partition: partition, layout: FlowLayout()).pages(fileName: "App")
        let stubs = try Self.stubLines(onPage: "App-Editor", of: pages)
        #expect(stubs.count == 2, "one stub before the editor and one after: \(stubs)")
        let before = try #require(stubs.first { $0.contains("Opener1") })
        #expect(before.contains("<TD TOOLTIP=\"Opener1: 1 scene, on page App-Opener1.svg\" HREF=\"App-Opener1.svg\">Opener1 →</TD>"))
        #expect(before.contains("HREF=\"App-Opener2.svg\">Opener2 →</TD>"))
        #expect(before.contains("<TD TOOLTIP=\"Opener3, Opener4, Opener5, Opener6\" HREF=\"App.svg\">4 more pages →</TD>"),
                "the last line stands for the rest and links to the overview")
        #expect(!before.contains("Opener3 →"))
        let after = try #require(stubs.first { $0.contains("Preview") })
        #expect(after.contains(">→ Preview</TD>") && after.contains(">→ Share</TD>"))
        let page = try #require(pages.first { $0.fileName == "App-Editor" })
        #expect(page.linkedPages.contains("App"), "the HTML page links to the overview's HTML page")
    }

    @Test func aSceneOnePageLeadsToGetsAStubOfOneLine() throws {
        var flow = Self.sharedEditor
        flow.segues.removeAll { $0.id.hasPrefix("Opener") && $0.id != "Opener1-edit" }
        let partition = FlowPartition(flow: flow, groups: flow.scenes.map { ($0.id, [$0.id]) })
        let pages = SplitPages(flow: flow, partition: partition, layout: FlowLayout()).pages(fileName: "App")
        let before = try #require(try Self.stubLines(onPage: "App-Editor", of: pages).first { $0.contains("Opener1") })
        #expect(DOTAttribute.value("label", in: before) == "Opener1 →")
        #expect(DOTAttribute.value("URL", in: before) == "App-Opener1.svg")
    }
}

/// Reads one attribute of a DOT line.
private enum DOTAttribute {
    static func value(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: "\(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
}
