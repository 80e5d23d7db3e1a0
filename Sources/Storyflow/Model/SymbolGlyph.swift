/// The text a diagram shows for an image name: a glyph for common SF Symbols (`star.fill` → `★`,
/// `gearshape` → `⚙`), else the name itself, so an image-only button never shows as a blank.
///
/// ```swift
/// SymbolGlyph.text(for: "plus.circle.fill")   // "+"
/// SymbolGlyph.text(for: "figure.walk")        // "figure.walk"
/// ```
/// A name is looked up whole, then without its trailing `.`-parts (`heart.circle.fill`, `heart.circle`,
/// `heart`); filled variants of stars and hearts get filled glyphs. Every glyph is in DejaVu Sans or Symbola,
/// the fonts diagrams name.
public enum SymbolGlyph {
    /// The glyph for `name`, or `name` itself when no glyph stands for it.
    public static func text(for name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        let isFilled = parts.contains("fill")
        for length in stride(from: parts.count, to: 0, by: -1) {
            let key = parts.prefix(length).joined(separator: ".")
            if isFilled, let glyph = filledGlyphs[key] { return glyph }
            if let glyph = glyphs[key] { return glyph }
        }
        return name
    }

    private static let filledGlyphs: [String: String] = [
        "star": "★", "heart": "♥", "circle": "●", "square": "■", "bookmark": "▮", "flag": "⚑",
    ]

    private static let glyphs: [String: String] = [
        "plus": "+", "plus.circle": "⊕", "minus": "−", "xmark": "✕", "multiply": "✕", "checkmark": "✓",
        "gear": "⚙", "gearshape": "⚙", "star": "☆", "heart": "♡", "trash": "⌫",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩", "square.and.pencil": "✎", "pencil": "✎",
        "magnifyingglass": "⚲", "info": "ℹ", "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?",
        "exclamationmark.triangle": "⚠", "exclamationmark": "!", "house": "⌂", "envelope": "✉",
        "line.3.horizontal": "☰", "line.horizontal.3": "☰", "list.bullet": "☰", "ellipsis": "…",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.left": "←", "arrow.right": "→",
        "arrow.up": "↑", "arrow.down": "↓", "chevron.left": "‹", "chevron.right": "›", "chevron.up": "⌃",
        "chevron.down": "⌄", "chevron.backward": "‹", "chevron.forward": "›", "play": "▶", "pause": "❚❚",
        "stop": "■", "backward": "◀◀", "forward": "▶▶", "sun.max": "☀", "moon": "☾", "cloud": "☁",
        "bolt": "⚡", "phone": "✆", "flag": "⚐", "circle": "○", "square": "□", "bookmark": "▯",
        "square.grid.2x2": "▦", "keyboard": "⌨", "location": "➤", "paperplane": "➤", "command": "⌘",
        "music.note": "♪", "person": "☺", "person.crop.circle": "☺", "slider.horizontal.3": "☰",
    ]
}
