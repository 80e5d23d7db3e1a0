/// Why sources could not be scanned at all.
public enum SourceScanError: Error, Equatable, CustomStringConvertible {
    /// A path given to scan does not exist.
    case missingInput(String)
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// No Swift file was found under the paths.
    case noSwiftFiles([String])

    /// The message, lower case and without a full stop, like every diagnostic.
    public var description: String {
        switch self {
        case .missingInput(let path): "no such file or folder '\(path)'"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
        case .noSwiftFiles(let paths): "no Swift files under \(paths.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}
