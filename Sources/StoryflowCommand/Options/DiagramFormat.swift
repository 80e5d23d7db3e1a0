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

extension DiagramFormat: ExpressibleByArgument {
    /// A format by name, in any case (`SVG` too).
    init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
