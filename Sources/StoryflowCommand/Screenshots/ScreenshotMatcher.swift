import Foundation
import Storyflow

/// Gives a flow's screens their pictures. By precedence: the mapping file (`--screenshot-map`),
/// the scene's own `screenshot`, a snapshot folder named after the scene's id or class, a file
/// whose stem is the scene's id, class or storyboard identifier. Of several pictures for one
/// screen, the default variant wins (light, portrait, no accessibility size), or the one whose
/// name has the `--screenshot-variant` word.
struct ScreenshotMatcher {
    /// How a screen got its picture.
    enum Rule: String, Sendable {
        case map = "mapping file"
        case declared = "declared by the scene"
        case snapshotFolder = "snapshot folder"
        case fileName = "file name"
    }

    /// One screen's picture.
    struct Match: Hashable, Sendable {
        let url: URL
        let rule: Rule
    }

    /// What the matcher found for one flow.
    struct Result: Sendable {
        /// The picture of each screen that has one.
        var matches: [Scene.ID: Match] = [:]
        /// The catalog's pictures no screen got (mapped and declared pictures are not in the catalog).
        var unmatched: [URL] = []
        /// The screens (scenes that are no container or reference) of the flow.
        var screenCount = 0
    }

    var catalog: ScreenshotCatalog
    /// Explicit pictures by scene name (id, title, class or storyboard identifier), from the mapping file.
    var map: [String: URL] = [:]
    /// The word that picks a variant (`dark`), or `nil` for the default one.
    var variant: String?
    /// Where a scene's own relative `screenshot` path starts: a JSON flow's folder, else the current one.
    var declaredBase: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

    /// The words that mark a variant other than the default one.
    static func isVariantWord(_ word: String) -> Bool {
        ["dark", "landscape", "accessibility", "large", "xxxl"].contains(word)
            || (word.hasPrefix("ax") && word.dropFirst(2).allSatisfy(\.isNumber))
    }

    /// Matches the pictures to `flow`'s screens.
    func match(_ flow: Flow) -> Result {
        var result = Result()
        let screens = flow.scenes.filter { !$0.kind.isContainer && $0.kind != .reference }
        result.screenCount = Set(screens.map(\.id)).count
        var byFolderType: [String: [ScreenshotCatalog.File]] = [:]
        var byStem: [String: [ScreenshotCatalog.File]] = [:]
        for file in catalog.files {
            if let type = file.snapshotType { byFolderType[type, default: []].append(file) }
            byStem[file.stem, default: []].append(file)
            if let first = file.stem.split(separator: ".").first, first != Substring(file.stem) {
                byStem[String(first), default: []].append(file)
            }
        }
        let lookup = SceneLookup(flow: flow)
        var mapped: [Scene.ID: URL] = [:]
        for (name, url) in map.sorted(by: { $0.key < $1.key }) {
            if case .found(let id) = lookup.scene(named: name) { mapped[id] = url }
        }
        var used = Set<URL>()
        for scene in screens where result.matches[scene.id] == nil {
            if let url = mapped[scene.id] {
                result.matches[scene.id] = Match(url: url, rule: .map)
            } else if let path = scene.screenshot {
                result.matches[scene.id] = Match(url: URL(fileURLWithPath: path, relativeTo: declaredBase).standardizedFileURL, rule: .declared)
            } else if let file = best(of: [scene.id, scene.customClass].compactMap { $0 }.flatMap { byFolderType[$0] ?? [] }) {
                result.matches[scene.id] = Match(url: file.url, rule: .snapshotFolder)
            } else if let file = best(of: [scene.id, scene.customClass, scene.storyboardIdentifier].compactMap { $0 }.flatMap { byStem[$0] ?? [] }) {
                result.matches[scene.id] = Match(url: file.url, rule: .fileName)
            }
        }
        for match in result.matches.values { used.insert(match.url) }
        // A picture belongs to a screen that has one (another variant of it, or one the map or the
        // scene named instead) when its folder's type or its stem names that screen.
        var drawnNames = Set<String>()
        for scene in screens where result.matches[scene.id] != nil {
            drawnNames.formUnion([scene.id, scene.customClass, scene.storyboardIdentifier].compactMap { $0 })
        }
        result.unmatched = catalog.files.filter { file in
            let names = [file.snapshotType, file.stem, file.stem.split(separator: ".").first.map(String.init)].compactMap { $0 }
            return !used.contains(file.url) && !names.contains(where: drawnNames.contains)
        }.map(\.url)
        return result
    }

    /// The picture to draw of several for one screen: the asked-for variant (or the default one),
    /// then portrait, then the lowest snapshot number (`.1` is the first configuration), then the
    /// shortest name, then the path, so the choice never depends on the order files were found in.
    func best(of files: [ScreenshotCatalog.File]) -> ScreenshotCatalog.File? {
        let unique = Array(Set(files))
        return unique.min { rank($0).lexicographicallyPrecedes(rank($1)) }
    }

    private func rank(_ file: ScreenshotCatalog.File) -> [String] {
        let wanted = variant?.lowercased()
        let hasWanted = wanted.map { word in file.words.contains(word) || file.stem.lowercased().contains(word) } ?? true
        let otherVariants = file.words.filter { Self.isVariantWord($0) && $0 != wanted }.count
        let landscape = file.isLandscape && wanted != "landscape"
        let number = file.stem.split(separator: ".").last.flatMap { Int($0) } ?? 0
        func padded(_ value: Int) -> String { String(repeating: "0", count: max(0, 8 - String(value).count)) + String(value) }
        return [hasWanted ? "0" : "1", padded(otherVariants), landscape ? "1" : "0", padded(number), padded(file.stem.count), file.url.path]
    }
}
