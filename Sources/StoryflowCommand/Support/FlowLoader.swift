import Foundation
import Storyflow
import StoryflowSource
import StoryflowStoryboard

/// A flow ready for a command, with where it came from and what loading it noticed.
struct LoadedFlow {
    var flow: Flow
    /// The file or folder it was read from; `nil` for a built-in flow.
    var origin: String?
    /// Problems found while loading that did not stop it.
    var warnings: [Diagnostic] = []
    /// The name for messages: the flow's name.
    var name: String { flow.name }
}

/// Turns the command's INPUT arguments into flows: built-in names, storyboards, folders, JSON files.
struct FlowLoader {
    var catalog: FlowCatalog
    /// A folder of Swift/Objective-C sources used to resolve unwind targets exactly.
    var sourcesDirectory: String?
    /// Storyboards to join with scanned Swift sources (`instantiateViewController` links to their scenes).
    var storyboardsDirectory: String?
    /// Whether folders are read as Swift sources even when they hold storyboards (`storyflow scan`).
    var scansSources = false

    /// Loads every input; no inputs means every built-in flow. Storyboard files of one folder load
    /// into one flow, so references between them resolve; so does each folder given.
    func load(_ inputs: [String]) throws -> [LoadedFlow] {
        if inputs.isEmpty { return catalog.flows.map { LoadedFlow(flow: $0) } }
        var loaded: [LoadedFlow] = []
        var storyboardGroups: [(key: String, paths: [String])] = []
        var sourceFolders: [String] = []
        for input in inputs {
            if let flow = catalog.flow(named: input), !FileManager.default.fileExists(atPath: input) {
                loaded.append(LoadedFlow(flow: flow))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CommandError.unknownInput(input, builtIn: catalog.flows.map(\.name))
            }
            if let kind = FileKind(path: input), kind != .regularFile, kind != .directory {
                throw CommandError.notAFile(path: input, kind: kind)
            }
            if isDirectory.boolValue, scansSources {
                sourceFolders.append(input)
            } else if isDirectory.boolValue, !containsStoryboards(input), SwiftSourceScanner.containsSwiftFiles(input) {
                loaded.append(try scanSources([input]))
            } else if isDirectory.boolValue || input.hasSuffix(".storyboard") {
                let key = isDirectory.boolValue ? input : URL(fileURLWithPath: input).deletingLastPathComponent().path
                if let index = storyboardGroups.firstIndex(where: { $0.key == key }) {
                    storyboardGroups[index].paths.append(input)
                } else {
                    storyboardGroups.append((key, [input]))
                }
            } else if input.hasSuffix(".json") {
                loaded.append(LoadedFlow(flow: try loadJSON(at: input), origin: input))
            } else {
                throw CommandError.unsupportedFile(path: input)
            }
        }
        // `storyflow scan A B` reads the folders as one app (an app target and its packages).
        if !sourceFolders.isEmpty { loaded.append(try scanSources(sourceFolders)) }
        for group in storyboardGroups {
            let result = try StoryboardImporter().importFlow(paths: group.paths, sourcesDirectory: sourcesDirectory)
            loaded.append(LoadedFlow(flow: result.flow, origin: group.key, warnings: result.warnings.map(\.diagnostic)))
        }
        return loaded
    }

    /// Scans folders of Swift sources as one app, joined with the storyboards of `--storyboards` or of the first folder.
    private func scanSources(_ folders: [String]) throws -> LoadedFlow {
        let folder = folders[0]
        var storyboards: Flow?
        let storyboardFolder = storyboardsDirectory ?? (containsStoryboards(folder) ? folder : nil)
        var warnings: [Diagnostic] = []
        if let storyboardFolder {
            let imported = try StoryboardImporter().importFlow(paths: [storyboardFolder], sourcesDirectory: sourcesDirectory ?? folder)
            storyboards = imported.flow
            warnings += imported.warnings.map(\.diagnostic)
        }
        let result: SourceScanResult
        do {
            result = try SwiftSourceScanner(storyboards: storyboards).scan(paths: folders)
        } catch let error as SourceScanError {
            throw CommandError.sourceScanFailed(error.description)
        }
        let summary = Diagnostic(
            .note, "\(result.flow.scenes.count) scenes; \(result.resolvedCount) of \(result.sites.count) navigation sites resolved, \(result.drawnCount) drawn from a screen",
            subject: result.flow.name
        )
        return LoadedFlow(flow: result.flow, origin: folder, warnings: warnings + result.diagnostics + [summary])
    }

    private func containsStoryboards(_ folder: String) -> Bool {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".storyboard") { return true }
        }
        return false
    }

    private func loadJSON(at path: String) throws -> Flow {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError.unreadableFile(path: path, reason: FileErrorText.reason(for: error))
        }
        do {
            return try Flow(jsonData: data)
        } catch let error as DecodingError {
            let problem = FlowJSONProblem(error, in: data)
            throw CommandError.invalidFlowJSON(path: path, line: problem.line, column: problem.column, reason: problem.message)
        }
    }
}
