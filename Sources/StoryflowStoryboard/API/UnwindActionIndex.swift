import Foundation

/// The unwind actions an app's classes declare, read from Swift and Objective-C sources.
///
/// The importer uses it to find the exact target of each unwind segue: the scene whose class
/// declares (or inherits) the segue's `unwindAction`.
///
/// ```swift
/// let index = UnwindActionIndex(swiftSources: ["""
///     class PlayersViewController: UITableViewController {
///         @IBAction func savePlayerDetail(_ segue: UIStoryboardSegue) {}
///     }
///     """])
/// index.classesResponding(to: "savePlayerDetail:")   // ["PlayersViewController"]
/// ```
public struct UnwindActionIndex: Hashable, Sendable {
    /// Every class seen, by name, its extensions and categories merged in.
    private var classes: [String: ClassDeclaration] = [:]

    /// Scans source texts.
    public init(swiftSources: [String] = [], objectiveCSources: [String] = []) {
        let declarations = swiftSources.flatMap(SwiftUnwindScanner.declarations(in:))
            + objectiveCSources.flatMap(ObjectiveCUnwindScanner.declarations(in:))
        for declaration in declarations {
            var merged = classes[declaration.name] ?? ClassDeclaration(name: declaration.name, unwindActions: [])
            merged.superclass = merged.superclass ?? declaration.superclass
            merged.unwindActions.formUnion(declaration.unwindActions)
            classes[declaration.name] = merged
        }
    }

    /// Scans every `.swift`, `.m`, `.mm` and `.h` file under `directory`, hidden folders excepted.
    ///
    /// - Throws: ``StoryboardImportError/fileNotFound(path:)`` when the directory does not exist.
    public init(directory: String) throws {
        try Self.checkDirectory(directory)
        self.init(readingDirectory: directory)
    }

    /// Throws ``StoryboardImportError/fileNotFound(path:)`` unless `directory` is a directory, as ``init(directory:)`` does
    /// before reading it.
    static func checkDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoryboardImportError.fileNotFound(path: directory)
        }
    }

    /// Scans the sources under `directory`, which ``checkDirectory(_:)`` found to be a directory.
    init(readingDirectory directory: String) {
        let root = URL(fileURLWithPath: directory)
        let relativePaths = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        var swift: [String] = []
        var objectiveC: [String] = []
        for path in relativePaths {
            let url = root.appendingPathComponent(path)
            switch url.pathExtension {
            case "swift": swift += Self.contents(of: url)
            case "m", "mm", "h": objectiveC += Self.contents(of: url)
            default: continue
            }
        }
        self.init(swiftSources: swift, objectiveCSources: objectiveC)
    }

    /// The names of the classes that declare `action` (an Objective-C selector such as `save:`)
    /// or inherit it from a scanned superclass.
    public func classesResponding(to action: String) -> Set<String> {
        Set(classes.keys.filter { declares(action, inClassOrAncestorsOf: $0) })
    }

    private func declares(_ action: String, inClassOrAncestorsOf name: String) -> Bool {
        var current: String? = name
        var visited: Set<String> = []
        while let className = current, visited.insert(className).inserted, let declaration = classes[className] {
            if declaration.unwindActions.contains(action) { return true }
            current = declaration.superclass
        }
        return false
    }

    /// The file's text, or nothing when it cannot be read as text.
    private static func contents(of url: URL) -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return [String(decoding: data, as: UTF8.self)]
    }
}
