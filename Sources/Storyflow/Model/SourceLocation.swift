/// Where a scene, segue or element was declared: a DSL source line or a storyboard object.
///
/// Review findings and errors print it the way compilers do:
///
/// ```swift
/// SourceLocation(file: "Flows/Ratings.swift", line: 42).description       // "Flows/Ratings.swift:42"
/// SourceLocation(file: "Main.storyboard", line: 17, objectID: "BYZ-38-t0r").description
/// // "Main.storyboard:17 (BYZ-38-t0r)"
/// ```
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file: a `#fileID` for the DSL, a path for a storyboard.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known (a parser's error position).
    public var column: Int?
    /// The storyboard object id, when the location is inside a storyboard.
    public var objectID: String?

    /// Creates a location.
    public init(file: String, line: Int? = nil, column: Int? = nil, objectID: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
    }

    /// `file:line:column` (as much as is known), followed by the object id in parentheses when there is one.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if line != nil, let column { text += ":\(column)" }
        if let objectID { text += " (\(objectID))" }
        return text
    }
}
