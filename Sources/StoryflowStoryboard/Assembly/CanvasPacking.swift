import Storyflow

/// Places the canvases of several storyboards side by side on one canvas, so that scenes loaded
/// together keep each storyboard's own arrangement without landing on each other.
///
/// Every storyboard starts its canvas near the origin. The storyboards' bounding boxes (the scenes'
/// positions plus one scene's extent) are packed in rows, in load order, each row about as wide as
/// makes the whole roughly 4 : 3, with a gap between neighbours.
enum CanvasPacking {
    /// What a scene covers on Xcode's canvas beyond its position, with room for the scene's title bar.
    static let sceneExtent = (width: 500.0, height: 1000.0)
    /// The space between neighbouring storyboards, in canvas points.
    static let gap = 400.0

    /// The offset to add to every position of each document (zero for one without positions).
    static func offsets(for documents: [StoryboardDocument]) -> [CanvasPosition] {
        let boxes = documents.map { document -> (minX: Double, minY: Double, width: Double, height: Double)? in
            let positions = document.scenes.compactMap(\.position)
            guard let minX = positions.map(\.x).min(), let minY = positions.map(\.y).min(),
                  let maxX = positions.map(\.x).max(), let maxY = positions.map(\.y).max() else { return nil }
            return (minX, minY, maxX - minX + sceneExtent.width, maxY - minY + sceneExtent.height)
        }
        let area = boxes.compactMap { $0.map { ($0.width + gap) * ($0.height + gap) } }.reduce(0, +)
        let widest = boxes.compactMap { $0?.width }.max() ?? 0
        let rowWidth = max(widest, (area * 4 / 3).squareRoot())
        var offsets: [CanvasPosition] = []
        var cursor = (x: 0.0, y: 0.0)
        var rowHeight = 0.0
        for box in boxes {
            guard let box else {
                offsets.append(CanvasPosition(x: 0, y: 0))
                continue
            }
            if cursor.x > 0, cursor.x + box.width > rowWidth {
                cursor = (0, cursor.y + rowHeight + gap)
                rowHeight = 0
            }
            offsets.append(CanvasPosition(x: cursor.x - box.minX, y: cursor.y - box.minY))
            cursor.x += box.width + gap
            rowHeight = max(rowHeight, box.height)
        }
        return offsets
    }
}
