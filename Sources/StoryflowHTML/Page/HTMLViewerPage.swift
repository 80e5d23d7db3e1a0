import Foundation
import StoryflowLayout

/// One self-contained HTML page that shows a diagram's SVG with pan and zoom, search, segue-kind and
/// change filters, a details panel and the paths into and out of a selected scene.
///
/// The page needs no network: the SVG, the details, the style and the script are all inside it.
/// The script reads the diagram's structure from the SVG itself (`g.node`/`g.edge` groups, their ids,
/// classes, titles and tooltips; the class names are StoryflowLayout's `SVGClass`, written into the
/// page for it), so any Storyflow SVG works, a diff diagram included: edge classes
/// become segue-kind filters and `added`, `removed`, `changed` and `unchanged` classes become change toggles.
/// ``elements`` adds what the SVG does not say (class, storyboard id, content, findings, source links).
///
/// ```swift
/// let svg = String(decoding: try renderer.render(dot, as: .svg).data, as: UTF8.self)
/// let page = HTMLViewerPage(title: "Ratings", svg: svg, elements: details)
/// try Data(page.html().utf8).write(to: URL(fileURLWithPath: "Ratings.html"))
/// ```
public struct HTMLViewerPage: Sendable {
    /// The page title, usually the flow's name.
    public var title: String
    /// The diagram, as Graphviz wrote it (an XML prolog and doctype are dropped).
    public var svg: String
    /// Details by SVG element `id`.
    public var elements: [String: ViewerElement]

    /// Creates a page.
    public init(title: String, svg: String, elements: [String: ViewerElement] = [:]) {
        self.title = title
        self.svg = svg
        self.elements = elements
    }

    /// The page's HTML; the same inputs always give the same bytes.
    public func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Storyflow">
        <title>\(Self.escaped(title)) — Storyflow</title>
        <style>
        \(ViewerStyle.css)</style>
        </head>
        <body data-viewer="loading">
        <header>
        <h1>\(Self.escaped(title))</h1>
        <input id="search" type="search" placeholder="Search scenes, classes, identifiers  ( / )" aria-label="Search scenes, classes and identifiers" autocomplete="off">
        <button type="button" id="search-previous" title="Previous match (Shift+Enter)" aria-label="Previous match">↑</button>
        <button type="button" id="search-next" title="Next match (Enter)" aria-label="Next match">↓</button>
        <span class="spacer"></span>
        <button type="button" data-zoom="out" title="Zoom out (−)" aria-label="Zoom out">−</button>
        <button type="button" data-zoom="fit" title="Fit the whole diagram (0)">Fit</button>
        <button type="button" data-zoom="in" title="Zoom in (+)" aria-label="Zoom in">+</button>
        </header>
        <ul id="viewer-errors" hidden></ul>
        <main>
        <nav id="sidebar">
        <p id="viewer-status" role="status"></p>
        <ol id="results"></ol>
        <fieldset id="kind-filters"><legend>Segue kinds</legend></fieldset>
        <fieldset id="change-filters" hidden><legend>Changes</legend></fieldset>
        <p class="hint">Drag to pan, scroll to zoom, click a scene for its details and paths. Esc clears.</p>
        </nav>
        <div id="canvas">
        \(Self.inlineSVG(svg))
        </div>
        <aside id="details" hidden></aside>
        </main>
        <script type="application/json" id="viewer-data">\(dataJSON)</script>
        <script type="application/json" id="viewer-names">\(SVGClass.scriptNamesJSON)</script>
        <script>
        \(elements.values.contains { $0.screenshots != nil } ? ViewerScript.sourceWithScreenshots : ViewerScript.source)</script>
        </body>
        </html>

        """
    }

    /// The details as JSON that cannot end the `<script>` element it sits in.
    private var dataJSON: String {
        struct PageData: Encodable {
            let title: String
            let elements: [String: ViewerElement]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(PageData(title: title, elements: elements))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The `<svg>` element and what follows it, without the XML prolog and doctype before it.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
