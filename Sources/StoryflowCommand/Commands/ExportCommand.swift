import ArgumentParser
import Foundation
import Storyflow
import StoryflowExport

/// `storyflow export`: writes flows as JSON (the stable model shape) or as Swift DSL source.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write flows as JSON (the stable model shape) or as Swift DSL source.",
        discussion: "Writes to standard output unless --output is given (a file for one flow, else a folder)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, swift
    }

    @Option(name: .shortAndLong, help: "The export format: json or swift.")
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
            try destination.write(document.data, name: document.name, fileExtension: format.rawValue)
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
        }
    }
}
