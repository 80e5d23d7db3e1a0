import Foundation

/// The localised copies of a storyboard (`Base.lproj/Main.storyboard`, `de.lproj/Main.storyboard`,
/// `zh-Hans.lproj/Main.storyboard` in one folder) are one storyboard: the app shows one of them, all
/// with the same scenes. One copy stands for them: `Base`, else the development language's, else
/// `en`, else the first by path.
enum LocalizedCopies {
    /// `paths` (sorted) with one copy of each localised storyboard kept, still sorted.
    static func oneOfEach(_ paths: [String], developmentRegion: String?) -> [String] {
        var groups: [String: [(language: String, path: String)]] = [:]
        for path in paths {
            guard let copy = localization(of: path) else { continue }
            groups[copy.key, default: []].append((copy.language, path))
        }
        let preferred = ["Base", developmentRegion, "en"].compactMap { $0 }
        let dropped = Set(groups.values.flatMap { copies -> [String] in
            let kept = preferred.lazy.compactMap { language in copies.first { $0.language == language } }.first ?? copies[0]
            return copies.map(\.path).filter { $0 != kept.path }
        })
        return paths.filter { !dropped.contains($0) }
    }

    /// The folder holding the `.lproj` folders with the file's name, and the language, for a file
    /// inside an `xx.lproj` folder.
    private static func localization(of path: String) -> (key: String, language: String)? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        let key = folder.deletingLastPathComponent().path + "/" + url.lastPathComponent
        return (key, folder.deletingPathExtension().lastPathComponent)
    }
}
