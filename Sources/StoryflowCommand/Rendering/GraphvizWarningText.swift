import Foundation
import Storyflow

/// Graphviz's warnings in words a user of `storyflow` can act on; none of its raw text is printed.
///
/// Warnings about Graphviz's own bookkeeping, which do not change the diagram, are dropped (an
/// "Arrow type unknown" for an arrowhead Storyflow never writes comes from Graphviz 2.42 reading
/// another attribute of an internal edge). Each distinct warning is printed once.
///
/// ```swift
/// GraphvizWarningText.diagnostics(for: [#"Unable to reclaim box space in spline routing for edge "s1" -> "s2"."#], flowName: "Ratings")
/// // [Ratings: warning: an arrow could not be routed around every scene; it may cross one]
/// ```
enum GraphvizWarningText {
    /// The diagnostics for Graphviz's warnings about the diagram of `flowName`, in order, duplicates left out.
    static func diagnostics(for warnings: [String], flowName: String) -> [Diagnostic] {
        var seen = Set<String>()
        return warnings.compactMap(words(for:)).filter { seen.insert($0).inserted }.map { Diagnostic(.warning, $0, subject: flowName) }
    }

    /// What a warning means, or `nil` when it does not concern the diagram.
    static func words(for warning: String) -> String? {
        let text = warning.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("Arrow type") { return nil }
        if text.contains("spline routing") || text.contains("routesplines") || text.contains("boxes") && text.contains("edge")
            || text.contains("triangulation failed") || text.contains("not in any triangle") {
            return "an arrow could not be routed around every scene; it may cross one"
        }
        if text.contains("nodes with margin") && text.contains("straight line edges") {
            return "scenes placed close together on the storyboard's canvas leave no room for curved arrows; "
                + "arrows are drawn straight (--arrangement automatic avoids it)"
        }
        if text.contains("cluster") && (text.contains("lhead") || text.contains("ltail") || text.contains("inside")) {
            return "an arrow to a grouped container could not end at its box; it ends inside the box"
        }
        if text.contains("port") && text.contains("unrecognized") {
            return "an arrow's starting element was not found in its scene; it leaves from the scene's edge"
        }
        if let scale = text.firstMatch(of: /Scaling by ([0-9.]+)/) {
            return "the diagram is too large for a PNG at this resolution and was scaled by \(scale.1); "
                + "lower --resolution, or render SVG or PDF"
        }
        if text.contains("too large") || text.contains("too big") {
            return "the diagram is too large for this format; lower --resolution, or render SVG or PDF"
        }
        if text.localizedCaseInsensitiveContains("font") {
            return "a font the diagram asks for is not installed, so another was used (install fonts-dejavu-core)"
        }
        if text.contains("couldn't open") || text.contains("No such file") {
            return "an image the diagram refers to could not be opened; it is left out"
        }
        if text.contains("too small for label") {
            return "a label is larger than the shape drawn for it; its text may overflow"
        }
        return "the layout engine reported a problem the diagram may show (Graphviz said: \(text.prefix(200)))"
    }
}
