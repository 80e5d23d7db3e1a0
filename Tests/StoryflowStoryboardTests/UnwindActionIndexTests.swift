import Foundation
import StoryflowStoryboard
import Testing

@Suite struct UnwindActionIndexTests {
    @Test(arguments: [
        ("@IBAction func save(_ segue: UIStoryboardSegue) {}", "save:"),
        ("@IBAction func unwindWithSelectedGame(segue: UIStoryboardSegue) {}", "unwindWithSelectedGameWithSegue:"),
        ("@IBAction func unwind(for segue: UIStoryboardSegue) {}", "unwindFor:"),
        ("@IBAction func backTo(segue: UIStoryboardSegue) {}", "backToSegue:"),
        ("@IBAction private func cancel(_ sender: UIStoryboardSegue!) {}", "cancel:"),
        ("@IBAction\n    func done(_ segue: UIStoryboardSegue) {}", "done:"),
        ("@objc(finishEditing:) @IBAction func finish(segue: UIStoryboardSegue) {}", "finishEditing:"),
        ("@MainActor @IBAction final func close(_ s: UIStoryboardSegue) {}", "close:"),
    ])
    func swiftActionsGiveTheirSelectors(declaration: String, selector: String) {
        let index = UnwindActionIndex(swiftSources: ["final class EditViewController: UIViewController {\n    \(declaration)\n}"])
        #expect(index.classesResponding(to: selector) == ["EditViewController"])
    }

    @Test func aLabelWithoutSeparateNameAlsoMatchesTheSwift2Selector() {
        let index = UnwindActionIndex(swiftSources: ["class A: UIViewController { @IBAction func done(segue: UIStoryboardSegue) {} }"])
        #expect(index.classesResponding(to: "doneWithSegue:") == ["A"])
        #expect(index.classesResponding(to: "done:") == ["A"])
    }

    @Test func actionsBelongToTheNearestClassOrExtensionAbove() {
        let index = UnwindActionIndex(swiftSources: ["""
            import UIKit

            class PlayersViewController: UITableViewController {
                class func make() -> PlayersViewController { PlayersViewController() }
                @IBAction func savePlayerDetail(_ segue: UIStoryboardSegue) {}
            }

            struct Helper {}

            extension GamePickerViewController {
                @IBAction func unwindWithSelectedGame(segue: UIStoryboardSegue) {}
            }
            """])
        #expect(index.classesResponding(to: "savePlayerDetail:") == ["PlayersViewController"])
        #expect(index.classesResponding(to: "unwindWithSelectedGameWithSegue:") == ["GamePickerViewController"])
        #expect(index.classesResponding(to: "make:").isEmpty)
    }

    @Test func commentedOutAndNonSegueActionsAreIgnored() {
        let index = UnwindActionIndex(swiftSources: ["""
            class A: UIViewController {
                // @IBAction func old(_ segue: UIStoryboardSegue) {}
                /* @IBAction func older(_ segue: UIStoryboardSegue) {} */
                @IBAction func tapped(_ sender: UIButton) {}
                func notAnAction(_ segue: UIStoryboardSegue) {}
            }
            """])
        #expect(index.classesResponding(to: "old:").isEmpty)
        #expect(index.classesResponding(to: "older:").isEmpty)
        #expect(index.classesResponding(to: "tapped:").isEmpty)
        #expect(index.classesResponding(to: "notAnAction:").isEmpty)
    }

    @Test func objectiveCActionsInInterfacesImplementationsAndCategories() {
        let index = UnwindActionIndex(objectiveCSources: [
            """
            @interface PlayersViewController : UITableViewController
            - (IBAction)done:(UIStoryboardSegue *)segue;
            @end
            """,
            """
            @implementation RatingsViewController
            -(IBAction) cancel : ( UIStoryboardSegue* )segue { }
            - (IBAction)rate:(UIButton *)sender { }
            @end
            @interface PlayersViewController (Unwinding)
            - (IBAction)unwindHere:(UIStoryboardSegue *)segue;
            @end
            """,
        ])
        #expect(index.classesResponding(to: "done:") == ["PlayersViewController"])
        #expect(index.classesResponding(to: "cancel:") == ["RatingsViewController"])
        #expect(index.classesResponding(to: "unwindHere:") == ["PlayersViewController"])
        #expect(index.classesResponding(to: "rate:").isEmpty)
    }

    @Test func subclassesRespondToInheritedActions() {
        let index = UnwindActionIndex(
            swiftSources: ["class ListViewController: BaseViewController {}", "class Leaf: ListViewController {}"],
            objectiveCSources: ["@interface BaseViewController : UIViewController\n- (IBAction)back:(UIStoryboardSegue *)segue;\n@end"]
        )
        #expect(index.classesResponding(to: "back:") == ["BaseViewController", "ListViewController", "Leaf"])
    }

    @Test func aDirectoryIsScannedForSwiftAndObjectiveCFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App/.hidden"), withIntermediateDirectories: true)
        try "class A: UIViewController { @IBAction func fromSwift(_ s: UIStoryboardSegue) {} }"
            .write(to: directory.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        try "@implementation B\n- (IBAction)fromObjC:(UIStoryboardSegue *)s {}\n@end"
            .write(to: directory.appendingPathComponent("App/B.m"), atomically: true, encoding: .utf8)
        try "class C: UIViewController { @IBAction func hidden(_ s: UIStoryboardSegue) {} }"
            .write(to: directory.appendingPathComponent("App/.hidden/C.swift"), atomically: true, encoding: .utf8)
        try "class D: UIViewController { @IBAction func notSource(_ s: UIStoryboardSegue) {} }"
            .write(to: directory.appendingPathComponent("App/notes.txt"), atomically: true, encoding: .utf8)

        let index = try UnwindActionIndex(directory: directory.path)
        #expect(index.classesResponding(to: "fromSwift:") == ["A"])
        #expect(index.classesResponding(to: "fromObjC:") == ["B"])
        #expect(index.classesResponding(to: "hidden:").isEmpty)
        #expect(index.classesResponding(to: "notSource:").isEmpty)
    }

    @Test func aMissingSourcesDirectoryIsAnError() {
        #expect(throws: StoryboardImportError.fileNotFound(path: "/no/such/sources")) {
            try UnwindActionIndex(directory: "/no/such/sources")
        }
    }
}
