import Storyflow

/// Scenes that moved from one file to another without changing: a storyboard split in two, renamed,
/// or moved to another folder (Interface Builder keeps the object ids), or DSL declarations moved to
/// another source file. A move is not a change; reports give one line per pair of files.
///
/// ```swift
/// FlowDiff(base: old, head: new).moves.map(\.description)
/// // ["12 scenes moved from Base.lproj/Main.storyboard to Base.lproj/Display.storyboard"]
/// ```
public struct FileMove: Hashable, Sendable, CustomStringConvertible {
    /// The file that held the scenes in the base version.
    public var from: String
    /// The file that holds them in the head version.
    public var to: String
    /// The ids (in the head version) of the scenes that moved, in the head's order.
    public var sceneIDs: [Scene.ID]

    /// Creates a move.
    public init(from: String, to: String, sceneIDs: [Scene.ID]) {
        self.from = from
        self.to = to
        self.sceneIDs = sceneIDs
    }

    /// `12 scenes moved from Main.storyboard to Display.storyboard`.
    public var description: String {
        "\(sceneIDs.count) scene\(sceneIDs.count == 1 ? "" : "s") moved from \(from) to \(to)"
    }

    /// One move per pair of files, ordered by the files' names, for the matched scenes whose
    /// location's file differs.
    static func moves(in changes: [SceneChange]) -> [FileMove] {
        var moved: [String: FileMove] = [:]
        for change in changes {
            guard let from = change.base?.location?.file, let to = change.head?.location?.file, from != to, let id = change.head?.id else { continue }
            moved[from + "\u{1}" + to, default: FileMove(from: from, to: to, sceneIDs: [])].sceneIDs.append(id)
        }
        return moved.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}
