/// Where a diagram puts its scenes. On the command line: `--arrangement storyboard|automatic`.
///
/// ```swift
/// FlowLayout(options: LayoutOptions(arrangement: .automatic)).graph(for: storyboardFlow)
/// ```
public enum Arrangement: String, Hashable, Sendable, CaseIterable {
    /// Where the developer placed them on Xcode's canvas (scaled, overlaps pushed apart), with edges
    /// routed around them by Graphviz. Applies when every scene records a position (storyboards do)
    /// and containers are not grouped; otherwise the flow is arranged automatically.
    case storyboard
    /// Graphviz ranks the scenes along the segues, packing disconnected parts and long fan-outs compactly.
    case automatic
}
