import Foundation

/// Reads what an app's `Info.plist` says about its storyboards: the one the app starts with
/// (`UIMainStoryboardFile` on iOS, else its iPhone and iPad variants `UIMainStoryboardFile~iphone` and
/// `UIMainStoryboardFile~ipad`, `NSMainStoryboardFile` on macOS) and the development language
/// (`CFBundleDevelopmentRegion`), whose localised copy of a storyboard stands for the others.
enum MainStoryboardReader {
    /// The keys naming the main storyboard, in the order they are looked up.
    static let keys = ["UIMainStoryboardFile", "UIMainStoryboardFile~iphone", "UIMainStoryboardFile~ipad", "NSMainStoryboardFile"]

    /// The main storyboard's name that the first `Info.plist` under `directory` (sorted by path,
    /// hidden folders left out) names, if any.
    static func name(inDirectory directory: String) -> String? {
        firstValue(inDirectory: directory, of: name(inPropertyList:))
    }

    /// The development language (`en`, `de`) that the first `Info.plist` under `directory` names, if any;
    /// a build setting (`$(DEVELOPMENT_LANGUAGE)`) names none.
    static func developmentRegion(inDirectory directory: String) -> String? {
        firstValue(inDirectory: directory) { data in
            guard let region = properties(data)?["CFBundleDevelopmentRegion"] as? String, !region.isEmpty, !region.hasPrefix("$") else { return nil }
            return region
        }
    }

    /// The main storyboard's name in an `Info.plist`'s bytes, if it names one.
    static func name(inPropertyList data: Data) -> String? {
        guard let plist = properties(data) else { return nil }
        return keys.lazy.compactMap { plist[$0] as? String }.first { !$0.isEmpty }
    }

    private static func properties(_ data: Data) -> [String: Any]? {
        try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    }

    private static func firstValue(inDirectory directory: String, of read: (Data) -> String?) -> String? {
        let plists = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { $0.hasSuffix("Info.plist") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        for plist in plists {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(plist)
            if let data = try? Data(contentsOf: url), let value = read(data) { return value }
        }
        return nil
    }
}
