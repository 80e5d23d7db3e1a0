/// A declared segue whose source scene and trigger are known; only its id is still to be assigned.
struct TriggeredSegue: Hashable, Sendable {
    let declaration: SegueDeclaration
    let source: Scene.ID
    let trigger: Trigger
}
