import Storyflow

/// What a scene or segue is whatever file holds it: its storyboard object id, which Interface Builder
/// keeps when a scene moves to another storyboard (Refactor to Storyboard, a renamed or moved file),
/// while the flow's id gains the new file's prefix (`Main/X` → `Display/X`). A scene or segue that is
/// not a storyboard object (DSL, JSON) is its id.
enum ObjectIdentity {
    /// The scene's storyboard object id, else its id.
    static func of(_ scene: Scene) -> String {
        scene.location?.objectID ?? scene.id
    }

    /// The segue's storyboard object id, else its id.
    static func of(_ segue: Segue) -> String {
        segue.location?.objectID ?? segue.id
    }
}
