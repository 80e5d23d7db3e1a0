import Foundation
import GraphvizRender
import Storyflow

/// The PNG pictures under the `--screenshots` folders, and what their names say: the type a
/// snapshot folder is named after, the file's stem, and the variant words (dark, landscape, an
/// accessibility size) that tell the default picture of a screen from the others.
struct ScreenshotCatalog: Sendable {
    /// One picture file.
    struct File: Hashable, Sendable {
        let url: URL
        /// The view type a swift-snapshot-testing folder (`__Snapshots__/<TestFile>/`) is named after.
        let snapshotType: String?
        /// The file name without `.png`.
        let stem: String
        /// The words of the name, lower-cased (`test_viewRender.2` → test, view, render, 2).
        let words: [String]
        /// Whether the picture is wider than tall (from its header).
        let isLandscape: Bool
    }

    /// The folder swift-snapshot-testing keeps a test file's reference images in.
    static let snapshotFolderName = "__Snapshots__"

    let files: [File]

    /// Collects the PNG files under `folders` (hidden folders left out), in path order. A folder
    /// that does not exist is an error naming it.
    init(folders: [String]) throws {
        var files: [File] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandError.unreadableFile(path: folder, reason: "--screenshots needs a folder of PNG images, and this is none")
            }
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var urls: [URL] = []
            while let url = found?.nextObject() as? URL {
                if url.pathExtension.lowercased() == "png" { urls.append(url) }
            }
            files += urls.sorted { $0.path < $1.path }.map(Self.file(at:))
        }
        self.files = files
    }

    /// A catalog of the files given, for tests and the mapping file.
    init(files: [File]) {
        self.files = files
    }

    static func file(at url: URL) -> File {
        let folder = url.deletingLastPathComponent()
        let inSnapshots = folder.deletingLastPathComponent().lastPathComponent == snapshotFolderName
        let stem = url.deletingPathExtension().lastPathComponent
        let size = (try? FileHandle(forReadingFrom: url)).flatMap { handle in
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 24)).flatMap(PNGThumbnail.pixelSize(ofPNG:))
        }
        return File(
            url: url, snapshotType: inSnapshots ? typeName(ofSnapshotFolder: folder.lastPathComponent) : nil, stem: stem,
            words: words(of: stem), isLandscape: size.map { $0.width > $0.height } ?? false
        )
    }

    /// The view type a snapshot folder is named after: the test file's name without `.test`, then
    /// without a trailing `Snapshot`, `Tests`, `SnapshotTests`… (`ItemListViewTests` → `ItemListView`,
    /// `LocationHistoryListViewSnapshot.test` → `LocationHistoryListView`).
    static func typeName(ofSnapshotFolder name: String) -> String {
        var type = name
        for suffix in [".tests", ".test", ".swift"] where type.lowercased().hasSuffix(suffix) {
            type = String(type.dropLast(suffix.count))
        }
        for suffix in ["SnapshotTests", "SnapshotTest", "Snapshots", "Snapshot", "Tests", "Test"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }

    /// The lower-cased words of a name: split at anything but letters and digits, and where a
    /// lower-case letter meets a capital (`portraitAX5` → portrait, ax5).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if let previous, previous.isLowercase, character.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
