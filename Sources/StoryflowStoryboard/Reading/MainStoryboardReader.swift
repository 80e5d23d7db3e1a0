import Foundation

/// Finds the storyboard an app starts with, as its `Info.plist` names it (`UIMainStoryboardFile` on
/// iOS, `NSMainStoryboardFile` on macOS).
enum MainStoryboardReader {
    /// The keys naming the main storyboard, in the order they are looked up.
    static let keys = ["UIMainStoryboardFile", "NSMainStoryboardFile"]

    /// The main storyboard's name that the first `Info.plist` under `directory` (sorted by path,
    /// hidden folders left out) names, if any.
    static func name(inDirectory directory: String) -> String? {
        let plists = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { $0.hasSuffix("Info.plist") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        for plist in plists {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(plist)
            if let data = try? Data(contentsOf: url), let name = name(inPropertyList: data) { return name }
        }
        return nil
    }

    /// The main storyboard's name in an `Info.plist`'s bytes, if it names one.
    static func name(inPropertyList data: Data) -> String? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        return keys.lazy.compactMap { plist[$0] as? String }.first { !$0.isEmpty }
    }
}
