/// What a clean failure looks like to a user: every line on standard error a diagnostic
/// (`place: severity: message`) or progress, with no raw text of Foundation, Graphviz or the
/// Swift runtime in it. Mutation tests hold every failure to this.
///
/// ```swift
/// CleanFailure.isDiagnostic("Main.storyboard:12:5: error: malformed XML: an end tag does not match its start tag")  // true
/// CleanFailure.isDiagnostic("Error Domain=NSCocoaErrorDomain Code=512")                                            // false
/// ```
public enum CleanFailure {
    /// Text that only reaches a user when an error was not turned into words.
    public static let rawMarkers = [
        "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "Error Domain=", "Fatal error", "Graphviz said", "Backtrac", "Program crashed",
    ]

    /// Whether `line` reads like a diagnostic or progress.
    public static func isDiagnostic(_ line: String) -> Bool {
        guard !rawMarkers.contains(where: line.contains) else { return false }
        return line.hasPrefix("wrote ") || line.firstMatch(of: /(^|: )(error|warning|note): \S/) != nil
    }
}
