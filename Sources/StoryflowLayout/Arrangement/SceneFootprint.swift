import Storyflow

/// The room a scene's node takes in the diagram, in points, estimated before Graphviz measures it:
/// generous, so that scenes placed by position never overlap.
struct SceneFootprint: Hashable {
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The footprint of `scene` as ``SceneNodes`` draws it in `context`.
    init(scene: Scene, context: LayoutContext) {
        let device = scene.device ?? context.flow.device
        let screen = ScreenSize.of(device)
        if let picture = context.screenshot(of: scene.id) {
            let size = SceneScreenshot.drawnSize(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight, device: device)
            let pictures = context.options.baseScreenshots[scene.id] == nil ? 1.0 : 2.0
            self.init(width: Double(size.width) * pictures + 24, height: Double(size.height) + 80)
            return
        }
        switch scene.kind {
        case .reference: self.init(width: 170, height: 70)
        case _ where scene.kind.isContainer: self.init(width: 170, height: 90)
        case _ where context.detail.compactScenes:
            let triggers = Set(context.index.segues(from: scene.id).compactMap(\.trigger.elementID)).count
            self.init(width: 170, height: 40 + 16 * Double(triggers))
        default:
            self.init(width: Double(screen.width) + 24, height: max(screen.contentHeight, 20 * Double(Self.rows(in: scene.content))) + 140)
        }
    }

    /// About how many rows a screen's content draws: one per element and per table cell, and one per
    /// line of a label that wraps (about ``labelLineCharacters`` to a line).
    private static func rows(in content: SceneContent) -> Int {
        content.allElements.reduce(0) { count, element in
            switch element {
            case .table(let table): count + 1 + table.sections.reduce(0) { $0 + 1 + $1.cells.count }
            case .label(let label): count + max(1, (label.text.count + labelLineCharacters - 1) / labelLineCharacters)
            default: count + 1
            }
        }
    }

    /// About how many characters of a label fit on one line of a phone's screen.
    private static let labelLineCharacters = 30
}
