import Storyflow
import StoryflowLayout
import Testing

@Suite struct CompactLayoutTests {
    /// A table whose rows each push their own screen: one scene with `count` children.
    private static func fanOut(_ count: Int) -> Flow {
        let children = (0..<count).map { Scene(id: "child\($0)", title: "Child \($0)") }
        return Flow(name: "Fan", scenes: [Scene(id: "list", kind: .tableViewController)] + children,
                    segues: children.map { Segue(id: "to-\($0.id)", kind: .show, source: "list", destination: $0.id) },
                    initialSceneID: "list")
    }

    /// One navigation stack `count` screens deep.
    private static func chain(_ count: Int) -> Flow {
        let scenes = (0..<count).map { Scene(id: "step\($0)", title: "Step \($0)") }
        return Flow(name: "Chain", scenes: scenes,
                    segues: (1..<count).map { Segue(id: "push\($0)", kind: .show, source: "step\($0 - 1)", destination: "step\($0)") },
                    initialSceneID: "step0")
    }

    @Test func aLongFanOutIsStaggeredOverSeveralRanks() {
        // Left to right, such a fan is placed in balanced columns (see LayeredArrangementTests). Top to
        // bottom, dot ranks it, and a rank is a row of screens, narrower than they are high: 8 to a rank.
        let dot = DOTLines(Self.fanOut(24), LayoutOptions(direction: .topToBottom))
        let lengths = dot.edges.compactMap { line in line.range(of: #"minlen=\d+"#, options: .regularExpression).map { String(line[$0]) } }
        #expect(Set(lengths) == ["minlen=2", "minlen=3"])
        #expect(dot.edge(id: "segue-to-child0")?.contains("minlen") == false)
        #expect(dot.edge(id: "segue-to-child23")?.contains("minlen=3") == true)
    }

    @Test func aShortFanOutStaysInOneRank() {
        #expect(!DOTLines(Self.fanOut(3)).lines.contains { $0.contains("minlen") })
    }

    @Test func aLongChainIsWrappedIntoBands() {
        let dot = DOTLines(Self.chain(40))
        let wrapped = dot.edges.filter { $0.contains("constraint=false") }
        #expect(!wrapped.isEmpty)
        #expect(wrapped.count < 10)
        #expect(!DOTLines(Self.chain(5)).lines.contains { $0.contains("constraint=false") })
    }

    /// A tab bar controller with `tabs` tabs, each a navigation stack whose root leads to `screens` screens.
    private static func tabbedApp(tabs: Int, screens: Int) -> Flow {
        var scenes = [Scene(id: "tabs", kind: .tabBarController)]
        var segues: [Segue] = []
        for tab in 0..<tabs {
            scenes += [Scene(id: "nav\(tab)", kind: .navigationController), Scene(id: "root\(tab)", kind: .tableViewController)]
            segues += [
                Segue(id: "tab\(tab)", kind: .relationship, source: "tabs", destination: "nav\(tab)", relationshipRole: .tab(tab)),
                Segue(id: "root\(tab)", kind: .relationship, source: "nav\(tab)", destination: "root\(tab)", relationshipRole: .root),
            ]
            for screen in 0..<screens {
                scenes.append(Scene(id: "screen\(tab).\(screen)"))
                segues.append(Segue(id: "push\(tab).\(screen)", kind: .show, source: "root\(tab)", destination: "screen\(tab).\(screen)"))
            }
        }
        return Flow(name: "Tabbed", scenes: scenes, segues: segues, initialSceneID: "tabs")
    }

    @Test func theTabsOfABroadAppAreLaidOutInGroupsOneAfterAnother() throws {
        // Left to right, such a tree is placed in balanced columns (see LayeredArrangementTests); top to bottom, dot ranks it.
        let dot = DOTLines(Self.tabbedApp(tabs: 4, screens: 6), LayoutOptions(direction: .topToBottom))
        #expect(dot.edge(id: "segue-tab0")?.contains("minlen") == false)
        // Each later group of tabs starts where the one before ends: three ranks further per group.
        let later = [1, 2, 3].compactMap { dot.edge(id: "segue-tab\($0)") }.filter { $0.contains("minlen=4") || $0.contains("minlen=7") }
        #expect(!later.isEmpty)
        #expect(DOTLines(Self.tabbedApp(tabs: 2, screens: 1)).edges.allSatisfy { !$0.contains("minlen") })
    }

    @Test func unconnectedPartsArePackedInColumnsOnlyWhenThereAreSeveral() throws {
        var flow = Self.chain(3)
        #expect(!DOTLines(flow).edges.contains { $0.contains("invis") })
        flow.scenes += (0..<30).map { Scene(id: "alone\($0)", title: "Alone \($0)") }
        let dot = DOTLines(flow)
        #expect(!dot.lines.contains { $0.contains("parts") }, "no invisible root node")
        let links = dot.edges.filter { $0.contains("style=\"invis\"") }
        // The chain's column holds some of the lone scenes; each later column hangs from the last
        // scene of the column before, a rank after it ends.
        #expect(!links.isEmpty && links.count < 30)
        #expect(links.allSatisfy { $0.contains("minlen=") })
        let tails = Set(links.compactMap { $0.split(separator: " ").first })
        #expect(tails.count > 1, "several columns: \(tails)")
        #expect(!dot.lines.contains { $0.contains("pack=") })
    }
}
