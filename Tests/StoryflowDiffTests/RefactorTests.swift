import Storyflow
import StoryflowDiff
import Testing

/// A refactor that leaves the navigation as it was reports no scene or segue change: scenes match by
/// their storyboard object id whatever file holds them, and moves are one line per pair of files.
@Suite struct RefactorTests {
    @Test func splittingAStoryboardMovesScenesWithoutChangingThem() throws {
        let diff = FlowDiff(base: try RefactorFixtures.flow("OneFile"), head: try RefactorFixtures.flow("Split"))
        #expect(diff.changes.map { DiffLines(diff).line(for: $0) } == [])
        #expect(diff.isEmpty)
        #expect(diff.moves.map(\.description) == [
            "5 scenes moved from Base.lproj/Main.storyboard to Base.lproj/Recipes.storyboard",
            "3 scenes moved from Base.lproj/Main.storyboard to Base.lproj/Settings.storyboard",
        ])
        // Moved scenes keep their object ids; their flow ids gained the file's prefix.
        #expect(diff.headID(ofBaseScene: "Nav-St-001") == "Settings/Nav-St-001")
        #expect(diff.scenes.first { $0.id == "Settings/Nav-St-001" }?.match == .objectID)
        #expect(diff.headID(ofBaseSegue: "Rel-St-001") == "Settings/Rel-St-001")
    }

    @Test func joiningStoryboardsBackIsTheSameMoveReversed() throws {
        let diff = FlowDiff(base: try RefactorFixtures.flow("Split"), head: try RefactorFixtures.flow("OneFile"))
        #expect(diff.isEmpty)
        #expect(diff.moves.map(\.description) == [
            "5 scenes moved from Base.lproj/Recipes.storyboard to Base.lproj/Main.storyboard",
            "3 scenes moved from Base.lproj/Settings.storyboard to Base.lproj/Main.storyboard",
        ])
    }

    @Test func renamingAStoryboardFileIsAMove() throws {
        let diff = FlowDiff(base: try RefactorFixtures.flow("Split"), head: try RefactorFixtures.flow("Renamed"))
        #expect(diff.isEmpty, "\(DiffLines(diff).lines)")
        #expect(diff.moves.map(\.description) == ["3 scenes moved from Base.lproj/Settings.storyboard to Base.lproj/Preferences.storyboard"])
    }

    @Test func movingAStoryboardToAnotherFolderIsAMove() throws {
        let diff = FlowDiff(base: try RefactorFixtures.flow("Split"), head: try RefactorFixtures.flow("Moved"))
        #expect(diff.isEmpty, "\(DiffLines(diff).lines)")
        #expect(diff.moves.map(\.description) == ["3 scenes moved from Base.lproj/Settings.storyboard to Settings/Base.lproj/Settings.storyboard"])
    }

    @Test func aRealChangeInsideARefactorStillShows() throws {
        var head = try RefactorFixtures.flow("Split")
        let about = try #require(head.segues.firstIndex { $0.identifier == "ShowAbout" })
        head.segues[about].kind = .present
        head.scenes.removeAll { $0.title == "Edit Recipe" }
        head.segues.removeAll { $0.destination == "Recipes/Rcp-Edt-01" }
        let diff = FlowDiff(base: try RefactorFixtures.flow("OneFile"), head: head)
        // Three navigation controllers: the one left empty is named by the root it held.
        #expect(DiffLines(diff).lines == [
            "- scene Edit Recipe",
            "- segue root (relationship) Navigation Controller (root of Edit Recipe) → Edit Recipe",
            "~ segue ShowAbout: show → present",
        ])
        #expect(diff.moves.count == 2)
    }

    /// Without its object id (a scene cut and pasted gets a new one), a scene matches by its
    /// storyboard identifier, and navigation controllers, all titled alike, by the roots they hold.
    @Test func newObjectIDsMatchByStoryboardIdentifierAndContainersByChildren() throws {
        var head = try RefactorFixtures.flow("OneFile")
        for index in head.scenes.indices where ["Rcp-Lst-01", "Nav-Rc-001", "Nav-St-001"].contains(head.scenes[index].id) {
            let newID = "New-" + head.scenes[index].id
            head.scenes[index].id = newID
            head.scenes[index].location?.objectID = newID
            head.scenes[index].customClass = nil
        }
        for index in head.segues.indices {
            for id in ["Rcp-Lst-01", "Nav-Rc-001", "Nav-St-001"] {
                if head.segues[index].source == id { head.segues[index].source = "New-" + id }
                if head.segues[index].destination == id { head.segues[index].destination = "New-" + id }
            }
        }
        let diff = FlowDiff(base: try RefactorFixtures.flow("OneFile"), head: head)
        #expect(diff.scenes.first { $0.id == "New-Rcp-Lst-01" }?.match == .storyboardIdentifier)
        #expect(diff.scenes.first { $0.id == "New-Nav-Rc-001" }?.match == .children)
        #expect(diff.scenes.first { $0.id == "New-Nav-St-001" }?.match == .children)
        #expect(diff.changes.count { $0.status != .changed } == 0)
        #expect(DiffLines(diff).lines.first == "~ scene Navigation Controller (root of Recipes): id: Nav-Rc-001 → New-Nav-Rc-001")
    }
}
