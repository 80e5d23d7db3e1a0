import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// Inputs that once crashed the importer end in a clear error naming the file and line.
@Suite struct HostileInputTests {
    @Test func anElementNameThatIsNotUTF8IsAnErrorAtItsLine() throws {
        let path = HostileInputs.fixture("InvalidUTF8ElementName.storyboard")
        #expect(throws: StoryboardImportError.invalidUTF8(path: path, line: 2, column: 6, byte: 0xFF)) {
            try StoryboardImporter().importFlow(paths: [path])
        }
        let message = StoryboardImportError.invalidUTF8(path: "Main.storyboard", line: 2, column: 6, byte: 0xFF).description
        #expect(message == "Main.storyboard:2:6: error: the file is not UTF-8 text: byte 0xFF is not part of any character; "
            + "storyboards are UTF-8, as Xcode writes them")
    }

    @Test func anAttributeNameThatIsNotUTF8IsAnErrorAtItsLine() throws {
        let path = HostileInputs.fixture("InvalidUTF8AttributeName.storyboard")
        #expect(throws: StoryboardImportError.invalidUTF8(path: path, line: 2, column: 12, byte: 0xC3)) {
            try StoryboardImporter().importFlow(paths: [path])
        }
    }

    @Test func aFileThatDeclaresLatin1IsReadNotRefused() throws {
        var data = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8)
        data.append(Data(StoryboardFixture.document(scenes: StoryboardFixture.scene(
            #"<viewController id="a" title="Caf_" sceneMemberID="viewController"/>"#
        )).utf8.dropFirst(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8.count)))
        data[data.firstIndex(of: UInt8(ascii: "_"))!] = 0xE9
        let flow = try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Latin.storyboard", data: data)]).flow
        #expect(flow.scenes.first?.title == "Café")
    }

    @Test func twoScenesWithOneIDAreAnErrorNamingBothLines() throws {
        let path = HostileInputs.fixture("DuplicateSceneID.storyboard")
        #expect(throws: StoryboardImportError.duplicateSceneID(path: path, id: "Home", firstLine: 4, line: 5)) {
            try StoryboardImporter().importFlow(paths: [path])
        }
        #expect(StoryboardImportError.duplicateSceneID(path: "Main.storyboard", id: "Home", firstLine: 4, line: 5).description
            == "Main.storyboard:5: error: two scenes have the id 'Home' (line 4 and line 5); every scene needs its own id (object 'Home')")
    }

    @Test(arguments: [3554, 300])
    func deeplyNestedViewsAreAnErrorNotAStackOverflow(depth: Int) throws {
        #expect(throws: StoryboardImportError.nestedTooDeep(path: "Main.storyboard", line: 7, limit: 256)) {
            try StoryboardFixture.importFlow(HostileInputs.nestedViews(depth: depth))
        }
    }

    @Test func deeplyNestedElementsAreAnErrorNotAStackOverflow() throws {
        #expect(throws: StoryboardImportError.nestedTooDeep(path: "Main.storyboard", line: 12, limit: 256)) {
            try StoryboardFixture.importFlow(HostileInputs.nestedElements(depth: 7200))
        }
        #expect(StoryboardImportError.nestedTooDeep(path: "Main.storyboard", line: 12, limit: 256).description
            == "Main.storyboard:12: error: elements are nested more than 256 levels deep; a storyboard nests a few dozen at most, so this file is damaged")
    }

    @Test func nestingAsDeepAsTheLimitAllowsIsRead() throws {
        // 120 <view><subviews> pairs inside the scene's own 9 levels: 249 levels, under the limit.
        let flow = try StoryboardFixture.importFlow(HostileInputs.nestedViews(depth: 120)).flow
        #expect(flow.scenes.first?.content.elements.first == .label(Label(id: "l", text: "bottom")))
    }

    @Test func xmlErrorsAreInWordsNotParserCodes() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
             <!ENTITY a "aaaaaaaaaa">
             <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
             <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
             <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
             <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
             <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
             <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">
             <!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
            <viewController id="A" title="&h;" sceneMemberID="viewController"/></objects></scene></scenes></document>
            """
        #expect(reason(of: laughs) == "an entity expands into itself or into too much text; entity expansion refused")
        #expect(reason(of: "<document><scenes></document>") == "an end tag does not match its start tag")
        #expect(reason(of: #"<document a="1" a="2"/>"#) == "an attribute appears twice in one element")
    }

    private func reason(of xml: String) -> String? {
        do {
            _ = try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Bad.storyboard", contents: xml)])
            return nil
        } catch let StoryboardImportError.malformedXML(_, _, _, reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    @Test(HostileInputs.crashersRequired, arguments: [
        "min-invalid-utf8-element-name", "min-invalid-utf8-attribute-name", "min-duplicate-scene-id",
        "min-deep-nesting-7200", "depth-sb-x", "depth-sb-view",
    ])
    func everySharedCrasherIsAClearError(name: String) throws {
        let path = HostileInputs.crashers.appendingPathComponent("\(name).storyboard").path
        do {
            _ = try StoryboardImporter().importFlow(paths: [path])
            Issue.record("\(name) was accepted")
        } catch let error as StoryboardImportError {
            #expect(error.diagnostic.location?.file == path)
            #expect(error.diagnostic.location?.line != nil)
        }
    }
}
