import ArgumentParser
import Foundation
import GraphvizRender
import Storyflow

/// `storyflow render-worker` (hidden): lays out and renders one DOT file in this process, for a
/// parent `storyflow render` that isolates large layouts so a Graphviz crash or hang cannot take
/// it down. Writes `diagram.<format>` files into the output folder (and the resolution a PNG was
/// drawn at in `diagram.png.dpi`); errors go to standard error.
struct RenderWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-worker",
        abstract: "Render one DOT file for an isolated layout (used by `storyflow render`).",
        shouldDisplay: false
    )

    @Option(help: "The DOT file to render.")
    var dot: String

    @Option(help: "The folder to write diagram.<format> files into.")
    var outputDirectory: String

    @Option(help: "A Graphviz format: svg, png or pdf. Repeat for several.")
    var format: [String]

    @Option(help: "PNG resolution in dots per inch.")
    var dpi: Double

    @Option(help: "The most pixels a PNG may have.")
    var maximumPNGPixels: Int?

    @Option(help: "The storyflow process that started this worker; the worker ends when it does.")
    var parentPid: Int32?

    @Option(name: .customLong("minimum-png-dpi"), help: "The resolution the pixel budget may not lower a PNG below.")
    var minimumPNGDPI: Double?

    func run() throws {
        if let parentPid {
            WorkerLifetime.bind(toParent: parentPid, folder: URL(fileURLWithPath: outputDirectory))
        }
        let source: String
        do {
            source = try String(contentsOfFile: dot, encoding: .utf8)
        } catch {
            throw CommandError.unreadableFile(path: dot, reason: FileErrorText.reason(for: error))
        }
        let formats = try format.map { name throws(RenderError) in try OutputFormat(name: name) }
        let output = GraphvizOutput(dpi: dpi, maximumPNGPixels: maximumPNGPixels, minimumPNGDPI: minimumPNGDPI)
        let results = try output.render(source, as: formats)
        for (format, result) in zip(formats, results) {
            result.warnings.forEach { StandardError.print($0) }
            let file = URL(fileURLWithPath: outputDirectory).appendingPathComponent(Self.fileName(for: format))
            do {
                try result.data.write(to: file, options: .atomic)
            } catch {
                throw CommandError.temporaryFolderUnusable(path: outputDirectory, reason: FileErrorText.reason(for: error))
            }
            if let dpi = result.dpi {
                try Data(String(dpi).utf8).write(to: file.appendingPathExtension("dpi"), options: .atomic)
            }
        }
    }

    /// The name the worker gives the file of `format`.
    static func fileName(for format: OutputFormat) -> String {
        "diagram.\(format.rawValue)"
    }
}
