import Foundation
import StoryflowStoryboard
import Testing

@Suite struct ImportErrorTests {
    @Test func malformedXMLNamesTheFileAndLine() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        do {
            _ = try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Broken.storyboard", contents: xml)])
            Issue.record("malformed XML was accepted")
        } catch let StoryboardImportError.malformedXML(path, line, _, reason) {
            #expect(path == "Broken.storyboard")
            #expect(line == 7)
            #expect(!reason.isEmpty)
        }
    }

    @Test func malformedXMLDescriptionReadsLikeACompilerError() {
        let error = StoryboardImportError.malformedXML(path: "Broken.storyboard", line: 7, column: 18, reason: "mismatched tag")
        #expect(error.description == "Broken.storyboard:7:18: error: malformed XML: mismatched tag")
    }

    @Test func xmlThatIsNotAStoryboardIsRejected() {
        let xml = #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#
        #expect(throws: StoryboardImportError.notAStoryboard(path: "Info.plist", rootElement: "plist")) {
            try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Info.plist", contents: xml)])
        }
    }

    @Test func aXibIsNotAStoryboard() {
        let xml = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#
        #expect(throws: StoryboardImportError.notAStoryboard(path: "Cell.xib", rootElement: "document")) {
            try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Cell.xib", contents: xml)])
        }
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: StoryboardImportError.fileNotFound(path: "/no/such/Main.storyboard")) {
            try StoryboardImporter().importFlow(paths: ["/no/such/Main.storyboard"])
        }
        #expect(StoryboardImportError.fileNotFound(path: "Main.storyboard").description == "Main.storyboard: error: no such file or directory")
    }

    @Test func noInputAndEmptyDirectoriesAreErrors() throws {
        #expect(throws: StoryboardImportError.noInput) { try StoryboardImporter().importFlow(paths: []) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: StoryboardImportError.noStoryboards(directory: directory.path)) {
            try StoryboardImporter().importFlow(paths: [directory.path])
        }
    }
}

extension ImportErrorTests {
    @Test func externalEntitiesAreNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY leak SYSTEM "\(secret.absoluteString)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController title="&leak;" id="vc" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        do {
            let title = try StoryboardFixture.importFlow(xml).flow.scenes.first?.title
            #expect(title?.contains("TOP-SECRET") != true)
        } catch let StoryboardImportError.malformedXML(path, line, _, reason) {
            #expect(path == "Main.storyboard")
            #expect(line == 7)
            #expect(!reason.isEmpty)
        }
    }
}
