import ArgumentParser
import Foundation
import GraphvizRender
import StoryflowLayout

/// `storyflow render-worker` (hidden): lays out and draws the DOT that a parent `storyflow render`
/// sends on standard input, one request after another until the input ends, and answers each on
/// standard output (see ``WorkerMessage`` and ``RenderJob``). The parent runs its large layouts
/// here, so that a Graphviz crash or hang cannot take it down, and several flows at once in
/// several workers, because Graphviz is not thread-safe.
struct RenderWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-worker",
        abstract: "Render DOT sent on standard input for `storyflow render` (isolated and parallel layouts).",
        shouldDisplay: false
    )

    @Option(help: "The storyflow process that started this worker; the worker ends when it does.")
    var parentPid: Int32?

    func run() throws {
        if let parentPid {
            WorkerLifetime.bind(toParent: parentPid)
        }
        let printed = CapturedStandardError()
        GraphvizRenderer.warmUp(fontName: LayoutOptions().fontName)
        let reader = PipeReader(FileHandle.standardInput)
        while let request = try WorkerMessage<RenderJob.Request>.read(from: reader) {
            var sendingFailure: (any Error)?
            Self.answer(request) { answer in
                var answer = answer
                answer.header.warnings += printed?.takeLines() ?? []
                do {
                    try answer.write(to: FileHandle.standardOutput)
                } catch {
                    sendingFailure = error
                }
            }
            if let sendingFailure { throw sendingFailure }
            try WorkerMessage(header: RenderJob.Done(), payloads: []).write(to: FileHandle.standardOutput)
        }
    }

    /// Hands `send` the drawings asked for as soon as they are made, while Graphviz still has to
    /// free the laid-out graph (the parent goes on meanwhile), or the render error in the words
    /// the parent would use in process. A crash while freeing ends this worker before its
    /// ``RenderJob/Done``: the parent then gives its next request to another worker.
    static func answer(_ request: WorkerMessage<RenderJob.Request>, send: (WorkerMessage<RenderJob.Response>) -> Void) {
        let header = request.header
        do {
            let formats = try header.formats.map { name throws(RenderError) in try OutputFormat(name: name) }
            let dot = String(decoding: request.payloads.first ?? Data(), as: UTF8.self)
            let output = GraphvizOutput(dpi: header.dpi, maximumPNGPixels: header.maximumPNGPixels, minimumPNGDPI: header.minimumPNGDPI)
            try output.render(dot, as: formats) { results in
                let response = RenderJob.Response(warnings: results.flatMap(\.warnings), dpis: results.map(\.dpi))
                send(WorkerMessage(header: response, payloads: results.map(\.data)))
            }
        } catch {
            send(WorkerMessage(header: RenderJob.Response(error: error.description), payloads: []))
        }
    }
}
