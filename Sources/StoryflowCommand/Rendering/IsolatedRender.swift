import Foundation
import GraphvizRender
import Storyflow

/// Renders DOT in a worker process of a ``RenderWorkerPool`` with a time limit, so that a Graphviz
/// crash or a layout that runs for many minutes becomes a clear error instead of taking the
/// command down. The worker gets the DOT the parent built; it only lays it out and draws it.
struct IsolatedRender {
    let flowName: String
    let output: GraphvizOutput
    let pool: RenderWorkerPool
    let timeout: Double

    /// The rendered bytes, one per format in the order given, with the resolution of a PNG.
    func render(_ dot: String, as formats: [OutputFormat]) async throws -> [RenderResult] {
        let request = RenderJob.Request(
            formats: formats.map(\.rawValue), dpi: output.dpi,
            maximumPNGPixels: output.maximumPNGPixels, minimumPNGDPI: output.minimumPNGDPI
        )
        let formatNames = formats.map(\.rawValue).joined(separator: ",")
        switch try await pool.render(request, dot: Data(dot.utf8), timeout: timeout) {
        case .success(let answer):
            // As in process, a failed render's warnings give way to its error (which may yet be
            // retried, see ``DiagramRenderer``).
            if let error = answer.header.error {
                throw CommandError.renderFailed(flow: flowName, format: formatNames, message: error)
            }
            GraphvizWarningText.diagnostics(for: answer.header.warnings, flowName: flowName).forEach { StandardError.print($0) }
            guard answer.payloads.count == formats.count, answer.header.dpis.count == formats.count else {
                let message = "the layout worker sent \(answer.payloads.count) drawings for \(formats.count) formats"
                throw CommandError.renderFailed(flow: flowName, format: formatNames, message: message)
            }
            return zip(answer.payloads, answer.header.dpis).map { RenderResult(data: $0, dpi: $1) }
        case .failure(.timedOut):
            throw CommandError.layoutTimedOut(flow: flowName, seconds: timeout)
        case .failure(.crashed(let signal)) where ProcessSignal.isFault(signal):
            throw CommandError.layoutCrashed(flow: flowName, detail: ProcessSignal.description(of: signal))
        case .failure(.crashed(let signal)):
            throw CommandError.layoutStopped(flow: flowName, detail: ProcessSignal.description(of: signal))
        case .failure(.broken(let reason)):
            throw CommandError.renderFailed(flow: flowName, format: formatNames, message: reason)
        case .failure(.endedAfterLastAnswer):
            // The pool gives the request to a fresh worker, which owes no earlier render.
            throw CommandError.renderFailed(flow: flowName, format: formatNames, message: "the layout worker ended before it took the flow")
        }
    }
}
