import Foundation
import Storyflow

/// A source location as the viewer shows it: `file:line` text and, when a base URL is known, a link
/// to that line (`BASE/file#L42`, the fragment code hosts use for a line).
///
/// ```swift
/// let location = SourceLocation(file: "App/Main.storyboard", line: 17, objectID: "BYZ-38-t0r")
/// ViewerSourceLink(location, baseURL: URL(string: "https://example.com/app/blob/main/"))
/// // text "App/Main.storyboard:17 (BYZ-38-t0r)", url "https://example.com/app/blob/main/App/Main.storyboard#L17"
/// ```
public struct ViewerSourceLink: Hashable, Sendable, Encodable {
    /// The location as compilers print it.
    public var text: String
    /// The link to the file and line, or `nil` without an `http` or `https` base URL (or for an
    /// absolute path, which no base URL can point into).
    public var url: String?

    /// The link of `location`; its file is appended to `baseURL` as a relative path. A file inside
    /// `root` (the folder paths are relative to, usually the repository's) is named relative to it.
    public init(_ location: SourceLocation, baseURL: URL?, root: String? = nil) {
        var location = location
        if let root, location.file.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            location.file = String(location.file.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        }
        text = location.description
        url = baseURL.flatMap { Self.url(of: location, under: $0) }
    }

    private static func url(of location: SourceLocation, under baseURL: URL) -> String? {
        // A link runs nothing: an http or https base only, never `javascript:` or `data:`.
        guard !location.file.hasPrefix("/"), ["http", "https"].contains(baseURL.scheme?.lowercased() ?? "") else { return nil }
        let base = baseURL.absoluteString.hasSuffix("/") ? baseURL.absoluteString : baseURL.absoluteString + "/"
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "#?"))
        guard let path = location.file.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return base + path + (location.line.map { "#L\($0)" } ?? "")
    }
}
