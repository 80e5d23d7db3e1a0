// Renders the Ratings sample in every format, and every failure path, a few times, then a generated
// app flow to a PNG big enough to be drawn in several bands, so that `scripts/leak-check` can run it
// under valgrind: a synchronous program, because valgrind cannot follow the async main of the
// `storyflow` command (valgrind 3.19 dies in libdispatch's signal thread).
import Foundation
import GraphvizRender
import StoryflowGenerator
import StoryflowLayout
import StoryflowSamples

let dot = FlowLayout().graph(for: try Samples.ratings()).dotSource
let renderer = GraphvizRenderer(options: RenderOptions(dpi: 144))
let brokenInputs = [
    "digraph { a -> -> b }",
    "digraph { a [label=<<b>x</i>>] }",
    "digraph { a [shape=foo] }",
    "digraph one { a } digraph two { b }",
    "digraph { a [label=\"open }",
]
for _ in 0..<3 {
    for format in OutputFormat.allCases {
        let result = try renderer.render(dot, as: format)
        precondition(!result.data.isEmpty, "no \(format) output")
    }
    for broken in brokenInputs {
        _ = try? renderer.render(broken, as: .svg)
    }
    _ = try? GraphvizRenderer(options: RenderOptions(engine: LayoutEngine("bogus"))).render(dot, as: .svg)
}
let output = FileManager.default.temporaryDirectory.appendingPathComponent("graphviz-leak-check.svg")
try renderer.write(dot, as: .svg, to: output)
try FileManager.default.removeItem(at: output)
print("rendered the Ratings sample in \(OutputFormat.allCases.count) formats and \(brokenInputs.count + 1) failures, 3 times")

// 120 scenes at 96 dpi, as `storyflow render --resolution 1` draws them: 7464×11536 pixels, six bands of the PNG
// device's recording, each drawn, encoded and freed. In a function, so that the PNG is freed before the leak summary.
func drawBigFlowInBands() throws -> (width: Int, height: Int) {
    let flow = SyntheticFlowGenerator(sceneCount: 120, shape: .app).makeFlow()
    let png = try GraphvizRenderer(options: RenderOptions(dpi: 96)).render(FlowLayout().graph(for: flow).dotSource, as: .png).data
    // The size in IHDR, big-endian after the signature and the chunk's length and type (too big for PNGImage to decode).
    let bigEndian = { (offset: Int) in (offset..<offset + 4).reduce(0) { value, index in value << 8 | Int(png[png.startIndex + index]) } }
    return (bigEndian(16), bigEndian(20))
}
let (width, height) = try drawBigFlowInBands()
precondition(width * height > 4 << 24, "fewer than five bands: \(width)×\(height)")
print("and a generated flow of 120 scenes as a \(width)×\(height) PNG, drawn in bands")
