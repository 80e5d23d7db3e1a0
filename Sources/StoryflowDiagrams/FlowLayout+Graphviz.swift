import Foundation
import GraphvizRender
import StoryflowLayout

extension FlowLayout {
    /// A layout with `options` whose storyboard arrangement places scenes by the sizes Graphviz
    /// draws them at, measured in this process on a graph of the scenes alone (see ``NodeMeasuring``).
    public static func measuringWithGraphviz(options: LayoutOptions) -> FlowLayout {
        FlowLayout(options: options) { graph in
            guard let laidOut = try? GraphvizRenderer().render(graph, as: .laidOutDOT),
                  let places = try? GraphPlaces(laidOutDOT: String(decoding: laidOut.data, as: UTF8.self)) else { return nil }
            return places.nodeSizes.mapValues { ($0.width, $0.height) }
        }
    }
}
