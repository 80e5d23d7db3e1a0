import Foundation
import StoryflowDiagrams

/// File names for the flows of one command, unique so that no output overwrites another.
///
/// A flow is named after itself (`Main`). When several flows share a name, as the `Main`
/// storyboards of different apps do, each takes the name of the folder it came from as a prefix
/// (`MasterDetail-Main`; localisation folders such as `Base.lproj` are skipped), and a number
/// when even that is not enough (`Simple-Main-2`).
enum OutputNames {
    static func unique(for flows: [LoadedFlow]) -> [String] {
        let names = flows.map { DiagramFileName.from($0.name) }
        let prefixed = zip(flows, names).map { flow, name in
            names.count { $0 == name } > 1 ? folderHint(flow.origin).map { "\($0)-\(name)" } ?? name : name
        }
        var seen: [String: Int] = [:]
        return prefixed.map { name in
            seen[name, default: 0] += 1
            let count = seen[name]!
            return count == 1 ? name : "\(name)-\(count)"
        }
    }

    /// The nearest folder of `origin` that is not a localisation folder, as a file name.
    private static func folderHint(_ origin: String?) -> String? {
        guard let origin else { return nil }
        var url = URL(fileURLWithPath: origin)
        if url.pathExtension == "storyboard" || url.pathExtension == "json" { url.deleteLastPathComponent() }
        while url.pathExtension == "lproj" { url.deleteLastPathComponent() }
        let folder = url.lastPathComponent
        return folder.isEmpty || folder == "/" ? nil : DiagramFileName.from(folder)
    }
}
