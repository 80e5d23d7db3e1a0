/// Where the developer placed a scene on Xcode's storyboard canvas, in canvas points (`y` grows
/// downwards), as a storyboard stores it (`<point key="canvasLocation" x="880" y="40"/>`).
///
/// Diagrams arranged the storyboard's way keep scenes where they are relative to each other;
/// flows written in the DSL or JSON usually have none and are arranged automatically.
///
/// ```swift
/// var home = Scene(id: "Home")
/// home.position = CanvasPosition(x: 880, y: 40)
/// ```
public struct CanvasPosition: Hashable, Sendable, Codable {
    /// The horizontal position, growing to the right.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// A position on the canvas.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
