import Foundation

/// A storyboard's bytes and the path that names it in locations and errors.
///
/// Use it to import storyboards that are not files on disk (tests, editors, network):
///
/// ```swift
/// let file = StoryboardFile(path: "Main.storyboard", contents: xml)
/// let result = try StoryboardImporter().importFlow(storyboards: [file])
/// ```
public struct StoryboardFile: Hashable, Sendable {
    /// The path as given; its last component without `.storyboard` is the storyboard's name.
    public var path: String
    /// The XML bytes.
    public var data: Data

    /// Creates a storyboard file from bytes.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// Creates a storyboard file from XML text.
    public init(path: String, contents: String) {
        self.init(path: path, data: Data(contents.utf8))
    }

    /// The storyboard's name, as `storyboardName` references spell it: `Main` for `Base.lproj/Main.storyboard`.
    public var storyboardName: String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
