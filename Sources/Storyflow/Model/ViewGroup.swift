/// A view that holds other views and is drawn as a labelled box around them: a scroll view, a visual
/// effect view, or a view Storyflow has no drawing for (a custom class, a SceneKit or Metal view),
/// named by its class.
///
/// ```swift
/// let scroll = ViewGroup(id: "scroll", kind: .scrollView, elements: [.label(Label(id: "l", text: "Terms"))])
/// let chart = ViewGroup(id: "chart", kind: .custom, className: "ChartView")
/// chart.displayName   // "ChartView"
/// ```
public struct ViewGroup: Identifiable, Hashable, Sendable, Codable {
    /// The kinds of box; raw values are the stable JSON tokens.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// `UIScrollView`: its content scrolls.
        case scrollView
        /// `UIVisualEffectView`: a blur or vibrancy over what lies beneath.
        case visualEffectView
        /// Any other view worth showing: a custom class or a kind Storyflow does not draw.
        case custom
    }

    /// Unique within the scene.
    public var id: String
    /// What kind of box it is.
    public var kind: Kind
    /// The view's class (`ChartView`, `SCNView`); for a scroll or effect view, its custom class if any.
    public var className: String?
    /// The views inside it, in order.
    public var elements: [Element]

    /// Creates a group.
    public init(id: String, kind: Kind, className: String? = nil, elements: [Element] = []) {
        self.id = id
        self.kind = kind
        self.className = className
        self.elements = elements
    }

    /// The box's label: its class, else the kind's name (`Scroll View`, `Visual Effect View`, `View`).
    public var displayName: String {
        if let className { return className }
        switch kind {
        case .scrollView: return "Scroll View"
        case .visualEffectView: return "Visual Effect View"
        case .custom: return "View"
        }
    }
}
