// Renders the Ratings sample in every format, and every failure path, a few times, so that
// `scripts/leak-check` can run it under valgrind: a synchronous program, because valgrind
// cannot follow the async main of the `storyflow` command.
import Foundation
import GraphvizRender
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
