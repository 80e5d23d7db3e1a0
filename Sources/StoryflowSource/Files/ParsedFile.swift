import Foundation
import Storyflow
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed: its syntax tree and the way back from a node to `file:line:column`.
struct ParsedFile {
    /// The path as messages show it: relative to the scanned folder when the file is inside it.
    let displayPath: String
    let tree: SourceFileSyntax
    /// The calls, sequences, `switch`es and functions of the tree, which the surveys read instead of walking it.
    let nodes: FileNodes
    private let converter: SourceLocationConverter

    /// Parses `source`; swift-syntax always returns a tree (mistakes become missing or unexpected nodes).
    init(displayPath: String, source: String) {
        self.init(displayPath: displayPath, tree: Parser.parse(source: source))
    }

    /// A file parsed into `tree` (the converter reads the tree recursively: its depth must have been checked).
    init(displayPath: String, tree: SourceFileSyntax) {
        self.displayPath = displayPath
        self.tree = tree
        nodes = FileNodes(tree)
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    }

    /// The lines `node` spans, without its leading and trailing trivia.
    func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        return start...max(start, node.endLocation(converter: converter, afterTrailingTrivia: false).line)
    }

    /// Where `node` starts, without its leading trivia (comments and blank lines).
    func location(of node: some SyntaxProtocol) -> Storyflow.SourceLocation {
        let position = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return Storyflow.SourceLocation(file: displayPath, line: position.line, column: position.column)
    }
}

/// Storyflow's location (file, line, column), not swift-syntax's of the same name.
typealias SourceLocation = Storyflow.SourceLocation
