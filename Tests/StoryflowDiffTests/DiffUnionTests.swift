import Storyflow
import StoryflowDiff
import Testing

@Suite struct DiffUnionTests {
    @Test func unionHoldsBothVersions() throws {
        let base = try Flow.ratings()
        let addPlayer = try #require(base.segues.first { $0.identifier == "AddPlayer" })
        var head = base.removingScene("Gestures").editingSegue(addPlayer.id) { $0.kind = .show }
        head.scenes.append(Scene(id: "Settings"))
        let union = DiffUnion(FlowDiff(base: base, head: head))
        #expect(union.flow.scenes.map(\.id) == base.scenes.map(\.id) + ["Settings"])
        #expect(union.version(ofScene: "Gestures") == .base)
        #expect(union.version(ofScene: "Settings") == .head)
        #expect(union.version(ofScene: "Players") == .both)
        // The moved segue is there twice: where it was, and where it is.
        #expect(union.segues[addPlayer.id]?.version == .head)
        #expect(union.segues[addPlayer.id + "~base"]?.version == .base)
        #expect(union.flow.segues.first { $0.id == addPlayer.id + "~base" }?.kind == .present)
        #expect(union.flow.segues.count == base.segues.count + 1)
        #expect(DiffUnion.Version.base.isShown(on: .both) && !DiffUnion.Version.base.isShown(on: .head))
    }

    @Test func removedSeguesOfRenamedScenesPointAtTheUnionIDs() throws {
        let base = try Flow.ratings()
        let pick = try #require(base.segues.first { $0.identifier == "PickGame" })
        let head = base.editingSegue(pick.id) { $0.identifier = "ChooseSport"; $0.trigger = .manual }
            .renamingScene("AddPlayer", to: "NewPlayer")
        let union = DiffUnion(FlowDiff(base: base, head: head))
        let ends = union.flow.segues.map(\.source) + union.flow.segues.compactMap(\.destination)
        #expect(!ends.contains("AddPlayer"))
        #expect(Set(ends).isSubset(of: Set(union.flow.scenes.map(\.id))))
    }
}
