import GraphvizDOT

/// The strong colour and outline that pick scenes and segues out of a diagram: the focused scene, and
/// the ways `--path` asks for.
enum Highlight {
    /// The colour of `theme`, apart from every edge kind's.
    static func color(_ theme: Theme) -> Color {
        theme == .light ? "#e8590c" : "#ff922b"
    }

    /// A scene's node outlined: a rounded box around its label.
    static func outline(_ node: inout Node, theme: Theme, className: String) {
        node.attributes.set(.shape(.box))
        node.attributes.set(.style([.rounded]))
        node.attributes.set(.color(color(theme)))
        node.attributes.set(.penWidth(3))
        node.attributes.set(.margin(0.04))
        node.attributes.set(.class(Self.adding(className, to: node.attributes)))
    }

    /// An edge drawn thick in the colour.
    static func emphasize(_ edge: inout Edge, theme: Theme) {
        edge.attributes.set(.color(color(theme)))
        edge.attributes.set(.fontColor(color(theme)))
        edge.attributes.set(.penWidth(3))
        edge.attributes.set(.class(Self.adding(SVGClass.onPath.rawValue, to: edge.attributes)))
    }

    /// The element's classes with `className` added.
    private static func adding(_ className: String, to attributes: Attributes) -> String {
        guard case .class(let existing) = attributes["class"] else { return className }
        return existing + " " + className
    }
}
