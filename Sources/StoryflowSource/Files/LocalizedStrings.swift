import Foundation

/// The development-language texts of an app's localization keys, so a screen shows "Edit list" where the code writes
/// `Text("list.edit.title")`: read from String Catalogs (`*.xcstrings`, in their source language) and from
/// `Localizable.strings`-style tables in `en.lproj` or `Base.lproj`.
struct LocalizedStrings: Sendable {
    /// Key → text.
    private(set) var texts: [String: String]

    init(_ texts: [String: String] = [:]) {
        self.texts = texts
    }

    /// The tables under `paths` (folders or files); a file that cannot be read is left out.
    init(under paths: [String]) {
        var texts: [String: String] = [:]
        for path in paths {
            let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                let name = url.lastPathComponent
                if SourceFileSet.isFolder(url) {
                    if SourceFileSet.isSkipped(folder: name) { enumerator?.skipDescendants() }
                    continue
                }
                let found: [String: String]
                if name.hasSuffix(".xcstrings") {
                    found = LocalizedStrings.catalog(at: url)
                } else if name.hasSuffix(".strings"), ["en.lproj", "Base.lproj"].contains(url.deletingLastPathComponent().lastPathComponent) {
                    found = LocalizedStrings.table(at: url)
                } else {
                    continue
                }
                texts.merge(found) { first, _ in first }
            }
        }
        self.texts = texts
    }

    /// The text for `key`, or the key itself when the app translates no such key.
    func text(_ key: String) -> String {
        texts[key] ?? key
    }

    /// A String Catalog's texts in its source language (a key with no localization there is its own text).
    static func catalog(at url: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: url), let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return [:] }
        let language = root["sourceLanguage"] as? String ?? "en"
        var texts: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if let value = unit?["value"] as? String, value != key { texts[key] = value }
        }
        return texts
    }

    /// A `.strings` table (`"key" = "text";`).
    static func table(at url: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: url),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else { return [:] }
        return table.filter { $0.key != $0.value }
    }
}
