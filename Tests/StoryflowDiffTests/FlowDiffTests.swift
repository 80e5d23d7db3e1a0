import Storyflow
import StoryflowDiff
import Testing

@Suite struct FlowDiffTests {
    @Test func sameFlowHasNoChanges() throws {
        let diff = FlowDiff(base: try .ratings(), head: try .ratings())
        #expect(diff.isEmpty)
        #expect(diff.changes.isEmpty)
        #expect(diff.scenes.allSatisfy { $0.status == .unchanged && $0.match == .id })
    }

    @Test func removedSceneAndItsSegues() throws {
        let base = try Flow.ratings()
        let diff = FlowDiff(base: base, head: base.removingScene("Gestures"))
        let removed = diff.changes.filter { $0.status == .removed }
        #expect(removed.count == 2)
        #expect(diff.scenes.filter { $0.status == .removed }.map(\.id) == ["Gestures"])
        let tab = try #require(diff.segues.first { $0.status == .removed })
        #expect(tab.base?.kind == .relationship && tab.base?.destination == "Gestures")
        #expect(diff.removesAnything)
        // The removed scene keeps its place after the scene it followed in the base.
        let ids = diff.scenes.map(\.id)
        #expect(ids.firstIndex(of: "Gestures") == ids.firstIndex(of: "Players")! + 1)
    }

    @Test func addedSceneAndSegue() throws {
        let base = try Flow.ratings()
        var head = base
        head.scenes.append(Scene(id: "Settings", title: "Settings"))
        head.segues.append(Segue(id: "Players.ShowSettings", kind: .show, source: "Players", destination: "Settings",
                                 identifier: "ShowSettings", trigger: Trigger(kind: .button, title: "Settings")))
        let diff = FlowDiff(base: base, head: head)
        #expect(diff.changes.map(\.status) == [.added, .added])
        #expect(diff.scenes.last?.status == .added)
        #expect(!diff.removesAnything)
    }

    @Test func segueKindChange() throws {
        let base = try Flow.ratings()
        let addPlayer = try #require(base.segues.first { $0.identifier == "AddPlayer" })
        let head = base.editingSegue(addPlayer.id) { $0.kind = .show; $0.presentation = nil }
        let diff = FlowDiff(base: base, head: head)
        let change = try #require(diff.segues.first { $0.status == .changed })
        #expect(change.match == .id)
        #expect(change.differences.map(\.description) == ["present → show"])
        #expect(change.moves)
    }

    @Test func renamedSceneMatchesByClassAndKeepsItsSegues() throws {
        let base = try Flow.ratings()
        let head = base.renamingScene("AddPlayer", to: "NewPlayer")
        let diff = FlowDiff(base: base, head: head)
        let scene = try #require(diff.scenes.first { $0.id == "NewPlayer" })
        #expect(scene.match == .customClass)
        #expect(scene.differences.map(\.description) == ["id: AddPlayer → NewPlayer"])
        #expect(diff.scenes.allSatisfy { $0.status != .added && $0.status != .removed })
        // The DSL's segue ids name their source, so the renamed scene's segues match by identifier or trigger.
        #expect(diff.segues.allSatisfy { $0.status != .added && $0.status != .removed })
        let pick = try #require(diff.segues.first { $0.head?.identifier == "PickGame" })
        #expect(pick.match == .identifier)
        #expect(pick.differences.map(\.aspect) == [.id])
    }

    @Test func renamedSceneWithoutClassMatchesByTitle() throws {
        let base = try Flow.ratings().editingScene("Gestures") { $0.customClass = nil; $0.title = "Gestures" }
        let diff = FlowDiff(base: base, head: base.renamingScene("Gestures", to: "Swipes"))
        #expect(diff.scenes.first { $0.id == "Swipes" }?.match == .title)
    }

    @Test func contentAndTitleChanges() throws {
        let base = try Flow.ratings()
        let head = base.editingScene("Players") { scene in
            scene.title = "All Players"
            scene.content.navigationBar?.leftItems.append(BarButton(id: "edit", systemItem: .edit))
        }
        let scene = try #require(FlowDiff(base: base, head: head).scenes.first { $0.status == .changed })
        #expect(scene.differences.map(\.description) == ["title: Players → All Players", "content: +bar button 'Edit'"])
    }

    @Test func controlsGroupsAndCollectionsCountAsContent() throws {
        let base = try Flow.ratings()
        let head = base.editingScene("Gestures") { scene in
            scene.content.elements = [
                .group(ViewGroup(id: "scroll", kind: .scrollView, elements: [
                    .control(Control(id: "mode", kind: .segmentedControl, titles: ["Swipe", "Pinch"])),
                ])),
                .collection(Grid(id: "grid", cells: [Cell(id: "tile", reuseIdentifier: "GestureTile")])),
            ]
        }
        let scene = try #require(FlowDiff(base: base, head: head).scenes.first { $0.status == .changed })
        #expect(scene.differences.map(\.description)
            == ["content: -label 'Second Tab', +scroll view, +segmented control 'Swipe, Pinch', +collection cell 'GestureTile'"])
    }

    @Test func destinationTriggerAndIdentifierChanges() throws {
        let base = try Flow.ratings()
        let pick = try #require(base.segues.first { $0.identifier == "PickGame" })
        let head = base.editingSegue(pick.id) { segue in
            segue.destination = "Players"
            segue.trigger.title = "Sport"
        }
        let change = try #require(FlowDiff(base: base, head: head).segues.first { $0.status == .changed })
        #expect(change.differences.map(\.description) == ["destination: Choose Game → Players", "trigger: cell 'Game' → cell 'Sport'"])
    }

    @Test func initialSceneChange() throws {
        let base = try Flow.ratings()
        var head = base
        head.initialSceneID = "ChooseGame"
        let diff = FlowDiff(base: base, head: head)
        #expect(diff.initialScene?.base == "Tabs")
        #expect(diff.initialScene?.head == "Choose Game")
        #expect(!diff.isEmpty)
    }
}
