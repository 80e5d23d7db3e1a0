import Foundation
import Storyflow
import StoryflowDiff
import StoryflowExport
import StoryflowSamples
import StoryflowStoryboard
import Testing

@Suite struct MermaidExportTests {
    /// A flow's name in the Markdown heading cannot become an image, a link or a new heading, in the
    /// export of a flow and of a diff; in a label it stays text.
    @Test func headingsAndLabelsOfHostileNamesAreEscaped() throws {
        var flow = try Samples.ratings()
        flow.name = "Pay <img src=x> [x](https://evil.example)\n### Owned"
        flow.scenes[0].title = "<img src=x> [x](y)"
        let escaped = ##"Pay \<img src=x\> \[x\](https://evil.example) \#\#\# Owned"##
        let markdown = MermaidExporter().export(flow).markdown
        #expect(markdown.hasPrefix("### \(escaped)\n\n```mermaid\n"))
        #expect(markdown.contains("#lt;img src=x#gt; [x](y)"))
        let diff = MermaidExporter().export(DiffUnion(FlowDiff(base: flow, head: flow))).markdown
        #expect(diff.hasPrefix("### Navigation changes: \(escaped)\n\n```mermaid\n"))
        #expect(diff.split(separator: "\n").count { $0.hasPrefix("#") } == 1, "one heading")
    }

