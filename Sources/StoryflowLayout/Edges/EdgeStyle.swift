import GraphvizDOT
import Storyflow

/// The look of each kind of connection. Kinds differ by line style and arrowhead, not by colour
/// alone, so a grey-scale print still tells them apart:
///
/// | kind | line | arrowhead |
/// |---|---|---|
/// | relationship | solid, grey | diamond at the container, none at the child |
/// | show | solid | filled triangle |
/// | showDetail | solid | open triangle |
/// | present | dashed | filled triangle |
/// | popover | dotted | triangle behind a circle |
/// | embed | bold, grey | box |
/// | custom | dashed | open diamond |
/// | unwind | dotted | vee |
enum EdgeStyle {
    /// The attributes that draw a segue of `kind`.
    static func attributes(for kind: SegueKind, palette: Palette) -> Attributes {
        switch kind {
        case .relationship:
            [.color(palette.relationship), .style([.solid]), .direction(.both), .arrowTail(.diamond), .arrowHead(.none),
             .fontColor(palette.secondaryText)]
        case .show:
            [.color(palette.transition), .style([.solid]), .arrowHead(.normal), .fontColor(palette.transition)]
        case .showDetail:
            [.color(palette.transition), .style([.solid]), .arrowHead(.empty), .fontColor(palette.transition)]
        case .present:
            [.color(palette.present), .style([.dashed]), .arrowHead(.normal), .fontColor(palette.present)]
        case .popover:
            [.color(palette.popover), .style([.dotted]), .penWidth(1.6), .arrowHead(.normal.then(.openDot)), .fontColor(palette.popover)]
        case .embed:
            [.color(palette.embed), .style([.bold]), .penWidth(2.6), .arrowHead(.box), .fontColor(palette.secondaryText)]
        case .custom:
            [.color(palette.custom), .style([.dashed]), .arrowHead(.openDiamond), .fontColor(palette.custom)]
        case .unwind:
            [.color(palette.unwind), .style([.dotted]), .penWidth(1.6), .arrowHead(.vee), .constraint(false), .fontColor(palette.unwind)]
        }
    }

    /// The look of an unwind whose target is a guess: lighter, thinner.
    static func unsureUnwind(palette: Palette) -> Attributes {
        [.color(palette.unsure), .penWidth(1.2), .fontColor(palette.unsure)]
    }

    /// Xcode's entry arrow: a thick grey arrow from a small dot.
    static func initialArrow(palette: Palette) -> Attributes {
        [.color(palette.initial), .penWidth(2.4), .arrowHead(.normal), .arrowSize(1), .style([.solid])]
    }

    /// The small dot the entry arrow starts from.
    static func entryPoint(palette: Palette) -> Attributes {
        [.shape(.point), .width(0.09), .color(palette.initial), .fillColor(palette.initial)]
    }
}
