import GraphvizDOT

/// The colours of change marks in a theme, and the fading of unchanged parts and ghosts.
struct ChangeColors {
    let added: Color
    let removed: Color
    let changed: Color
    let badgeText: Color

    /// The colours for `theme`.
    static func of(_ theme: Theme) -> ChangeColors {
        switch theme {
        case .light: ChangeColors(added: "#1f8a3b", removed: "#c4314b", changed: "#c26a00", badgeText: "#ffffff")
        case .dark: ChangeColors(added: "#4cd964", removed: "#ff6b81", changed: "#ffb340", badgeText: "#1e1e1e")
        }
    }

    /// The colour of a mark of `kind`.
    func color(of kind: ChangeMark.Kind) -> Color {
        switch kind {
        case .added: added
        case .removed: removed
        case .changed: changed
        }
    }

}

/// Fades colours toward the canvas, keeping them opaque: a faded scene still hides the edges
/// that start under it, as every scene does.
struct Fade: Hashable, Sendable {
    /// The colour faded toward.
    let canvas: Color
    /// How much of the original colour is kept, from 0 (the canvas) to 1 (unchanged).
    let strength: Double

    /// Unchanged parts of the overlay: quiet, still readable.
    static func quiet(on canvas: Color) -> Fade { Fade(canvas: canvas, strength: 0.55) }
    /// Removed parts of the overlay: ghosts.
    static func ghost(on canvas: Color) -> Fade { Fade(canvas: canvas, strength: 0.3) }
    /// The labels of removed segues in the overlay: fainter than the changes, still readable.
    static func ghostText(on canvas: Color) -> Fade { Fade(canvas: canvas, strength: 0.7) }

    /// `color` mixed with the canvas; names and translucent colours are kept as they are.
    func apply(to color: Color) -> Color {
        guard let rgb = Self.components(color), let base = Self.components(canvas) else { return color }
        let mixed = zip(rgb, base).map { Int((Double($0) * strength + Double($1) * (1 - strength)).rounded()) }
        return Color(rawValue: "#" + mixed.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
    }

    private static func components(_ color: Color) -> [Int]? {
        let value = color.rawValue
        guard value.hasPrefix("#"), value.count == 7, let number = Int(value.dropFirst(), radix: 16) else { return nil }
        return [(number >> 16) & 0xff, (number >> 8) & 0xff, number & 0xff]
    }
}

extension ChangeMark.Kind {
    /// The badge's sign: `+`, `−`, `~`.
    var symbol: String {
        switch self {
        case .added: "+"
        case .removed: "−"
        case .changed: "~"
        }
    }
}
