import Foundation
import Storyflow

/// The class names a diagram's SVG carries that a browser reads: the layout writes them, and the
/// HTML viewer's script reads the same names from the page (``scriptNamesJSON``), so the two never
/// drift apart. A segue's kind and a scene's kind are classes too, by their raw values.
///
/// ```swift
/// SVGClass.hubReference.rawValue   // "hub-reference"
/// SVGClass.changes.map(\.rawValue) // ["added", "removed", "changed", "unchanged"]
/// ```
public enum SVGClass: String, CaseIterable, Sendable {
    /// Every scene's node, beside its kind (`scene tableViewController`).
    case scene
    /// Every segue's edge, beside its kind (`segue show`).
    case segue
    /// A segue's kind that goes back; the viewer does not follow it on a path.
    case unwind
    /// The node that stands for a hub beside one of the scenes that lead to it.
    case hubReference = "hub-reference"
    /// An edge of the legend, which is no part of the flow.
    case legendEntry = "legend-entry"
    /// The graph of a diagram in the dark theme.
    case dark
    /// A scene or segue on the ways `--path` asks for, or the focused scene.
    case onPath = "on-path"
    /// What a diff diagram marks: new in the head.
    case added
    /// Gone from the head.
    case removed
    /// In both, different.
    case changed
    /// In both, the same.
    case unchanged
    /// The old version of a changed segue, drawn where it was (with ``changed``).
    case oldVersion = "old-version"

    /// The classes of a diff diagram's change marks, in the order the viewer lists them.
    public static let changes: [SVGClass] = [.added, .removed, .changed, .unchanged]

    /// The names as the JSON object the viewer's script reads: `classes` by case name, and
    /// `changeClasses`, e.g. `{"changeClasses":["added",…],"classes":{"dark":"dark","hubReference":"hub-reference",…}}`.
    public static var scriptNamesJSON: String {
        struct Names: Encodable {
            let changeClasses: [String]
            let classes: [String: String]
        }
        let names = Names(
            changeClasses: changes.map(\.rawValue),
            classes: Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0.rawValue) })
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(names)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
