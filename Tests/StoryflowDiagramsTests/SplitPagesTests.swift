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

    /// The stubs' lines in the DOT of the page named `name`.
    private static func stubLines(onPage name: String, of pages: [SplitPages.Page]) throws -> [String] {
        let page = try #require(pages.first { $0.fileName == name })
        return page.graph().dotSource.split(separator: "\n").map(String.init).filter { $0.contains("class=\"stub\"") }
    }

    @Test func aSceneManyPagesLeadToGetsAFewStubsAndOneForTheRest() throws {
        let flow = Self.sharedEditor
        let partition = FlowPartition(flow: flow, groups: flow.scenes.map { ($0.id, [$0.id]) })
        let pages = SplitPages(flow: flow, partition: partition, layout: FlowLayout()).pages(fileName: "App")
        let stubs = try Self.stubLines(onPage: "App-Editor", of: pages)
        #expect(stubs.count == 5, "three before the editor, at most, and its two after: \(stubs)")
        #expect(stubs.contains { $0.contains("label=\"Opener1 →\"") && $0.contains("URL=\"App-Opener1.svg\"") })
        #expect(stubs.contains { $0.contains("label=\"Opener2 →\"") })
        let rest = try #require(stubs.first { $0.contains("label=\"4 more pages →\"") })
        #expect(rest.contains("URL=\"App.svg\""), "the stub for the rest links to the overview")
        #expect(rest.contains("tooltip=\"Opener3\\nOpener4\\nOpener5\\nOpener6\""))
        #expect(stubs.contains { $0.contains("label=\"→ Preview\"") } && stubs.contains { $0.contains("label=\"→ Share\"") })
        let page = try #require(pages.first { $0.fileName == "App-Editor" })
        #expect(page.linkedPages.contains("App"), "the HTML page links to the overview's HTML page")
    }

    @Test func aSceneAFewPagesLeadToGetsOneStubEach() throws {
        var flow = Self.sharedEditor
        flow.segues.removeAll { ["Opener4-edit", "Opener5-edit", "Opener6-edit"].contains($0.id) }
        let partition = FlowPartition(flow: flow, groups: flow.scenes.map { ($0.id, [$0.id]) })
        let pages = SplitPages(flow: flow, partition: partition, layout: FlowLayout()).pages(fileName: "App")
        let labels = try Self.stubLines(onPage: "App-Editor", of: pages).compactMap { DOTAttribute.value("label", in: $0) }
        #expect(labels.sorted() == ["Opener1 →", "Opener2 →", "Opener3 →", "→ Preview", "→ Share"])
    }
}

/// Reads one attribute of a DOT line.
private enum DOTAttribute {
    static func value(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: "\(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
}
