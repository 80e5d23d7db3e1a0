import Foundation
import GraphvizRender
import Storyflow

/// Renders DOT in a child `storyflow render-worker` with a time limit, so that a Graphviz crash
/// or a layout that runs for many minutes becomes a clear error instead of taking the command down.
struct IsolatedRender {
    let flowName: String
    let output: GraphvizOutput
    let timeout: Double

    /// The rendered bytes, one per format in the order given.
    func render(_ dot: String, as formats: [OutputFormat]) async throws -> [Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("graph.dot")
        let errors = folder.appendingPathComponent("errors.txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(dot.utf8).write(to: input)
        } catch {
            throw CommandError.temporaryFolderUnusable(
                path: folder.deletingLastPathComponent().path, reason: FileErrorText.reason(for: error, at: folder.path)
            )
        }

        let worker = SupervisedProcess(
            executable: try Self.executable(),
            arguments: ["render-worker", "--dot", input.path, "--output-directory", folder.path, "--dpi", String(output.dpi)]
                + (output.maximumPNGPixels.map { ["--maximum-png-pixels", String($0)] } ?? [])
                + formats.flatMap { ["--format", $0.rawValue] },
            standardError: errors
        )
        let outcome = try await worker.run(timeout: timeout)
        let messages = (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        switch outcome {
        case .exited(status: 0):
            let warnings = messages.split(separator: "\n").map { String($0) }
            GraphvizWarningText.diagnostics(for: warnings, flowName: flowName).forEach { StandardError.print($0) }
            return try formats.map { format in
                try Data(contentsOf: folder.appendingPathComponent(RenderWorkerCommand.fileName(for: format)))
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
