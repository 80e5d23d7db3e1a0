import Storyflow
import StoryflowExport

/// Whole exported files for small flows, written in tests as just their scene declarations.
enum ExpectedSource {
    /// The file the exporter writes for the flow `name` (in `function`, by default named after it)
    /// whose `try Flow(…) { … }` body is `scenes`, written from the left margin.
    static func file(flow name: String, function: String? = nil, scenes: String) -> String {
        let function = function ?? SwiftSourceExporter.functionName(forFlowNamed: name)
        let body = scenes.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "        " + $0 }
            .joined(separator: "\n")
        return """
            import Storyflow

            /// \(name), exported by Storyflow.
            func \(function)() throws(FlowDefinitionError) -> Flow {
                try Flow("\(name)") {
            \(body)
                }
            }

            """
    }

    /// The source the exporter writes for `flow`.
    static func exported(_ flow: Flow) -> String {
        SwiftSourceExporter().source(for: flow)
    }
}
