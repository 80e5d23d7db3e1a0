import Foundation
import Storyflow

/// Finds the Swift files of an app under folders (or single files), leaving out tests and previews.
///
/// Test code is left out by folder (`Tests`, `UITests`, `…Tests`) and file name (`…Tests.swift`);
/// preview code (`#Preview`, `…_Previews`) is left out later, by declaration.
enum SourceFileSet {
    /// The `.swift` files under `paths`, sorted, each with the path messages show, and a warning for each folder that
    /// cannot be listed (skipped with what it holds).
    static func files(under paths: [String]) throws -> (files: [(path: String, displayPath: String)], warnings: [Diagnostic]) {
        var found: [(String, String)] = []
        let unlisted = UnlistedFolders()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SourceScanError.missingInput(path)
            }
            guard isDirectory.boolValue else {
                if path.hasSuffix(".swift") { found.append((path, path)) }
                continue
            }
            let root = URL(fileURLWithPath: path)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], errorHandler: { url, error in
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                unlisted.add(SourceText.skipped(
                    (path as NSString).appendingPathComponent(relative), "cannot read the folder: \(FileErrorText.reason(for: error))"
                ).warning)
                return true
            })
            var inside: [(String, String)] = []
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                if isFolder(url) {
                    if isSkipped(folder: name) { enumerator?.skipDescendants() }
                    continue
                }
                guard isAppSource(name) else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                inside.append((url.path, (path as NSString).appendingPathComponent(relative)))
            }
            // The phone's target first: a type declared again in a tvOS, watchOS, macOS or visionOS target's folder is the
            // one left out, so the scan draws the iOS app.
            let keyed = inside.map { (file: $0, laterTarget: isOtherPlatform($0.1) ? 1 : 0) }
            found += keyed.sorted { ($0.laterTarget, $0.file.1) < ($1.laterTarget, $1.file.1) }.map(\.file)
        }
        return (found, unlisted.warnings)
    }

    /// Whether `url` names a folder itself (a link to one does not), as its `isDirectory` resource value says, read with
    /// one `lstat`: the resource values cost a scan of a large app 3 % of its CPU.
    static func isFolder(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a path lies in a folder of another platform's target (`App tvOS/`, `WatchApp/`, `MacApp/`).
    static func isOtherPlatform(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let lowered = folder.lowercased()
            return ["tvos", "watchos", "watch", "macos", "visionos"].contains { lowered.contains($0) } && !lowered.contains("ios ") && lowered != "ios"
        }
    }

    /// Whether a folder holds no app code: tests, hidden folders, preview assets.
    static func isSkipped(folder name: String) -> Bool {
        isTestFolder(name) || name.hasPrefix(".") || name == "Preview Content"
    }

    /// Whether a folder holds tests: `Tests`, `UITests`, `AppTests`, `AppUITests`.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name == "Test"
    }

    /// Whether a folder holds at least one Swift file of an app (tests and `Package.swift` left out), found without
    /// listing the rest (so `render DIR` knows to scan it).
    static func containsSwift(_ path: String) -> Bool {
        let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if isFolder(url) {
                if isSkipped(folder: name) { enumerator?.skipDescendants() }
                continue
            }
            if isAppSource(name) { return true }
        }
        return false
    }

    /// Whether a file name is an app's Swift source: not a test file, not a package manifest.
    private static func isAppSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") && !name.hasSuffix("Tests.swift") && name != "Package.swift"
    }
}

/// The warnings for folders a listing could not enter, gathered by the enumerator's error handler.
private final class UnlistedFolders {
    private(set) var warnings: [Diagnostic] = []

    func add(_ warning: Diagnostic) {
        warnings.append(warning)
    }
}
