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
    /// A directory was given but holds no `.storyboard` file.
    case noStoryboards(directory: String)
    /// The file is not well-formed XML; `line` and `column` are where the parser stopped.
    case malformedXML(path: String, line: Int, column: Int, reason: String)
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
        case .noStoryboards(let directory):
            Diagnostic(.error, "the directory holds no .storyboard file", location: SourceLocation(file: directory))
        case .malformedXML(let path, let line, let column, let reason):
            Diagnostic(.error, "malformed XML: \(reason)", location: SourceLocation(file: path, line: line, column: column))
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
