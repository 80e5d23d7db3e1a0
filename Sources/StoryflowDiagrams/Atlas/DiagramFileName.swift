import Foundation

/// The file names diagrams are written under, made from flow and part names.
///
/// ```swift
/// DiagramFileName.from("Ratings · Players")   // "Ratings---Players"
/// DiagramFileName.from("..")                  // "flow"
/// ```
public enum DiagramFileName {
    /// A file name for a flow name: letters, digits, `-`, `_` and `.` kept, anything else as `-`.
    public static func from(_ name: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        let mapped = String(name.unicodeScalars.map { allowed.contains($0) ? Character($0) : "-" })
        let trimmed = mapped.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "flow" : trimmed
    }
}