    @Test func ratingsAsAFlowchart() throws {
        let diagram = MermaidExporter().export(try Samples.ratings())
        #expect(diagram.blocks.count == 1)
        #expect(diagram.note == nil)
        let text = diagram.blocks[0]
        #expect(text.hasPrefix("%% Storyflow: Ratings\n%% Links: --> show (push) · --o show detail · -.-> present modally"))
        #expect(text.contains("\nflowchart LR\n  entry([\"▶ start\"])\n  entry --> s0\n"))
        // Containers are subgraphs around their children, nested as in the flow.
        #expect(text.contains("""
          subgraph s0 ["▦ Tabs<br/>Tab Bar Controller"]
            subgraph s1 ["❮ PlayersNav<br/>Navigation Controller"]
              s2["Players<br/>PlayersViewController"]
            end
        """))
        // Each kind its link: present dotted, show solid, unwind dotted with a cross (Xcode's Exit).
        #expect(text.contains("  s2 -.->|\"AddPlayer · #43;\"| s4\n"))
        #expect(text.contains("  s5 -->|\"PickGame · Game\"| s6\n"))
        #expect(text.contains("  s5 -.-x|\"cancel:\"| s2\n"))
        #expect(!text.split(separator: "\n").contains { !$0.hasPrefix("%%") && $0.contains(" --- ") }, "relationships are drawn by the subgraphs")
        #expect(diagram.markdown.hasPrefix("### Ratings\n\n```mermaid\n%% Storyflow: Ratings\n"))
        #expect(diagram.markdown.hasSuffix("```\n"))
    }

    @Test func everyKindHasItsOwnLink() {
        let kinds = SegueKind.allCases.filter { $0 != .relationship }
        let scenes = [Scene(id: "A")] + kinds.map { Scene(id: $0.rawValue) }
        let segues = kinds.map { Segue(id: $0.rawValue, kind: $0, source: "A", destination: $0.rawValue, unwind: $0 == .unwind ? Unwind(action: "back:") : nil) }
        let text = MermaidExporter().export(Flow(name: "Kinds", scenes: scenes, segues: segues)).blocks[0]
        let links = text.split(separator: "\n").filter { $0.hasPrefix("  s0 ") }.map { String($0.split(separator: " ")[1].prefix { $0 != "|" }) }
        #expect(links == ["-->", "--o", "-.->", "-.-o", "==>", "--x", "-.-x"])
        #expect(Set(links).count == kinds.count)
    }

    @Test func userTextIsEscaped() {
        let title = ##"<Save & "Exit"> | `x` #1 + - * _ 2.5"##
        let flow = Flow(name: "Escapes\n%% injected", scenes: [Scene(id: "A", title: title), Scene(id: "B")],
                        segues: [Segue(id: "s", kind: .show, source: "A", destination: "B", identifier: "go\"|x")])
        let text = MermaidExporter().export(flow).blocks[0]
        #expect(text.contains(##"s0["#lt;Save #amp; #quot;Exit#quot;#gt; #124; #96;x#96; #35;1 #43; #45; #42; #95; 2#46;5"]"##))
        #expect(text.contains(##"s0 -->|"go#quot;#124;x"| s1"##))
        #expect(text.hasPrefix("%% Storyflow: Escapes %% injected\n"))
    }

    @Test func outputIsDeterministic() throws {
        let flow = try Samples.homepwner()
        #expect(MermaidExporter().export(flow) == MermaidExporter().export(flow))
    }

    @Test func largeFlowsSplitIntoBlocksThatFit() {
        let flow = Self.chain(count: 120)
        let limits = MermaidExporter.Limits(maxTextSize: 4000, maxEdges: 40)
        let diagram = MermaidExporter(limits: limits).export(flow)
        #expect(diagram.blocks.count > 2)
        #expect(diagram.blocks.allSatisfy { $0.count <= limits.maxTextSize })
        #expect(diagram.blocks.allSatisfy { $0.components(separatedBy: "\n").count { $0.contains(" --> ") } <= limits.maxEdges })
        #expect(diagram.note?.hasPrefix("This flow is drawn in \(diagram.blocks.count) parts: Mermaid draws at most 4000 characters and 40 links") == true)
        // Every scene is drawn in exactly one block; a link to another block ends at a stub naming it.
        for index in 1..<flow.scenes.count {
            #expect(diagram.blocks.count { $0.contains("  s\(index)[") } == 1)
        }
        #expect(diagram.blocks[0].contains(":::elsewhere"))
        #expect(diagram.blocks[0].contains("· part 2\"]:::elsewhere"))
        #expect(diagram.markdown.components(separatedBy: "```mermaid").count == diagram.blocks.count + 1)
    }

    @Test func mermaidDefaultsKeepSmallFlowsWhole() {
        #expect(MermaidExporter().export(Self.chain(count: 300)).blocks.count == 1)
        let large = MermaidExporter().export(Self.chain(count: 700))
        #expect(large.blocks.count > 1)
        #expect(large.blocks.allSatisfy { $0.count <= 50_000 && $0.components(separatedBy: " --> ").count - 1 <= 500 })
    }

    @Test func diffMarksAdditionsRemovalsAndChanges() throws {
        let base = try Samples.ratings()
        var head = base
        head.scenes.removeAll { $0.id == "Gestures" }
        head.segues.removeAll { $0.destination == "Gestures" }
        head.scenes.append(Scene(id: "Settings", title: "Settings"))
        head.segues.append(Segue(id: "Players.settings", kind: .show, source: "Players", destination: "Settings", identifier: "ShowSettings"))
        if let index = head.segues.firstIndex(where: { $0.identifier == "AddPlayer" }) { head.segues[index].kind = .show }
        head.initialSceneID = "PlayersNav"
        let diagram = MermaidExporter().export(DiffUnion(FlowDiff(base: base, head: head)))
        let text = diagram.blocks[0]
        #expect(diagram.title == "Navigation changes: Ratings")
        #expect(text.contains(##"s3["− Gestures"]"##))
        #expect(text.contains(##"s7["#43; Settings"]"##))
        #expect(text.contains(##"s2 -->|"#43; ShowSettings"| s7"##))
        #expect(text.contains(##"s2 -.->|"− AddPlayer · #43; (was: present → show)"| s4"##))
        #expect(text.contains(##"s2 -->|"~ AddPlayer · #43; (present → show)"| s4"##))
        #expect(text.contains("  class s3 removed\n  class s7 added\n"))
        #expect(text.contains("classDef removed stroke:#c4314b,stroke-width:2px,stroke-dasharray:6 4,opacity:0.6"))
        #expect(text.contains("  entry --> s1\n  baseEntry([\"▶ start before the change\"])\n  baseEntry -.-> s0\n"))
        #expect(text.contains("  linkStyle 0 stroke:#c26a00,stroke-width:2.5px\n  linkStyle 1 stroke:#c4314b"))
    }

    /// Tabs over `count` scenes pushed one after another, each also presenting a modal.
    static func chain(count: Int) -> Flow {
        var scenes = [Scene(id: "Nav", kind: .navigationController)]
        var segues = [Segue(id: "root", kind: .relationship, source: "Nav", destination: "S0", relationshipRole: .root)]
        for index in 0..<count {
            scenes.append(Scene(id: "S\(index)", title: "Screen number \(index)", customClass: "Screen\(index)ViewController"))
            if index > 0 {
                segues.append(Segue(id: "push\(index)", kind: .show, source: "S\(index - 1)", destination: "S\(index)", identifier: "Next\(index)",
                                    trigger: Trigger(kind: .button, title: "Next")))
            }
        }
        return Flow(name: "Chain", scenes: scenes, segues: segues, initialSceneID: "Nav")
    }
}

@Suite struct MermaidRenderingTests {
    /// Every sample, every fixture storyboard, a diff, escapes and a split flow, drawn by Mermaid itself.
    @Test(MermaidBrowser.required) func everyDiagramRendersWithoutASyntaxError() throws {
        var diagrams: [(name: String, text: String)] = []
        for flow in try Samples.all() {
            diagrams += MermaidExporter().export(flow).blocks.map { (flow.name, $0) }
        }
        for folder in ["Kitchen/Base.lproj", "Segues/Base.lproj", "Legacy/en.lproj"] {
            let flow = try StoryboardImporter().importFlow(paths: [FixtureStoryboards.path(folder)]).flow
            diagrams += MermaidExporter(direction: .topToBottom).export(flow).blocks.map { (folder, $0) }
        }
        let ratings = try Samples.ratings()
        var edited = ratings
        edited.scenes.removeAll { $0.id == "Gestures" }
        edited.segues.removeAll { $0.destination == "Gestures" }
        if let index = edited.segues.firstIndex(where: { $0.identifier == "AddPlayer" }) { edited.segues[index].kind = .show }
        edited.initialSceneID = "PlayersNav"
        diagrams += MermaidExporter().export(DiffUnion(FlowDiff(base: ratings, head: edited))).blocks.map { ("diff", $0) }
        let escapes = Flow(name: "Escapes", scenes: [Scene(id: "A", title: ##"<b>Save & "Exit"</b> | `x` #1 + - * _ 1. end"##), Scene(id: "B", title: "- list")],
                           segues: [Segue(id: "s", kind: .custom, source: "A", destination: "B", identifier: "[go]|{x}", customClass: "Fade")])
        diagrams += MermaidExporter().export(escapes).blocks.map { ("escapes", $0) }
        diagrams += MermaidExporter(limits: .init(maxTextSize: 4000, maxEdges: 40)).export(MermaidExportTests.chain(count: 60)).blocks.map { ("split", $0) }
        // A broken diagram proves that the page reports Mermaid's errors.
        diagrams.append(("broken", "flowchart LR\n  a -->|x| \n"))

        let outcomes = try MermaidBrowser.render(diagrams.map(\.text))
        try #require(outcomes.count == diagrams.count, "Chromium returned \(outcomes.count) results for \(diagrams.count) diagrams")
        for (diagram, outcome) in zip(diagrams.dropLast(), outcomes) {
            guard case .drawn(let nodes) = outcome else {
                Issue.record("\(diagram.name): Mermaid could not draw it: \(outcome)\n\(diagram.text)")
                continue
            }
            #expect(nodes > 0, "\(diagram.name) drew no nodes")
        }
        guard case .failed(let message) = outcomes.last else {
            Issue.record("the broken diagram was not reported")
            return
        }
        #expect(message.contains("Parse error"))
    }

    /// Every storyboard folder of the corpus, as imported, drawn by Mermaid.
    @Test(MermaidBrowser.required, Corpus.required) func everyCorpusFlowRenders() throws {
        let folders = Set(Corpus.storyboards.map { ($0 as NSString).deletingLastPathComponent }).sorted()
        var diagrams: [(name: String, text: String)] = []
        for folder in folders {
            let flow = try StoryboardImporter().importFlow(paths: [Corpus.path(folder)]).flow
            diagrams += MermaidExporter().export(flow).blocks.map { (folder, $0) }
        }
        let outcomes = try MermaidBrowser.render(diagrams.map(\.text))
        try #require(outcomes.count == diagrams.count, "Chromium returned \(outcomes.count) results for \(diagrams.count) diagrams")
        #expect(diagrams.count >= folders.count)
        for (diagram, outcome) in zip(diagrams, outcomes) {
            if case .failed(let message) = outcome { Issue.record("\(diagram.name): Mermaid could not draw it: \(message)") }
        }
    }
}
