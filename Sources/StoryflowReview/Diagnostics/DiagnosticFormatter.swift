import Storyflow

/// Prints findings the way compilers print diagnostics, and sums them up.
///
/// ```swift
/// DiagnosticFormatter.line(for: finding, flowName: "Ratings")
/// // "Flows/Ratings.swift:42: warning: show segue 'PickGame' from 'Add Player' has no … [push-without-navigation]"
/// // A storyboard object: "Main.storyboard:17 (BYZ-38-t0r): warning: …"; no location: "Ratings: warning: …"
/// DiagnosticFormatter.summary(of: findings)   // "1 error, 2 warnings"
/// ```
public enum DiagnosticFormatter {
    /// `location: severity: message [rule-id]`, where the location is the finding's
    /// ``SourceLocation/description`` or, for a finding about the whole flow, the flow's name.
    public static func line(for finding: Finding, flowName: String) -> String {
        let place = finding.location?.description ?? flowName
        return "\(place): \(finding.severity): \(finding.message) [\(finding.ruleID)]"
    }

    /// One ``line(for:flowName:)`` per finding, in the order given.
    public static func lines(for findings: [Finding], flowName: String) -> [String] {
        findings.map { line(for: $0, flowName: flowName) }
    }

    /// The counts by severity, most serious first, zero counts left out: `1 error, 2 warnings, 1 note`;
    /// `no findings` when there are none.
    public static func summary(of findings: [Finding]) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.count { $0.severity == severity }
            guard count > 0 else { return nil }
            return "\(count) \(severity)" + (count == 1 ? "" : "s")
        }
        return counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
    }
}
