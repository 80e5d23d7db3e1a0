import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// What a plain-text reading of a storyboard says it holds, to check the importer against.
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
            case "modal", "presentation", "sheet": .present
            case "popoverPresentation": .popover
            case "replace": .showDetail
            default: try #require(SegueKind(rawValue: token), "unexpected kind \(token)")
            }
            seguesByKind[kind, default: 0] += 1
        }
        let document = try #require(try Self.matches(#"<document\s[^>]*>"#, in: text).first)
        initial = try Self.matches(#"(?<=\sinitialViewController=")[^"]*"#, in: document).first
    }

    /// Imports the storyboard at `path` alone and expects the flow to hold what its raw text counts,
    /// an initial scene that exists (when the file names one), unique ids and every scene located in the file.
    static func expectImportMatches(path: String) throws {
        let expected = try RawCount(text: String(contentsOfFile: path, encoding: .utf8))
        let flow = try StoryboardImporter().importFlow(paths: [path]).flow

        #expect(flow.scenes.count == expected.scenes)
        #expect(Dictionary(grouping: flow.segues, by: \.kind).mapValues(\.count) == expected.seguesByKind)
        #expect(flow.initialSceneID == expected.initial)
        #expect(expected.initial.map { flow.scene(id: $0) != nil } ?? true)
        #expect(Set(flow.scenes.map(\.id)).count == flow.scenes.count)
        #expect(Set(flow.segues.map(\.id)).count == flow.segues.count)
        #expect(flow.scenes.allSatisfy { $0.location?.file == path && $0.location?.line != nil })
    }

    private static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        let nsText = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { nsText.substring(with: $0.range) }
    }
}
