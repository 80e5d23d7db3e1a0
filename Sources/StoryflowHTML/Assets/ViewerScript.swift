/// The viewer page's script, kept small and readable: it reads the diagram from the SVG, so any
/// Storyflow SVG (a flow or a diff) works, and writes its own errors into the page. What needs no
/// page (`viewer-logic.js`: search, paths, the URL's #fragment, filters) comes first, then the
/// script that wires it to the page (`viewer.js`); Node's test runner tests the first on its own.
enum ViewerScript {
    static let source = ViewerResource.text(of: "viewer-logic.js") + "\n" + ViewerResource.text(of: "viewer.js")

    /// The script for a page whose details show screenshots: ``source`` with the pictures drawn
    /// in a scene's details, above its content (side by side with their captions for a diff).
    /// Pages without screenshots keep ``source`` as it is.
    static let sourceWithScreenshots = source.replacingOccurrences(of: contentAnchor, with: screenshotDetails + contentAnchor)

    private static let contentAnchor = "      if (info.content?.length) {\n"

    /// `viewer-screenshots.js`, ending with a line break.
    private static let screenshotDetails = ViewerResource.text(of: "viewer-screenshots.js") + "\n"
}
