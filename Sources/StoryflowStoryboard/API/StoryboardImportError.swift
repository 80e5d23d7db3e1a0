import Storyflow

/// Why a storyboard import failed; each case names the file (and line) at fault.
///
/// ```swift
/// do {
///     _ = try StoryboardImporter().importFlow(paths: ["Broken.storyboard"])
/// } catch let error as StoryboardImportError {
///     print(error)   // "Broken.storyboard:12:5: error: malformed XML: …"
/// }
/// ```
public enum StoryboardImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No path was given.
    case noInput
    /// The path names neither a file nor a directory.
    case fileNotFound(path: String)
    /// The file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// A directory was given but cannot be listed.
    case unreadableDirectory(path: String, reason: String)
    /// A directory was given but holds no `.storyboard` file.
    case noStoryboards(directory: String)
    /// The file is not well-formed XML; `line` and `column` are where the parser stopped.
    case malformedXML(path: String, line: Int, column: Int, reason: String)
    /// The file holds a byte that is not UTF-8 (Interface Builder writes UTF-8) at `line` and `column`.
    case invalidUTF8(path: String, line: Int, column: Int, byte: UInt8)
    /// The text is not in the encoding the file declares, or in one the importer reads (`encoding` as declared).
    case undecodableText(path: String, encoding: String)
    /// Elements are nested deeper than the importer reads (`limit` levels); `line` is the first too deep.
    case nestedTooDeep(path: String, line: Int, limit: Int)
    /// Two scenes of one storyboard have the same object id: at `firstLine` and again at `line`.
    case duplicateSceneID(path: String, id: String, firstLine: Int, line: Int)
    /// The file is XML but not an Interface Builder storyboard (`rootElement` is what it starts with).
    case notAStoryboard(path: String, rootElement: String)

    /// The error as a diagnostic at the file (and line and column) at fault.
    public var diagnostic: Diagnostic {
        switch self {
        case .noInput:
            Diagnostic(.error, "no storyboard given; pass .storyboard files or directories that contain them")
        case .fileNotFound(let path):
            Diagnostic(.error, "no such file or directory", location: SourceLocation(file: path))
        case .unreadableFile(let path, let reason):
            Diagnostic(.error, "cannot read the file: \(reason)", location: SourceLocation(file: path))
        case .unreadableDirectory(let path, let reason):
            Diagnostic(.error, "cannot read the folder: \(reason)", location: SourceLocation(file: path))
        case .noStoryboards(let directory):
            Diagnostic(.error, "the directory holds no .storyboard file", location: SourceLocation(file: directory))
        case .malformedXML(let path, let line, let column, let reason):
            Diagnostic(.error, "malformed XML: \(reason)", location: SourceLocation(file: path, line: line, column: column))
        case .invalidUTF8(let path, let line, let column, let byte):
            Diagnostic(
                .error, "the file is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) is not part of any character; "
                    + "storyboards are UTF-8, as Xcode writes them",
                location: SourceLocation(file: path, line: line, column: column)
            )
        case .undecodableText(let path, let encoding):
            Diagnostic(
                .error, "cannot read the text as '\(encoding)', the encoding the file declares; storyboards are UTF-8, as Xcode writes them",
                location: SourceLocation(file: path)
            )
        case .nestedTooDeep(let path, let line, let limit):
            Diagnostic(
                .error, "elements are nested more than \(limit) levels deep; a storyboard nests a few dozen at most, so this file is damaged",
                location: SourceLocation(file: path, line: line)
            )
        case .duplicateSceneID(let path, let id, let firstLine, let line):
            Diagnostic(
                .error, "two scenes have the id '\(id)' (line \(firstLine) and line \(line)); every scene needs its own id",
                location: SourceLocation(file: path, line: line, objectID: id)
            )
        case .notAStoryboard(let path, let rootElement):
            Diagnostic(
                .error, "not an Interface Builder storyboard (the root element is <\(rootElement)>, expected a storyboard <document>)",
                location: SourceLocation(file: path)
            )
        }
    }

    /// The message, printed the way compilers print diagnostics: `file:line:column: error: …`.
    public var description: String {
        diagnostic.description
    }
}
