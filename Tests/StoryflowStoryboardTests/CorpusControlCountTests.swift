import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// Every control, collection view, scroll view and effect view a corpus storyboard holds becomes an
/// element of its flow: the count of each kind in the XML equals the count in the model.
@Suite(Corpus.required) struct CorpusControlCountTests {
    /// Interface Builder element names and the element kind each becomes.
    static let kinds: [(tag: String, kind: String)] = [
        ("switch", "switch"), ("slider", "slider"), ("segmentedControl", "segmentedControl"), ("stepper", "stepper"),
        ("progressView", "progressView"), ("activityIndicatorView", "activityIndicator"), ("pageControl", "pageControl"),
        ("pickerView", "picker"), ("datePicker", "datePicker"), ("searchBar", "searchBar"), ("textView", "textView"),
        ("webView", "webView"), ("wkWebView", "webView"), ("mapView", "mapView"), ("scrollView", "scrollView"),
        ("visualEffectView", "visualEffectView"), ("collectionView", "collectionView"), ("collectionViewCell", "collectionViewCell"),
    ]

    /// The kind of every element and collection cell of `flow`.
    static func modelCounts(_ flow: Flow) -> [String: Int] {
        var counts: [String: Int] = [:]
        for element in flow.scenes.flatMap(\.content.allElements) {
            switch element {
            case .control(let control): counts[control.kind.rawValue, default: 0] += 1
            case .group(let group) where group.kind != .custom: counts[group.kind.rawValue, default: 0] += 1
            case .collection(let grid):
                counts["collectionView", default: 0] += 1
                counts["collectionViewCell", default: 0] += grid.cells.count
            default: break
            }
        }
        return counts
    }

    /// The number of `<tag ` openings in the XML, by element kind.
    static func xmlCounts(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (tag, kind) in kinds {
            let found = text.components(separatedBy: "<\(tag) ").count - 1
            if found > 0 { counts[kind, default: 0] += found }
        }
        return counts
    }

    @Test(arguments: Corpus.storyboards)
    func everyControlOfTheXMLIsAnElement(_ storyboard: String) throws {
        let path = Corpus.path(storyboard)
        let flow = try StoryboardImporter().importFlow(paths: [path]).flow
        #expect(Self.modelCounts(flow) == Self.xmlCounts(try String(contentsOfFile: path, encoding: .utf8)))
    }
}
