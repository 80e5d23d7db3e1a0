import ArgumentParser
import Foundation
import Storyflow

/// The inputs shared by `render`, `review` and `export`.
struct InputOptions: ParsableArguments {
    @Argument(help: "Built-in flow names, .storyboard files, folders of storyboards or Swift sources, or .json flows. Default: every built-in flow.")
    var inputs: [String] = []

    @Option(help: "A folder of Swift/Objective-C sources; the classes that declare an unwind action resolve its target exactly.")
    var sources: String?

    @Option(help: "A folder of storyboards to join with scanned Swift sources (instantiateViewController links to their scenes).")
    var storyboards: String?

    /// Set by `storyflow scan`: folders are read as Swift sources even when they hold storyboards.
    @Flag(help: .hidden)
    var scanSources = false

    /// Loads the flows and prints loading warnings to standard error.
    func loadFlows() throws -> [LoadedFlow] {
        let loaded = try FlowLoader(
            catalog: FlowCatalog.current, sourcesDirectory: sources, storyboardsDirectory: storyboards, scansSources: scanSources
        ).load(inputs)
        for warning in loaded.flatMap(\.warnings) {
            StandardError.print(warning)
        }
        return loaded
    }
}

/// Writes to standard error: progress, warnings and diagnostics that are not the command's output.
enum StandardError {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints a diagnostic as its one compiler-style line.
    static func print(_ diagnostic: Diagnostic) {
        print(diagnostic.description)
    }
}
