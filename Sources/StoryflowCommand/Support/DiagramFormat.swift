import Foundation
import ArgumentParser

/// An output format of `storyflow render`: the drawings, or `dot`, the Graphviz source Storyflow
/// generates (before layout, so it can be edited and laid out again with Graphviz's own tools), or
/// `html`, the SVG in a self-contained interactive page.
enum DiagramFormat: String, CaseIterable {
    case svg, png, pdf
    case dotSource = "dot"
    case html
}

/// The value of `--format`: one or more formats separated by commas (`svg,png`).
struct DiagramFormatList: ExpressibleByArgument {
    let formats: [DiagramFormat]

    init(_ formats: [DiagramFormat]) {
        self.formats = formats
    }

    init?(argument: String) {
        let formats = argument.split(separator: ",").map { DiagramFormat(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) }
        guard !formats.isEmpty, !formats.contains(nil) else { return nil }
        self.formats = formats.compactMap { $0 }
    }

    static var allValueStrings: [String] { DiagramFormat.allCases.map(\.rawValue) }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }
}
