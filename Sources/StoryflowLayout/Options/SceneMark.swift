import Storyflow

/// A message to show on one scene, such as a review finding.
///
/// The layout draws a badge with a symbol and the severity's colour on the scene and puts the
/// messages in its tooltip. It does not depend on the reviewer: callers map their findings.
///
/// ```swift
/// let mark = SceneMark(sceneID: "Players", severity: .warning, message: "Prototype cell has no reuse identifier")
/// FlowLayout(options: LayoutOptions(marks: [mark])).graph(for: flow)
/// ```
public struct SceneMark: Hashable, Sendable {
    /// The scene the mark is shown on.
    public var sceneID: Scene.ID
    /// How serious it is; the most serious mark of a scene decides its badge (`✖`, `⚠` or `ℹ`).
    public var severity: Severity
    /// The text shown in the scene's tooltip.
    public var message: String

    /// Creates a mark.
    public init(sceneID: Scene.ID, severity: Severity, message: String) {
        self.sceneID = sceneID
        self.severity = severity
        self.message = message
    }
}
