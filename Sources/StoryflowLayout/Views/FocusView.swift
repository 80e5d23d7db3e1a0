import Storyflow

/// The part of a flow a ``Focus`` draws: the focused scene's neighbourhood as a flow of its own, and
/// one stub per scene drawn for the scenes beyond it ("→ 12 more scenes", "3 more scenes →").
struct FocusView {
    /// The scenes drawn and the segues between them, named after the focus.
    let flow: Flow
    /// The stubs for the rest.
    let stubs: [SceneStub]

    /// The view of `flow` around `focus`; `nil` when the flow has no such scene.
    init?(flow full: Flow, focus: Focus) {
        guard let centre = full.scene(id: focus.sceneID) else { return nil }
        let around = FlowNeighbourhood(flow: full, centre: focus.sceneID, depth: focus.depth)
        let shown = Set(around.sceneIDs)
        let names = Dictionary(full.scenes.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        flow = full.subflow(keeping: shown, named: "\(full.name) · around \(centre.displayName)")
        var stubs: [SceneStub] = []
        for id in around.sceneIDs {
            if let hidden = around.hiddenBefore[id] {
                stubs.append(SceneStub(sceneID: id, side: .before, text: SceneStub.Side.before.pointing(Self.count(hidden)), tooltip: Self.list(hidden, names: names)))
            }
            if let hidden = around.hiddenAfter[id] {
                stubs.append(SceneStub(sceneID: id, side: .after, text: SceneStub.Side.after.pointing(Self.count(hidden)), tooltip: Self.list(hidden, names: names)))
            }
        }
        self.stubs = stubs
    }

    /// "1 more scene", "12 more scenes".
    static func count(_ scenes: [Scene.ID]) -> String {
        scenes.count == 1 ? "1 more scene" : "\(scenes.count) more scenes"
    }

    /// The names of up to ten scenes, one a line, then how many more.
    static func list(_ scenes: [Scene.ID], names: [Scene.ID: String]) -> String {
        SceneStub.tooltip(listing: scenes.map { names[$0] ?? $0 })
    }
}
