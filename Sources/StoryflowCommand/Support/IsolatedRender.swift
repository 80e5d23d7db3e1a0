import Foundation
import GraphvizRender
import Storyflow

/// Renders DOT in a child `storyflow render-worker` with a time limit, so that a Graphviz crash
/// or a layout that runs for many minutes becomes a clear error instead of taking the command down.
struct IsolatedRender {
    let flowName: String
    let output: GraphvizOutput
    let timeout: Double

    /// The rendered bytes, one per format in the order given, with the resolution of a PNG.
    func render(_ dot: String, as formats: [OutputFormat]) async throws -> [RenderResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        let errors = folder.appendingPathComponent("errors.txt")
        try Data(dot.utf8).write(to: input)

        let worker = SupervisedProcess(
            executable: try Self.executable(),
            arguments: ["render-worker", "--dot", input.path, "--output-directory", folder.path, "--dpi", String(output.dpi)]
                + (output.maximumPNGPixels.map { ["--maximum-png-pixels", String($0)] } ?? [])
                + (output.minimumPNGDPI.map { ["--minimum-png-dpi", String($0)] } ?? [])
                + formats.flatMap { ["--format", $0.rawValue] },
            standardError: errors
        )
        let outcome = try await worker.run(timeout: timeout)
        let messages = (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        switch outcome {
        case .exited(status: 0):
            if !messages.isEmpty {
                messages.split(separator: "\n").forEach { StandardError.print(Diagnostic(.warning, "Graphviz: \($0)", subject: flowName)) }
            }
            return try formats.map { format in
                let file = folder.appendingPathComponent(RenderWorkerCommand.fileName(for: format))
                let dpi = (try? String(contentsOf: file.appendingPathExtension("dpi"), encoding: .utf8)).flatMap(Double.init)
                return RenderResult(data: try Data(contentsOf: file), dpi: dpi)
            }
        case .exited:
            let message = messages.replacingOccurrences(of: "Error: ", with: "")
            throw CommandError.renderFailed(flow: flowName, format: formats.map(\.rawValue).joined(separator: ","), message: message)
        case .crashed(let signal):
            throw CommandError.layoutCrashed(flow: flowName, detail: SupervisedProcess.Outcome.signalDescription(signal))
        case .timedOut:
            throw CommandError.layoutTimedOut(flow: flowName, seconds: timeout)
        }
    }

    /// This program, which has the `render-worker` command.
    private static func executable() throws -> URL {
        guard let url = Bundle.main.executableURL else {
            throw CommandError.workerUnavailable
        }
        return url
    }
}
