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

    /// Whether the input files (folders counted with the files in them; built-in flows count
    /// nothing) hold at least `bytes`: a hint of how big the flows are before they are read. Stops
    /// looking once they do.
    func holds(atLeast bytes: Int) -> Bool {
        var total = 0
        for path in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let url = URL(fileURLWithPath: path)
            guard isFolder.boolValue, let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: []) else {
                total += Self.size(of: url)
                if total >= bytes { return true }
                continue
            }
            for case let file as URL in files {
                total += Self.size(of: file)
                if total >= bytes { return true }
            }
        }
        return false
    }

    /// A regular file's size from `stat` (0 for a folder): Foundation's file attributes also look up the owner's user and
    /// group names, which reads the system's user database before anything is drawn.
    private static func size(of file: URL) -> Int {
        var status = stat()
        guard stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0 }
        return Int(status.st_size)
    }

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
