/// How much detail a diagram keeps as its flow grows, traded against Graphviz's time.
///
/// Graphviz's cost grows faster than the flow: a 100-scene flow takes a tenth of a second, a
/// 3000-scene one many seconds with every label drawn. ``automatic`` picks a level from the flow's
/// size (see ``DetailSettings`` for the thresholds and what each level changes); the other cases
/// force one, for tests, comparisons and users who prefer detail over speed. On the command line it
/// is `--detail automatic|full|lean|cards`.
///
/// ```swift
/// FlowLayout().graph(for: flow)                                        // automatic
/// FlowLayout(options: LayoutOptions(detail: .full)).graph(for: flow)   // every label, however slow
/// ```
public enum DetailLevel: String, Hashable, Sendable, CaseIterable {
    /// The level that suits the flow's size: ``full``, ``lean`` or ``cards``.
    case automatic
    /// Everything, laid out as carefully as Graphviz can: segue labels on their edges, full phone screens.
    case full
    /// Segue labels beside their edges instead of on them (a label on an edge costs a rank of its own),
    /// global ranking, and bounded ordering and placement passes. Scenes are drawn in full.
    case lean
    /// No segue labels (tooltips keep the text), scenes drawn as compact cards of their name and the
    /// elements that fire segues, unwinds not pinned to a side, and the cheapest placement pass.
    case cards
}
