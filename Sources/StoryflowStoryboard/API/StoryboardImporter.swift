import Foundation
import Storyflow

/// Reads Xcode `.storyboard` files into one ``Flow``.
///
/// Scenes keep their storyboard object ids (prefixed with the storyboard's name when several files
/// are read, e.g. `Players/J5R-3h-RWC`); segues come from every place Interface Builder stores
/// them; storyboard references between the files are followed; unwind targets are resolved, exactly
/// when the app's sources are given.
///
/// ```swift
/// let result = try StoryboardImporter().importFlow(paths: ["Ratings/Base.lproj"], sourcesDirectory: "Ratings")
/// result.flow.initialSceneID   // "Main/Oal-uc-V8o"
/// result.warnings              // [] when every reference and unwind resolved
/// ```
///
/// Malformed XML, a file that is not a storyboard and a missing path throw
/// ``StoryboardImportError``; problems inside a storyboard become ``ImportWarning``s.
public struct StoryboardImporter: Sendable {
    /// Creates an importer.
    public init() {}

    /// Imports storyboard files and directories into one flow.
    ///
    /// A directory contributes every `.storyboard` file under it, sorted by path, launch screens
    /// left out unless nothing else is found (name a launch screen explicitly to import it), and one
    /// copy of each localised storyboard (`Base.lproj`, else the development language's of the
    /// `Info.plist`, else `en.lproj`); the storyboard its `Info.plist` names as the main one
    /// (`UIMainStoryboardFile`, its `~iphone` or `~ipad` variant, `NSMainStoryboardFile`) is where
    /// the flow starts.
    ///
    /// - Parameters:
    ///   - paths: `.storyboard` files and directories, in the order to load them.
    ///   - sourcesDirectory: the app's Swift/Objective-C sources, scanned for unwind actions.
    /// - Throws: ``StoryboardImportError``.
    public func importFlow(paths: [String], sourcesDirectory: String? = nil) throws -> ImportResult {
        guard !paths.isEmpty else { throw StoryboardImportError.noInput }
        var files: [StoryboardFile] = []
        var skippableLaunchScreens: Set<String> = []
        var mainStoryboard: String?
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw StoryboardImportError.fileNotFound(path: path)
            }
            if let kind = FileKind(path: path), kind != .regularFile, kind != .directory {
                throw StoryboardImportError.unreadableFile(path: path, reason: "this is \(kind), not a file")
            }
            let filePaths = isDirectory.boolValue ? try storyboardPaths(in: path) : [path]
            if isDirectory.boolValue {
                skippableLaunchScreens.formUnion(filePaths)
                mainStoryboard = mainStoryboard ?? MainStoryboardReader.name(inDirectory: path)
            }
            for filePath in filePaths where !files.contains(where: { $0.path == filePath }) {
                files.append(StoryboardFile(path: filePath, data: try read(filePath)))
            }
        }
        if let sourcesDirectory { try UnwindActionIndex.checkDirectory(sourcesDirectory) }
        let documents = try files.map(DocumentReader.read)
        let withoutLaunchScreens = documents.filter { !($0.isLaunchScreen && skippableLaunchScreens.contains($0.path)) }
        return assemble(withoutLaunchScreens.isEmpty ? documents : withoutLaunchScreens,
                        actions: { sourcesDirectory.map(UnwindActionIndex.init(readingDirectory:)) }, mainStoryboard: mainStoryboard)
    }

    /// Imports storyboards given as bytes into one flow (every file is loaded, launch screens included).
    ///
    /// - Parameters:
    ///   - storyboards: the files, in load order.
    ///   - unwindActions: the app's unwind actions, to resolve unwind targets exactly.
    /// - Throws: ``StoryboardImportError`` for malformed or non-storyboard XML.
    public func importFlow(storyboards: [StoryboardFile], unwindActions: UnwindActionIndex? = nil) throws -> ImportResult {
        guard !storyboards.isEmpty else { throw StoryboardImportError.noInput }
        return assemble(try storyboards.map(DocumentReader.read), actions: { unwindActions })
    }

    /// The flow of `documents`, its unwinds resolved with the unwind actions `actions` gives: read only when a segue
    /// unwinds (scanning an app's sources for them is most of an import's time, and the resolver asks nothing otherwise).
    private func assemble(_ documents: [StoryboardDocument], actions: () -> UnwindActionIndex?, mainStoryboard: String? = nil) -> ImportResult {
        let assembled = FlowAssembler(documents: documents, mainStoryboard: mainStoryboard).assemble()
        let unwinds = assembled.flow.segues.contains { $0.kind == .unwind }
        let resolved = UnwindResolver(actions: unwinds ? actions() : nil).resolve(assembled.flow)
        return ImportResult(
            flow: resolved.flow,
            warnings: documents.flatMap(\.warnings) + assembled.warnings + resolved.warnings
        )
    }

    /// The `.storyboard` files under `directory`, sorted by path.
    private func storyboardPaths(in directory: String) throws -> [String] {
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw StoryboardImportError.unreadableDirectory(path: directory, reason: FileErrorText.reason(for: error))
        }
        let paths = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { $0.hasSuffix(".storyboard") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
        guard !paths.isEmpty else { throw StoryboardImportError.noStoryboards(directory: directory) }
        return LocalizedCopies.oneOfEach(paths, developmentRegion: MainStoryboardReader.developmentRegion(inDirectory: directory))
    }

    private func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StoryboardImportError.unreadableFile(path: path, reason: FileErrorText.reason(for: error))
        }
    }
}
