import Foundation
import GraphvizRender
import Storyflow
import StoryflowDiagrams
import StoryflowLayout
import Testing

/// The storyboard's own arrangement with scenes measured by Graphviz: the canvas between scenes
/// closes to the room kept for edges, not to the room of a generous estimate.
@Suite struct MeasuredArrangementTests {
    /// Three scenes in a row on Xcode's canvas, far apart, with a segue from the first to the second.
    private static let row = Flow(name: "Row", scenes: [
        Scene(id: "nav", kind: .navigationController, position: CanvasPosition(x: 0, y: 0)),
        Scene(id: "list", kind: .tableViewController, title: "List", position: CanvasPosition(x: 900, y: 0)),
        Scene(id: "detail", title: "Detail", position: CanvasPosition(x: 1800, y: 0)),
    ], segues: [
        Segue(id: "root", kind: .relationship, source: "nav", destination: "list", relationshipRole: .root),
    ], initialSceneID: "nav")

    /// The gaps between neighbouring scenes' drawn outlines, left to right, in points.
    private static func gaps(drawnWith layout: FlowLayout) throws -> [Double] {
        let svg = String(decoding: try GraphvizRenderer().render(layout.graph(for: row), as: .svg).data, as: UTF8.self)
        let boxes = try #require(PageMeasure(svg: svg)).sceneBoxes.sorted { $0.minX < $1.minX }
        #expect(boxes.count == 3)
        return zip(boxes, boxes.dropFirst()).map { $1.minX - $0.maxX }
    }

    @Test func scenesMeasuredByGraphvizKeepOnlyTheRoomForEdgesBetweenThem() throws {
        let measured = try Self.gaps(drawnWith: .measuringWithGraphviz(options: LayoutOptions()))
        // 70 points kept between scenes side by side; a node's outline is drawn a point or two inside it.
        #expect(measured.allSatisfy { $0 > 69.5 && $0 < 75 }, "\(measured)")
        let estimated = try Self.gaps(drawnWith: FlowLayout())
        #expect(zip(measured, estimated).allSatisfy { $0 < $1 - 10 }, "measured \(measured), estimated \(estimated)")
    }
}
