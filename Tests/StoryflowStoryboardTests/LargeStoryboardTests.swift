import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// A storyboard over libxml2's 10,000,000-byte limit on one parse loads; the limits that remain are said in words.
@Suite struct LargeStoryboardTests {
    @Test func aStoryboardOverTenMillionBytesLoads() throws {
        let scene = #"<scene sceneID="sN"><objects><viewController id="vN" title="Screen N" sceneMemberID="viewController"><view key="view" "#
            + #"contentMode="scaleToFill" id="wN"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></viewController></objects></scene>"#
        let count = 10_000_000 / scene.utf8.count + 1_000
        let scenes = (0..<count).map { scene.replacingOccurrences(of: "N\"", with: "\($0)\"") }.joined(separator: "\n")
        let text = StoryboardFixture.document(initial: "v0", scenes: scenes)
        #expect(text.utf8.count > 10_000_000)
        let flow = try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Big.storyboard", contents: text)]).flow
        #expect(flow.scenes.count == count)
        #expect(flow.scenes.last?.title == "Screen \(count - 1)")
    }

    @Test func anAttributeOverTheParsersLimitIsRefusedInWords() throws {
        let text = StoryboardFixture.document(scenes: StoryboardFixture.scene(
            #"<viewController id="v" title="\#(String(repeating: "x", count: 10_000_001))" sceneMemberID="viewController"/>"#
        ))
        #expect(throws: StoryboardImportError.malformedXML(
            path: "Big.storyboard", line: 6, column: 30,
            reason: "an attribute is not finished, or its value is longer than the XML parser reads (10,000,000 characters)"
        )) {
            try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "Big.storyboard", contents: text)])
        }
    }
}
