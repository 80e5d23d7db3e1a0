import Storyflow
import StoryflowStoryboard
import Testing

/// The FriendList shape: Nav → List → (show) Detail → (present) EditNav → Edit, which unwinds;
/// Orphan is reachable from nowhere and unwinds too.
@Suite struct UnwindResolutionTests {
    private static let storyboard = StoryboardFixture.document(initial: "nav", scenes: [
        StoryboardFixture.scene("""
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """, sceneID: "s1"),
        StoryboardFixture.scene("""
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                <connections><segue destination="detail" kind="show" identifier="showDetail" id="toDetail"/></connections>
            </tableViewController>
            """, sceneID: "s2"),
        StoryboardFixture.scene("""
            <tableViewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="editNav" kind="presentation" identifier="editDetail" id="toEdit"/>
                    <segue destination="s3-exit" kind="unwind" unwindAction="backToList:" id="detailBack"/>
                </connections>
            </tableViewController>
            """, sceneID: "s3"),
        StoryboardFixture.scene("""
            <navigationController id="editNav" sceneMemberID="viewController">
                <connections><segue destination="edit" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController>
            """, sceneID: "s4"),
        StoryboardFixture.scene("""
            <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Edit" id="editNavItem">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                        <connections><segue destination="s5-exit" kind="unwind" unwindAction="cancelInput:" id="cancelUnwind"/></connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
                        <connections><segue destination="s5-exit" kind="unwind" identifier="saveInput" unwindAction="saveInput:" id="saveUnwind"/></connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            """, sceneID: "s5"),
        StoryboardFixture.scene("""
            <viewController id="orphan" customClass="OrphanViewController" sceneMemberID="viewController">
                <connections><segue destination="s6-exit" kind="unwind" unwindAction="saveInput:" id="orphanUnwind"/></connections>
            </viewController>
            """, sceneID: "s6"),
    ].joined(separator: "\n"))

    private func unwind(_ id: String, in result: ImportResult) throws -> Segue {
        try #require(result.flow.segues.first { $0.id == id })
    }

    @Test func aSingleCandidateIsInferred() throws {
        let result = try StoryboardFixture.importFlow(Self.storyboard)
        let segue = try unwind("detailBack", in: result)
        #expect(segue.kind == .unwind)
        #expect(segue.destination == "list")
        #expect(segue.unwind == Unwind(action: "backToList:", resolution: .inferred))
    }

    @Test func severalCandidatesAreAmbiguousAndTheNearestIsChosen() throws {
        let result = try StoryboardFixture.importFlow(Self.storyboard)
        let segue = try unwind("saveUnwind", in: result)
        #expect(segue.destination == "detail")
        #expect(segue.unwind == Unwind(action: "saveInput:", resolution: .ambiguous, candidates: ["detail", "list"]))
        #expect(segue.trigger == Trigger(kind: .barButton, elementID: "save", title: "Save"))
        #expect(result.warnings.contains(ImportWarning(
            .ambiguousUnwind(action: "saveInput:", chosen: "detail", candidates: ["detail", "list"]),
            location: segue.location
        )))
    }

    @Test func noCandidateLeavesTheUnwindUnresolved() throws {
        let result = try StoryboardFixture.importFlow(Self.storyboard)
        let segue = try unwind("orphanUnwind", in: result)
        #expect(segue.destination == nil)
        #expect(segue.unwind == Unwind(action: "saveInput:", resolution: .unresolved))
        #expect(result.warnings.map(\.problem).contains(.unresolvedUnwind(action: "saveInput:")))
    }

    @Test func theClassDeclaringTheActionResolvesItExactly() throws {
        let sources = UnwindActionIndex(swiftSources: ["""
            class ListViewController: UITableViewController {
                @IBAction func cancelInput(_ segue: UIStoryboardSegue) {}
            }
            class DetailViewController: UITableViewController {
                @IBAction func saveInput(_ segue: UIStoryboardSegue) {}
                @IBAction func backToList(_ segue: UIStoryboardSegue) {}
            }
            """])
        let result = try StoryboardFixture.importFlow(Self.storyboard, unwindActions: sources)
        #expect(try unwind("saveUnwind", in: result).destination == "detail")
        #expect(try unwind("saveUnwind", in: result).unwind == Unwind(action: "saveInput:", resolution: .exact))
        #expect(try unwind("cancelUnwind", in: result).destination == "list")
        #expect(try unwind("cancelUnwind", in: result).unwind?.resolution == .exact)
        // The only class declaring saveInput: is Detail's, even though the orphan cannot reach it.
        #expect(try unwind("orphanUnwind", in: result).destination == "detail")
        #expect(try unwind("orphanUnwind", in: result).unwind?.resolution == .exact)
        #expect(!result.warnings.contains { if case .ambiguousUnwind = $0.problem { true } else { false } })
    }

    @Test func anInheritedActionCountsAndOnlyScenesLeadingToTheSourceAreKept() throws {
        let sources = UnwindActionIndex(objectiveCSources: ["""
            @interface BaseViewController : UITableViewController
            - (IBAction)saveInput:(UIStoryboardSegue *)segue;
            @end
            @interface ListViewController : BaseViewController
            @end
            @interface OrphanViewController : BaseViewController
            @end
            """])
        let result = try StoryboardFixture.importFlow(Self.storyboard, unwindActions: sources)
        let segue = try unwind("saveUnwind", in: result)
        #expect(segue.destination == "list")
        #expect(segue.unwind == Unwind(action: "saveInput:", resolution: .exact))
    }

    @Test func anUndeclaredActionFallsBackToInferenceWithAWarning() throws {
        let result = try StoryboardFixture.importFlow(Self.storyboard, unwindActions: UnwindActionIndex(swiftSources: ["class ListViewController {}"]))
        let segue = try unwind("detailBack", in: result)
        #expect(segue.destination == "list")
        #expect(segue.unwind?.resolution == .inferred)
        #expect(result.warnings.contains(ImportWarning(.undeclaredUnwindAction(action: "backToList:"), location: segue.location)))
    }

    @Test func severalDeclaringScenesLeadingToTheSourceAreAmbiguous() throws {
        let sources = UnwindActionIndex(swiftSources: ["""
            class ListViewController: UITableViewController { @IBAction func saveInput(_ segue: UIStoryboardSegue) {} }
            class DetailViewController: UITableViewController { @IBAction func saveInput(_ segue: UIStoryboardSegue) {} }
            """])
        let result = try StoryboardFixture.importFlow(Self.storyboard, unwindActions: sources)
        let segue = try unwind("saveUnwind", in: result)
        #expect(segue.destination == "detail")
        #expect(segue.unwind == Unwind(action: "saveInput:", resolution: .ambiguous, candidates: ["detail", "list"]))
    }
}
