/// One message for a person, from any stage: a DSL mistake, an import problem, a review finding, a
/// render or command-line failure. Every stage turns its errors and warnings into diagnostics, so they
/// all print the same way, through ``DiagnosticFormatter``:
///
/// ```swift
/// Diagnostic(.warning, "show segue 'PickGame' … has no navigation controller above it",
///            location: SourceLocation(file: "Flows/Ratings.swift", line: 42), code: "push-without-navigation")
///     .description
/// // "Flows/Ratings.swift:42: warning: show segue 'PickGame' … above it [push-without-navigation]"
/// ```
///
/// Messages start in lower case and end without a full stop, as compilers write them; names and
/// values from the flow stand in single quotes.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, and how to fix it when that is known.
    public var message: String
    /// The file, line and column (and storyboard object) at fault, when there is one.
    public var location: SourceLocation?
    /// What the message is about when there is no file: a flow's name or a command-line input.
    public var subject: String?
    /// A stable id of the check that found it, printed in brackets: a review rule's id.
    public var code: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, location: SourceLocation? = nil, subject: String? = nil, code: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
        self.code = code
    }

    /// The diagnostic as one line, `place: severity: message [code]` (see ``DiagnosticFormatter``).
    public var description: String {
        DiagnosticFormatter.line(for: self)
    }
}
