import Storyflow

/// A picture of a screen drawn in place of its mock-up (``LayoutOptions/screenshots``): the scene
/// keeps its header (name and class) and the picture fills its screen, scaled to fit.
///
/// ```swift
/// var options = LayoutOptions()
/// options.screenshots["Players"] = SceneScreenshot(path: "/tmp/Players.png", pixelWidth: 360, pixelHeight: 780)
/// ```
public struct SceneScreenshot: Hashable, Sendable {
    /// The PNG file Graphviz draws: the path the DOT source names.
    public var path: String
    /// The picture's width in pixels; with the height, it gives the proportions of the drawn screen.
    public var pixelWidth: Int
    /// The picture's height in pixels.
    public var pixelHeight: Int

    /// The tallest screen drawn, as a multiple of its width: a long scrolling snapshot is shrunk to
    /// fit this rather than stretching its row of the diagram.
    public static let maximumAspect = 2.4

    /// Creates a screenshot.
    public init(path: String, pixelWidth: Int, pixelHeight: Int) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The size in points of the screen a picture of `pixelWidth` × `pixelHeight` is drawn in, for a
    /// flow designed for `device`: the mock-up's width, and the height its proportions give (from a
    /// landscape picture's to ``maximumAspect`` times the width). What a thumbnail is shrunk to.
    public static func drawnSize(pixelWidth: Int, pixelHeight: Int, device: Device?) -> (width: Int, height: Int) {
        let screen = ScreenSize.of(device)
        let aspect = Double(max(1, pixelHeight)) / Double(max(1, pixelWidth))
        let height = Double(screen.width) * min(maximumAspect, max(0.5, aspect))
        return (screen.width, Int(height.rounded()))
    }
}
