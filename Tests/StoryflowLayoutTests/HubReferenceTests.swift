import Storyflow
import StoryflowLayout
import Testing

/// Scenes that many others lead to are drawn once; the other sources get a `→ Hub` link beside them.
@Suite struct HubReferenceTests {
    /// A tab bar whose `tabs` tabs each show a list; every list opens the profile (the second list
    /// twice, from two rows), the first also presents an editor, and an unwind returns from the profile.
    private static func routerApp(tabs: Int = 5) -> Flow {
        var scenes = [Scene(id: "tabs", kind: .tabBarController), Scene(id: "profile", title: "Profile"), Scene(id: "editor", title: "Editor")]
        var segues: [Segue] = []
        for tab in 0..<tabs {
            scenes.append(Scene(id: "list\(tab)", title: "List \(tab)"))
            segues.append(Segue(id: "tab\(tab)", kind: .relationship, source: "tabs", destination: "list\(tab)", relationshipRole: .tab(tab)))
        }
        // Flow order puts the deepest source first: the hub still stays with the scene closest to the entry.
        segues.append(Segue(id: "editorToProfile", kind: .show, source: "editor", destination: "profile"))
        segues.append(Segue(id: "list0ToEditor", kind: .present, source: "list0", destination: "editor"))
        for tab in 0..<tabs {
            segues.append(Segue(id: "list\(tab)ToProfile", kind: .show, source: "list\(tab)", destination: "profile"))
        }
        segues.append(Segue(id: "list1ToProfileAgain", kind: .present, source: "list1", destination: "profile"))
        segues.append(Segue(id: "backFromProfile", kind: .unwind, source: "profile", destination: "list0"))
        return Flow(name: "Router", scenes: scenes, segues: segues, initialSceneID: "tabs")
    }

    @Test func aSceneThatFiveOthersLeadToKeepsOneSourcesEdgesAndTheOthersGetReferences() throws {
        let dot = DOTLines(Self.routerApp())
        // list0 is one segue from the entry; the editor, listed first, is two.
        #expect(dot.edge(id: "segue-list0ToProfile")?.contains(" -> s1:arrival:w") == true, "the home edge ends at the profile's screen")
        let referenceID = try #require(Self.head(of: "segue-editorToProfile", in: dot))
        #expect(referenceID == "h5", "named after the first segue that ends at it (the sixth)")
        let reference = try #require(dot.node(referenceID))
        for part in [#"class="hub-reference""#, #"id="reference-editorToProfile""#, ##"URL="#scene-profile""##,
                     "<B>Profile</B>", #"tooltip="Profile: drawn once, where it is first reached; 6 scenes lead to it""#] {
            #expect(reference.contains(part), "\(part) in \(reference)")
        }
        #expect(dot.edge(id: "segue-editorToProfile")?.contains("weight=8") == true, "a heavy edge keeps the reference beside its source")
        #expect(dot.edges.filter { $0.contains(" -> s1") }.count == 1, "one edge still reaches the hub")
    }

    @Test func seguesFromOneSourceToTheHubShareItsReference() throws {
        let dot = DOTLines(Self.routerApp())
        let node = try #require(Self.head(of: "segue-list1ToProfile", in: dot))
        #expect(node.hasPrefix("h"))
        #expect(Self.head(of: "segue-list1ToProfileAgain", in: dot) == node)
        let again = try #require(dot.edge(id: "segue-list1ToProfileAgain"))
        #expect(dot.nodeIDs.filter { $0.hasPrefix("h") }.count == 5, "editor, list1 to list4: one reference each")
        #expect(again.contains("style=dashed") == false && again.contains(#"class="segue present""#), "each edge keeps its kind's look")
    }

    @Test func relationshipsAndUnwindsAreAlwaysEdges() {
        let dot = DOTLines(Self.routerApp())
        #expect(dot.edge(id: "segue-backFromProfile")?.contains(" -> h") == false)
        #expect((0..<5).allSatisfy { dot.edge(id: "segue-tab\($0)")?.contains(" -> h") == false })
    }

    @Test func fewerSourcesThanTheThresholdOrAThresholdOfZeroDrawEveryEdge() {
        #expect(!DOTLines(Self.routerApp(tabs: 3)).lines.contains { $0.contains("hub-reference") }, "4 sources, threshold 5")
        #expect(DOTLines(Self.routerApp(tabs: 3), LayoutOptions(hubThreshold: 4)).lines.contains { $0.contains("hub-reference") })
        #expect(!DOTLines(Self.routerApp(), LayoutOptions(hubThreshold: 0)).lines.contains { $0.contains("hub-reference") })
    }

    @Test func aFocusedHubShowsEverySegueToItAndAHighlightedPathStaysOneLine() throws {
        let focused = DOTLines(Self.routerApp(), LayoutOptions(focus: Focus(sceneID: "profile", depth: 1)))
        #expect(!focused.lines.contains { $0.contains("hub-reference") }, "focus shows what leads to the scene")
        let path = DOTLines(Self.routerApp(), LayoutOptions(path: PathEnds(from: "list3", to: "profile")))
        let onPath = try #require(path.edge(id: "segue-list3ToProfile"))
        #expect(onPath.contains(" -> s1:screen"), "the highlighted segue reaches the hub: \(onPath)")
        #expect(path.edge(id: "segue-list4ToProfile")?.contains(" -> h") == true, "segues off the path still end at references")
    }

