import ArgumentParser
import Storyflow
import StoryflowLayout

/// `render`'s options that choose which part of a big flow to draw: `--focus`, `--depth`, `--path`, `--split`.
struct ViewOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Draw only this scene with what leads to it and what it leads to.",
        discussion: "SCENE is a scene's id, title, class or storyboard identifier. Scenes further away are summarised as stubs (\"→ 12 more scenes\").",
        valueName: "scene"
    ))
    var focus: String?

    @Option(help: "With --focus: how many segues away from the scene to draw (default 1).")
    var depth: Int = 1

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Highlight every way from one scene to another.", valueName: "from> <to"))
    var path: [String] = []

    @Option(help: ArgumentHelp(
        "Write one diagram per part of the flow plus an overview: storyboard, tab, stack or none.",
        discussion: "storyboard: one page per storyboard file; tab: one per tab of the tab bar controller; stack: one per navigation stack. The overview (NAME.svg) draws each part as one node with its scene count and entry, and links to the pages (NAME-PART.svg). Without --split, a flow too big to read as one image (scene text under 10 pixels, or over the 16-megapixel budget) is written as such an atlas on its own; none always draws one image."
    ))
    var split: SplitChoice?

    func validate() throws {
        if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if !path.isEmpty, path.count != 2 { throw ValidationError("--path takes two scenes: --path FROM TO") }
        if split?.kind != nil, focus != nil { throw ValidationError("--split and --focus cannot be combined; focus on a scene of the whole flow, or split it") }
    }

    /// The focus for `flow`, with the scene looked up by name.
    func focus(in flow: Flow) throws -> Focus? {
        try focus.map { Focus(sceneID: try Self.sceneID(named: $0, in: flow), depth: depth) }
    }

    /// The ends of the highlighted ways in `flow`, looked up by name.
    func pathEnds(in flow: Flow) throws -> PathEnds? {
        guard path.count == 2 else { return nil }
        return PathEnds(from: try Self.sceneID(named: path[0], in: flow), to: try Self.sceneID(named: path[1], in: flow))
    }

    private static func sceneID(named name: String, in flow: Flow) throws -> Scene.ID {
        switch SceneLookup(flow: flow).scene(named: name) {
        case .found(let id): return id
        case .ambiguous(let ids): throw CommandError.ambiguousScene(flow: flow.name, name: name, candidates: ids)
        case .notFound(let suggestion): throw CommandError.unknownScene(flow: flow.name, name: name, suggestion: suggestion)
        }
    }
}

/// What `--split` asks for: the pages of one kind of part, or one image whatever its size.
enum SplitChoice: String, CaseIterable, ExpressibleByArgument {
    case storyboard, tab, stack, none

    /// The kind of part to cut by; `nil` for `none`.
    var kind: FlowPartition.Kind? {
        FlowPartition.Kind(rawValue: rawValue)
    }
}
