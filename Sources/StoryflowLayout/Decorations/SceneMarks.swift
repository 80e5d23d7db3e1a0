import GraphvizDOT
import Storyflow

/// The marks of one scene: its badge (symbol, count, colour) and the lines of its tooltip.
struct SceneMarks: Sendable {
    /// The marks in the order they were given.
    let marks: [SceneMark]

    /// The most serious severity among the marks.
    var severity: Severity {
        marks.map(\.severity).max() ?? .note
    }

    /// The badge text: the severity's symbol and, for several marks, their count (`⚠ 2`).
    var badge: String {
        marks.count > 1 ? "\(severity.symbol) \(marks.count)" : severity.symbol
    }

    /// One tooltip line per mark: `⚠ warning: message`.
    var tooltipLines: [String] {
        marks.map { "\($0.severity.symbol) \($0.severity): \($0.message)" }
    }

    /// The colour of the badge and outline.
    func color(in palette: Palette) -> Color {
        switch severity {
        case .error: palette.error
        case .warning: palette.warning
        case .note: palette.note
        }
    }

    /// `marks` grouped by scene, each group in the given order.
    static func grouped(_ marks: [SceneMark]) -> [Scene.ID: SceneMarks] {
        Dictionary(grouping: marks, by: \.sceneID).mapValues(SceneMarks.init)
    }
}

extension Severity {
    /// A symbol that tells severities apart without colour.
    var symbol: String {
        switch self {
        case .error: "✖"
        case .warning: "⚠"
        case .note: "ℹ"
        }
    }
}
