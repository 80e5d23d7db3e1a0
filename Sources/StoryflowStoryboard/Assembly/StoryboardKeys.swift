import Foundation

/// Short, unique names for several storyboards: each file's shortest path suffix (without
/// `.storyboard`) that no other file shares, e.g. `Main`, or `Simple/Base.lproj/Main` beside
/// `SimpleConverted/Base.lproj/Main`. Scene and segue ids of a multi-file flow start with them.
enum StoryboardKeys {
    /// One key per path, in order; identical paths get `#2`, `#3`… after the first.
    static func keys(for paths: [String]) -> [String] {
        let components = paths.map { path in
            URL(fileURLWithPath: path).deletingPathExtension().standardizedFileURL.pathComponents.filter { $0 != "/" }
        }
        var keys = components.enumerated().map { index, parts in
            let others = components.enumerated().filter { $0.offset != index }.map(\.element)
            let length = (1...max(parts.count, 1)).first { length in
                !others.contains { $0.suffix(length) == parts.suffix(length) }
            } ?? parts.count
            return parts.suffix(length).joined(separator: "/")
        }
        var seen: [String: Int] = [:]
        for index in keys.indices {
            let count = seen[keys[index], default: 0] + 1
            seen[keys[index]] = count
            if count > 1 { keys[index] += "#\(count)" }
        }
        return keys
    }
}
