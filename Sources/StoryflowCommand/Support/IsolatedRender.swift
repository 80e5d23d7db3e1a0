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

    /// The rendered bytes, one per format in the order given.
    func render(_ dot: String, as formats: [OutputFormat]) async throws -> [Data] {
        let request = RenderJob.Request(formats: formats.map(\.rawValue), dpi: output.dpi, maximumPNGPixels: output.maximumPNGPixels)
        let formatNames = formats.map(\.rawValue).joined(separator: ",")
        switch try await pool.render(request, dot: Data(dot.utf8), timeout: timeout) {
        case .success(let answer):
            answer.header.warnings.forEach { StandardError.print(Diagnostic(.warning, "Graphviz: \($0)", subject: flowName)) }
            if let error = answer.header.error {
                throw CommandError.renderFailed(flow: flowName, format: formatNames, message: error)
            }
            guard answer.payloads.count == formats.count else {
                let message = "the layout worker sent \(answer.payloads.count) drawings for \(formats.count) formats"
                throw CommandError.renderFailed(flow: flowName, format: formatNames, message: message)
            }
            return answer.payloads
        case .failure(.timedOut):
            throw CommandError.layoutTimedOut(flow: flowName, seconds: timeout)
        case .failure(.crashed(let signal)) where RenderWorker.Failure.isFault(signal):
            throw CommandError.layoutCrashed(flow: flowName, detail: RenderWorker.Failure.signalDescription(signal))
        case .failure(.crashed(let signal)):
            throw CommandError.layoutStopped(flow: flowName, detail: RenderWorker.Failure.signalDescription(signal))
        case .failure(.broken(let reason)):
            throw CommandError.renderFailed(flow: flowName, format: formatNames, message: reason)
        }
    }
}
