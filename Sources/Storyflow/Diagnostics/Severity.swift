/// How serious a review finding is, from a hint to a mistake that breaks the app.
///
/// Severities are ordered: `.note < .warning < .error`.
///
/// ```swift
/// Severity.warning.description   // "warning"
/// Severity.allCases.max()        // .error
/// ```
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Worth knowing; nothing is wrong as such.
    case note
    /// Probably a mistake: the app runs, but not the way the flow suggests.
    case warning
    /// A mistake that fails at build or run time.
    case error

    /// The word compilers print: `note`, `warning` or `error`.
    public var description: String { rawValue }

    /// Orders by seriousness: a note is less than a warning, a warning less than an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
