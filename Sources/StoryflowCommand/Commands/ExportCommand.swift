import ArgumentParser
import Foundation
import Storyflow
import StoryflowExport

/// `storyflow export`: writes flows as JSON (the stable model shape), as Swift DSL source, or as
/// Mermaid flowcharts in Markdown.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write flows as JSON (the stable model shape), Swift DSL source, or Mermaid in Markdown.",
        discussion: "Writes to standard output unless --output is given (a file for one flow, else a folder)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, swift, mermaid

        /// The extension of a file in this format; Mermaid comes fenced in Markdown.
        var fileExtension: String {
            self == .mermaid ? "md" : rawValue
        }
    }

    @Option(name: .shortAndLong, help: "The export format: json, swift, or mermaid (Markdown with Mermaid flowcharts, for GitHub).")
    var format: Format = .json

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "A file (one flow) or a folder to write to, instead of standard output.")
    var output: String?

    func run() async throws {
        let flows = try input.loadFlows()
        let documents = try zip(flows, OutputNames.unique(for: flows)).map { loaded, fileName in
            (name: fileName, data: try exportedData(loaded.flow))
        }
        guard let output else {
            for document in documents { FileHandle.standardOutput.write(document.data) }
            return
        }
        let destination = try OutputDestination(path: output, fileCount: documents.count)
        for document in documents {
            try destination.write(document.data, name: document.name, fileExtension: format.fileExtension)
        }
    }

    private func exportedData(_ flow: Flow) throws -> Data {
        switch format {
        case .json:
            return try flow.jsonData() + Data("\n".utf8)
        case .swift:
            let export = SwiftSourceExporter().export(flow)
            for loss in export.losses {
                StandardError.print("\(flow.name): warning: the Swift source leaves out: \(loss)")
            }
            return Data(export.source.utf8)
        case .mermaid:
            return Data(MermaidExporter().export(flow).markdown.utf8)
        }
    }
}
