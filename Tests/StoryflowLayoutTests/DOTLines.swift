import GraphvizDOT
import Storyflow
import StoryflowLayout

/// Finds statements in generated DOT, so tests can assert on whole lines.
struct DOTLines {
    let lines: [String]

    /// The DOT of `flow` laid out with `options` (and scenes measured with `measuring`), split into trimmed lines.
    init(_ flow: Flow, _ options: LayoutOptions = LayoutOptions(), measuring: NodeMeasuring? = nil) {
        lines = FlowLayout(options: options, measuring: measuring).graph(for: flow).dotSource.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
    }

    /// The edge statements whose SVG id is `id` (`segue-…`).
    func edge(id: String) -> String? {
        lines.first { $0.contains(" -> ") && $0.contains("id=\"\(id)\"") }
    }

    /// Every edge statement.
    var edges: [String] {
        lines.filter { $0.contains(" -> ") }
    }

    /// The node statement declaring `nodeID`.
    func node(_ nodeID: String) -> String? {
        lines.first { $0.hasPrefix(nodeID + " [") }
    }

    /// The IDs of every node statement (lines `ID [ … ]` that are not defaults or edges).
    var nodeIDs: [String] {
        lines.filter { !$0.contains(" -> ") && $0.contains(" [") && !$0.hasPrefix("node [") && !$0.hasPrefix("edge [") }
            .map { String($0.prefix { $0 != " " }) }
    }

    /// The value of attribute `name` in a statement, quotes included: `"dashed"` or `1.6`.
    static func attribute(_ name: String, in statement: String) -> String? {
        for prefix in [" \(name)=", "[\(name)="] {
            guard let start = statement.range(of: prefix)?.upperBound else { continue }
            let rest = statement[start...]
            if rest.hasPrefix("\"") {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: "\"") else { return nil }
                return "\"" + body[..<end] + "\""
            }
            return String(rest.prefix { $0 != "," && $0 != "]" })
        }
        return nil
    }
}
