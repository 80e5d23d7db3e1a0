import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// Every corpus storyboard, imported alone, against a count of its raw text made without the importer.
@Suite struct CorpusAccuracyTests {
    /// What a plain-text reading of a storyboard says it holds.
    struct RawCount {
        var scenes = 0
        var seguesByKind: [SegueKind: Int] = [:]
        var initial: String?

        /// Counts with regular expressions over the text: view controller objects, `<segue>` tags that
        /// have a destination (so `<segue reference=…>` tie-breakers drop out), the document's initial id.
        init(text: String) throws {
            scenes = try Self.matches(#"sceneMemberID="viewController""#, in: text).count
            for tag in try Self.matches(#"<segue\s[^>]*>"#, in: text) where tag.contains(" destination=\"") {
                let token = try Self.matches(#"(?<=\skind=")[^"]*"#, in: tag).first ?? ""
                let kind: SegueKind = switch token {
                case "push": .show
                case "modal", "presentation": .present
                case "popoverPresentation": .popover
                case "replace": .showDetail
                default: try #require(SegueKind(rawValue: token), "unexpected kind \(token)")
                }
                seguesByKind[kind, default: 0] += 1
            }
            let document = try #require(try Self.matches(#"<document\s[^>]*>"#, in: text).first)
            initial = try Self.matches(#"(?<=\sinitialViewController=")[^"]*"#, in: document).first
        }

        private static func matches(_ pattern: String, in text: String) throws -> [String] {
            let regex = try NSRegularExpression(pattern: pattern)
            let nsText = text as NSString
            return regex.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { nsText.substring(with: $0.range) }
        }
    }

    @Test func theCorpusHoldsFifteenStoryboards() {
        #expect(Corpus.storyboards.count == 15)
    }

    @Test(arguments: Corpus.storyboards)
    func importMatchesRawCount(_ relativePath: String) throws {
        let path = Corpus.path(relativePath)
        let expected = try RawCount(text: String(contentsOfFile: path, encoding: .utf8))
        let flow = try StoryboardImporter().importFlow(paths: [path]).flow

        #expect(flow.scenes.count == expected.scenes)
        #expect(Dictionary(grouping: flow.segues, by: \.kind).mapValues(\.count) == expected.seguesByKind)
        #expect(flow.initialSceneID == expected.initial)
        #expect(flow.initialSceneID.flatMap(flow.scene(id:)) != nil)
        #expect(Set(flow.scenes.map(\.id)).count == flow.scenes.count)
        #expect(Set(flow.segues.map(\.id)).count == flow.segues.count)
        #expect(flow.scenes.allSatisfy { $0.location?.file == path && $0.location?.line != nil })
    }
}
