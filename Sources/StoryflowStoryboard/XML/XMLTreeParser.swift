import Foundation
import Storyflow
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML bytes into an ``XMLTreeNode`` tree with FoundationXML's `XMLParser`.
///
/// External entities are never resolved, so a storyboard cannot make the importer read other files.
/// Text in another encoding is turned into UTF-8, and bytes that are not text are refused, before the parser
/// sees them (FoundationXML traps on names that are not UTF-8),
/// and elements nested deeper than ``maximumDepth`` stop the parse, so no input can exhaust the stack
/// of the readers that walk the tree.
enum XMLTreeParser {
    /// The deepest element nesting read: Interface Builder's storyboards nest a few dozen levels;
    /// libxml2 allows the same by default.
    static let maximumDepth = 256

    /// Parses `data`; `path` only names the file in errors.
    static func parse(_ data: Data, path: String) throws -> XMLTreeNode {
        // Streamed: handed over whole, a document over 10,000,000 bytes is refused by libxml2 (error 1); a stream
        // is fed to it in chunks, with no limit on the whole.
        let parser = XMLParser(stream: InputStream(data: try XMLTextEncoding.utf8(data, path: path)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let succeeded = parser.parse()
        if let line = builder.tooDeepLine {
            throw StoryboardImportError.nestedTooDeep(path: path, line: line, limit: maximumDepth)
        }
        guard succeeded, let root = builder.root else {
            throw StoryboardImportError.malformedXML(
                path: path,
                line: max(1, builder.errorLine ?? parser.lineNumber),
                column: max(1, builder.errorColumn ?? parser.columnNumber),
                reason: (builder.error ?? parser.parserError).map(Self.reason) ?? "the file has no root element"
            )
        }
        return root
    }

    /// A parser error as words: the parser's own description when it has one, else the words for
    /// its code (on Linux the codes are libxml2's `xmlParserErrors`, e.g. 29 for an external entity).
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let description = error.userInfo[NSLocalizedDescriptionKey] as? String
        return description ?? XMLParserErrorText.reason(code: error.code)
    }
}

/// The `XMLParser` delegate that assembles the tree while the parser streams events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    /// Elements whose end tag has not been seen yet, outermost first.
    private var openElements: [XMLTreeNode] = []
    /// The last comment seen since the previous start or end tag.
    private var pendingComment: String?
    private(set) var root: XMLTreeNode?
    private(set) var errorLine: Int?
    private(set) var errorColumn: Int?
    private(set) var error: (any Error)?
    /// The line of the first element nested deeper than ``XMLTreeParser/maximumDepth``.
    private(set) var tooDeepLine: Int?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard openElements.count < XMLTreeParser.maximumDepth else {
            tooDeepLine = tooDeepLine ?? parser.lineNumber
            parser.abortParsing()
            return
        }
        var node = XMLTreeNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        node.precedingComment = pendingComment
        pendingComment = nil
        openElements.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        pendingComment = nil
        guard let node = openElements.popLast() else { return }
        if openElements.isEmpty {
            root = node
        } else {
            openElements[openElements.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !openElements.isEmpty else { return }
        openElements[openElements.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !openElements.isEmpty else { return }
        openElements[openElements.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard errorLine == nil else { return }
        errorLine = parser.lineNumber
        errorColumn = parser.columnNumber
        error = parseError
    }
}
