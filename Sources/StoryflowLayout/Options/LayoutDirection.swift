/// The direction in which a diagram's segues lead from one scene to the next.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Entry at the left, later scenes to the right, as on Xcode's canvas.
    case leftToRight
    /// Entry at the top, later scenes below.
    case topToBottom
}
