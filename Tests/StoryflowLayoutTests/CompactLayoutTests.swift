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
        let dot = DOTLines(Self.fanOut(24))
        let lengths = dot.edges.compactMap { line in line.range(of: #"minlen=\d+"#, options: .regularExpression).map { String(line[$0]) } }
        // 24 children, 5 to a rank: ranks 1 to 5 from the table.
        #expect(Set(lengths) == ["minlen=2", "minlen=3", "minlen=4", "minlen=5"])
        #expect(dot.edge(id: "segue-to-child0")?.contains("minlen") == false)
        #expect(dot.edge(id: "segue-to-child23")?.contains("minlen=5") == true)
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

    @Test func disconnectedPartsArePackedOnlyWhenThereAreSeveral() {
        var flow = Self.chain(3)
        #expect(!DOTLines(flow).lines.contains { $0.contains("pack=") })
        flow.scenes.append(Scene(id: "alone", title: "Alone"))
        #expect(DOTLines(flow).lines.contains { $0.contains("pack=\"30\"") || $0.contains("pack=30") })
    }
}
