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

    /// About how many rows a screen's content draws: one per element and per table cell.
    private static func rows(in content: SceneContent) -> Int {
        content.allElements.reduce(0) { count, element in
            guard case .table(let table) = element else { return count + 1 }
            return count + 1 + table.sections.reduce(0) { $0 + 1 + $1.cells.count }
        }
    }
}