    @Test func referencesAreNotArrivalsAtTheHubNorRankTheScenes() {
        // Every edge drawn: seven segues arrive at the profile, each on a side of its own.
        let everyEdge = DOTLines(Self.routerApp(), LayoutOptions(hubThreshold: 0))
        #expect(everyEdge.edge(id: "segue-list0ToProfile")?.contains(" -> s1:screen:") == true)
        // With references only list0's arrives: at the top of the profile's screen, like any scene reached once.
        let dot = DOTLines(Self.routerApp())
        #expect(dot.edge(id: "segue-list0ToProfile")?.contains(" -> s1:arrival:w ") == true, "\(dot.edge(id: "segue-list0ToProfile") ?? "")")
    }

    @Test func aSourceWhoseSeguesAllEndAtReferencesIsNoFanOut() throws {
        // The root leads to eight screens and to a feed, which leads to the same eight: each has two
        // sources, and the root, the entry, keeps its edges. The root's nine children are staggered
        // over several ranks; the feed's eight references are not children that set ranks.
        let screens = (0..<8).map { Scene(id: "screen\($0)") }
        let flow = Flow(name: "Twice", scenes: [Scene(id: "root"), Scene(id: "feed")] + screens, segues:
            [Segue(id: "toFeed", kind: .show, source: "root", destination: "feed")]
            + screens.map { Segue(id: "root-\($0.id)", kind: .show, source: "root", destination: $0.id) }
            + screens.map { Segue(id: "feed-\($0.id)", kind: .show, source: "feed", destination: $0.id) },
            initialSceneID: "root")
        // Top to bottom, so that dot ranks the scenes (left to right they would be placed in balanced columns).
        let dot = DOTLines(flow, LayoutOptions(direction: .topToBottom, arrangement: .automatic, hubThreshold: 2))
        #expect(dot.edges.contains { $0.contains(#"id="segue-root-screen7""#) && $0.contains("minlen") }, "the root's children are staggered")
        let references = dot.edges.filter { $0.contains(#"id="segue-feed-"#) }
        #expect(references.count == 8 && references.allSatisfy { $0.contains(" -> h") && !$0.contains("minlen") }, "\(references)")
    }

    @Test func inTheStoryboardsArrangementAReferenceIsPinnedRightOfItsSource() throws {
        var flow = Self.routerApp()
        for index in flow.scenes.indices { flow.scenes[index].position = CanvasPosition(x: Double(index) * 500, y: Double(index % 2) * 900) }
        let dot = DOTLines(flow)
        func pos(_ nodeID: String?) -> [Double] {
            guard let line = nodeID.flatMap(dot.node), let range = line.range(of: #"pos="[-0-9.]+,[-0-9.]+!""#, options: .regularExpression) else { return [] }
            return line[range].dropFirst(5).dropLast(2).split(separator: ",").compactMap { Double($0) }
        }
        let source = pos("s2")   // the editor
        let reference = pos(Self.head(of: "segue-editorToProfile", in: dot))
        try #require(source.count == 2 && reference.count == 2, "both pinned")
        #expect(reference[0] > source[0], "right of the editor: \(reference) vs \(source)")
        #expect(abs(reference[1] - source[1]) < 3, "and level with it, unless something is in the way")
        // The profile lies left of the editor, but the edge goes to the reference on the right: it leaves
        // the editor's right side, not its left, from which it would run back under the editor.
        #expect(dot.edge(id: "segue-editorToProfile")?.hasPrefix("s2:header:e -> ") == true, "\(dot.edge(id: "segue-editorToProfile") ?? "")")
    }

    @Test func aDiffShowsAReferenceWhileOneOfItsSeguesShows() throws {
        let added = ChangeMark(.added)
        let marks = ChangeMarks(segues: ["editorToProfile": added, "list1ToProfile": added, "list2ToProfile": added], side: .base)
        let dot = DOTLines(Self.routerApp(), LayoutOptions(changes: marks))
        func reference(from segueID: String) throws -> String {
            try #require(Self.head(of: segueID, in: dot).flatMap(dot.node))
        }
        let lone = try reference(from: "segue-editorToProfile")
        #expect(lone.contains(#"class="hub-reference added""#) && lone.contains("invis"), "added, so not drawn on the base side: \(lone)")
        let shared = try reference(from: "segue-list1ToProfile")
        #expect(shared.contains(#"class="hub-reference unchanged""#) && !shared.contains("invis"), "list1's other segue still shows: \(shared)")
        let bothAdded = ChangeMarks(segues: ["list1ToProfile": added, "list1ToProfileAgain": added], side: .base)
        let hidden = try #require(Self.head(of: "segue-list1ToProfile", in: DOTLines(Self.routerApp(), LayoutOptions(changes: bothAdded)))
            .flatMap(DOTLines(Self.routerApp(), LayoutOptions(changes: bothAdded)).node))
        #expect(hidden.contains(#"class="hub-reference added""#) && hidden.contains("invis"), "both added: hidden on the base side: \(hidden)")
    }

    /// The node the edge with SVG id `id` ends at: `h5` in `s2:header:e -> h5 [...]`.
    private static func head(of id: String, in dot: DOTLines) -> String? {
        dot.edge(id: id)?.split(separator: " ").dropFirst(2).first.map { String($0.prefix { $0 != ":" }) }
    }
}
