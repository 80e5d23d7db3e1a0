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
        RunningWorkers.add(folder: folder)
        defer {
            try? FileManager.default.removeItem(at: folder)
            RunningWorkers.remove(folder: folder)
        }
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
            arguments: ["render-worker", "--dot", input.path, "--output-directory", folder.path, "--dpi", String(output.dpi),
                        "--parent-pid", String(ProcessInfo.processInfo.processIdentifier)]
                + (output.maximumPNGPixels.map { ["--maximum-png-pixels", String($0)] } ?? [])
                + (output.minimumPNGDPI.map { ["--minimum-png-dpi", String($0)] } ?? [])
                + formats.flatMap { ["--format", $0.rawValue] },
            standardError: errors,
            // Swift's crash reporter would catch a signal sent to the worker, print a backtrace (read
            // back as Graphviz's messages) and let the worker go on; without it the signal ends the worker.
            environment: ["SWIFT_BACKTRACE": "enable=no"]
        )
        let outcome = try await worker.run(timeout: timeout)
        let messages = (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        switch outcome {
        case .exited(status: 0):
            let warnings = messages.split(separator: "\n").map { String($0) }
            GraphvizWarningText.diagnostics(for: warnings, flowName: flowName).forEach { StandardError.print($0) }
            return try formats.map { format in
                let file = folder.appendingPathComponent(RenderWorkerCommand.fileName(for: format))
                let dpi = (try? String(contentsOf: file.appendingPathExtension("dpi"), encoding: .utf8)).flatMap(Double.init)
                return RenderResult(data: try Data(contentsOf: file), dpi: dpi)
            }
        case .exited:
            let message = messages.replacingOccurrences(of: "Error: ", with: "")
            throw CommandError.renderFailed(flow: flowName, format: formats.map(\.rawValue).joined(separator: ","), message: message)
        case .crashed(let signal) where SupervisedProcess.Outcome.isFault(signal):
            throw CommandError.layoutCrashed(flow: flowName, detail: SupervisedProcess.Outcome.signalDescription(signal))
        case .crashed(let signal):
            throw CommandError.layoutStopped(flow: flowName, detail: SupervisedProcess.Outcome.signalDescription(signal))
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
