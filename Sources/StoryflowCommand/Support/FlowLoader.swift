import Foundation
import Storyflow
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

    /// Loads every input; no inputs means every built-in flow. Storyboard files of one folder load
    /// into one flow, so references between them resolve; so does each folder given.
    func load(_ inputs: [String]) throws -> [LoadedFlow] {
        if inputs.isEmpty { return catalog.flows.map { LoadedFlow(flow: $0) } }
        var loaded: [LoadedFlow] = []
        var storyboardGroups: [(key: String, paths: [String])] = []
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
            if isDirectory.boolValue || input.hasSuffix(".storyboard") {
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
        for group in storyboardGroups {
            let result = try StoryboardImporter().importFlow(paths: group.paths, sourcesDirectory: sourcesDirectory)
            loaded.append(LoadedFlow(flow: result.flow, origin: group.key, warnings: result.warnings.map(\.diagnostic)))
        }
        return loaded
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
