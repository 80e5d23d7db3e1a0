/// The colour scheme of a diagram.
///
/// ```swift
/// LayoutOptions(theme: .dark)   // dark canvas, light text
/// ```
public enum Theme: String, Hashable, Sendable, CaseIterable {
    /// White canvas, light grey phone frames, iOS blue tint.
    case light
    /// Near-black canvas, dark screens, light text.
    case dark
}
