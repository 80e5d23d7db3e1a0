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
struct FlowLoader: Sendable {
    var catalog: FlowCatalog
    /// A folder of Swift/Objective-C sources used to resolve unwind targets exactly.
    var sourcesDirectory: String?
    /// Storyboards to join with scanned Swift sources (`instantiateViewController` links to their scenes).
    var storyboardsDirectory: String?
    /// Whether folders are read as Swift sources even when they hold storyboards (`storyflow scan`).
    var scansSources = false

    /// Loads every input; no inputs means every built-in flow. Storyboard files of one folder load
    /// into one flow, so references between them resolve; so does each folder given.
    ///
    /// Inputs are read side by side on every core (decoding and importing take most of the time
    /// before anything is drawn), and the flows come back in the order they would load one by one:
    /// JSON files, built-in flows and source folders in the order given, then the scanned folders
    /// of `storyflow scan`, then the storyboards. An error is the one that order meets first.
    func load(_ inputs: [String]) throws -> [LoadedFlow] {
        if inputs.isEmpty { return catalog.flows.map { LoadedFlow(flow: $0) } }
        var steps: [LoadStep] = []
        var storyboardGroups: [(key: String, paths: [String])] = []
        var sourceFolders: [String] = []
        for input in inputs {
            do {
                if let step = try step(for: input, storyboardGroups: &storyboardGroups, sourceFolders: &sourceFolders) {
                    steps.append(step)
                }
            } catch {
                _ = try load(steps)   // an earlier input's error comes first
                throw error
            }
        }
        // `A B` reads the folders as one app (an app target and its packages), in every command.
        if !sourceFolders.isEmpty { steps.append(.sources(sourceFolders)) }
        steps += storyboardGroups.map { LoadStep.storyboards(folder: $0.key, paths: $0.paths) }
        return try load(steps)
    }

    /// How one input loads: on its own, or (`nil`) as part of a storyboard group or of the scanned
    /// folders, which `storyboardGroups` and `sourceFolders` collect.
    private func step(
        for input: String, storyboardGroups: inout [(key: String, paths: [String])], sourceFolders: inout [String]
    ) throws -> LoadStep? {
        if let flow = catalog.flow(named: input), !FileManager.default.fileExists(atPath: input) {
            return .builtIn(flow)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw CommandError.unknownInput(input, builtIn: catalog.flows.map(\.name))
        }
        if let kind = FileKind(path: input), kind != .regularFile, kind != .directory {
            throw CommandError.notAFile(path: input, kind: kind)
        }
        // A folder of Swift sources is an app, its storyboards joined to it; several such folders are one app.
        if isDirectory.boolValue, scansSources || SwiftSourceScanner.containsSwiftFiles(input) {
            sourceFolders.append(input)
            return nil
        }
        if isDirectory.boolValue || input.hasSuffix(".storyboard") {
            let key = isDirectory.boolValue ? input : URL(fileURLWithPath: input).deletingLastPathComponent().path
            if let index = storyboardGroups.firstIndex(where: { $0.key == key }) {
                storyboardGroups[index].paths.append(input)
            } else {
                storyboardGroups.append((key, [input]))
            }
            return nil
        }
        if input.hasSuffix(".json") {
            return .json(path: input)
        }
        throw CommandError.unsupportedFile(path: input)
    }

    /// Takes the steps side by side and returns their flows in order, or throws the first error in order.
    private func load(_ steps: [LoadStep]) throws -> [LoadedFlow] {
        try SideBySide.map(steps) { step in Result { try load(step) } }.map { try $0.get() }
    }

    /// One step's flow, files under the current directory named relative to it (a folder's storyboards
    /// are found by absolute paths), in the flow and in its warnings.
    private func load(_ step: LoadStep) throws -> LoadedFlow {
        var loaded = try loadAsFound(step)
        let current = FileManager.default.currentDirectoryPath
        loaded.flow = loaded.flow.locationFiles(relativeTo: current)
        for index in loaded.warnings.indices {
            loaded.warnings[index].location = loaded.warnings[index].location?.fileRelative(to: current)
        }
        return loaded
    }

    private func loadAsFound(_ step: LoadStep) throws -> LoadedFlow {
        switch step {
        case .builtIn(let flow):
            return LoadedFlow(flow: flow)
        case .json(let path):
            return LoadedFlow(flow: try loadJSON(at: path), origin: path)
        case .sources(let folders):
            return try scanSources(folders)
        case .storyboards(let folder, let paths):
            let result = try StoryboardImporter().importFlow(paths: paths, sourcesDirectory: sourcesDirectory)
            return LoadedFlow(flow: result.flow, origin: folder, warnings: result.warnings.map(\.diagnostic))
        }
    }

    /// Scans folders of Swift sources as one app, joined with the storyboards of `--storyboards`, else of the folders.
    private func scanSources(_ folders: [String]) throws -> LoadedFlow {
        let folder = folders[0]
        var storyboards: Flow?
        let storyboardFolders = storyboardsDirectory.map { [$0] } ?? folders.filter(containsStoryboards)
        var warnings: [Diagnostic] = []
        if !storyboardFolders.isEmpty {
            let imported = try StoryboardImporter().importFlow(paths: storyboardFolders, sourcesDirectory: sourcesDirectory ?? folder)
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

/// One flow's worth of inputs, as ``FlowLoader`` reads it.
private enum LoadStep: Sendable {
    case builtIn(Flow)
    case json(path: String)
    /// Folders of Swift sources scanned as one app.
    case sources([String])
    /// Storyboard files (or a folder of them) imported into one flow.
    case storyboards(folder: String, paths: [String])
}
