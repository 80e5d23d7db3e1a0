import Foundation
import GraphvizRender
import StoryflowGenerator
import StoryflowLayout

/// Before/after pictures of the scale levels: the same synthetic flows laid out at every level and
/// drawn as small PNGs, named `<shape>-<scenes>-<level>.png`.
struct ScalePictures {
    /// The flows to draw.
    var cases: [BenchmarkCase]
    /// The most pixels each PNG may have, which keeps the files small.
    var maximumPixels: Int
    /// Where the PNGs go.
    var folder: URL

    /// Draws every case at every level and returns a line per file: name, pixel size, bytes, seconds.
    func write() throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = GraphvizRenderer(options: RenderOptions(dpi: 96, maximumPNGPixels: maximumPixels))
        var lines: [String] = []
        for benchmarkCase in cases {
            let flow = SyntheticFlowGenerator(sceneCount: benchmarkCase.sceneCount, shape: benchmarkCase.shape).makeFlow()
            for level in [DetailLevel.full, .lean, .cards] {
                let graph = FlowLayout(options: LayoutOptions(detail: level)).graph(for: flow)
                let svg = try Stopwatch.time { () throws(RenderError) in try renderer.render(graph, as: .svg) }
                let png = try renderer.render(graph, as: .png)
                let name = "\(benchmarkCase.shape.rawValue)-\(benchmarkCase.sceneCount)-\(level.rawValue).png"
                try png.data.write(to: folder.appendingPathComponent(name))
                let size = PNGSize(png.data).map { "\($0.width)×\($0.height)" } ?? "?"
                lines.append("\(name): \(size) px at \(ReportFormatter.number(png.dpi ?? 0, digits: 0)) dpi, "
                             + "\(png.data.count / 1024) KB; SVG in \(ReportFormatter.seconds(svg.seconds)) s")
            }
        }
        return lines
    }
}
