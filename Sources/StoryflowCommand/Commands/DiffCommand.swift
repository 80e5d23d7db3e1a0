import ArgumentParser
import Foundation
import Storyflow
import StoryflowDiagrams
import StoryflowDiff
import StoryflowExport
import StoryflowHTML
import StoryflowLayout
import StoryflowReview

/// `storyflow diff`: what a change did to an app's navigation, for a pull request or CI.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what a change did to a flow: scenes and segues added, removed and changed.",
        discussion: """
        BASE and HEAD are any INPUT (a built-in flow, a .storyboard, a folder of storyboards, a .json flow). \
        With --git REV, give one PATH: it is compared as it was at REV (BASE) with the working tree (HEAD), \
        e.g. `storyflow diff --git main Sources/App/Base.lproj`.

        md and json print a summary to standard output (or --output). svg, png, pdf and dot draw both \
        versions laid out once, to --output (default ./diagrams): --side both overlays them (NAME-diff), \
        base and head draw one version each (NAME-base, NAME-head) with every scene in the same place.

        Exit codes: 0 success (changes or not); 1 an input could not be read, or --fail-on found what it \
        looks for; 64 the command line is wrong.
        """
    )

    /// What makes `--fail-on` fail the command.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        /// A scene or segue was removed.
        case removed
        /// Anything changed.
        case any
    }

    @Argument(help: "BASE and HEAD, or with --git the one PATH to compare with its earlier revision.")
    var inputs: [String] = []

    @Option(help: "Compare PATH as it was at this git revision (BASE) with the working tree (HEAD).")
    var git: String?

    @Option(name: .shortAndLong, parsing: .singleValue, help: "Comma-separated formats: md (Markdown for a pull-request comment), json, mermaid (both versions as a Mermaid flowchart in Markdown); svg, png, pdf, dot (a diagram), html (the diagram in an interactive page).")
    var format: [CommaSeparated<DiffFormat>] = [CommaSeparated([.md])]

    @Option(name: .shortAndLong, help: "A file or folder to write to. Default: standard output for one summary, ./diagrams for diagrams.")
    var output: String?

    @Option(parsing: .singleValue, help: "The versions the diagrams draw, comma-separated: both (overlay), base, head.")
    var side: [CommaSeparated<ChangeSide>] = []

    @Option(help: "light or dark.")
    var theme: Theme = .light

    @Option(help: "leftToRight (lr) or topToBottom (tb).")
    var direction: LayoutDirection = .leftToRight

    @OptionGroup var hubs: HubOption

    @Option(help: "Exit with 1 when something was removed (removed) or anything changed (any).")
    var failOn: FailOn?

    @Option(help: "A folder of Swift/Objective-C sources; the classes that declare an unwind action resolve its target exactly.")
    var sources: String?

    @OptionGroup var screenshots: ScreenshotOptions

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Folders of BASE's screenshots, when they are not the --screenshots folders.",
        discussion: "By default BASE's pictures are those of --screenshots as they were at REV with --git, else the same folders as HEAD's. A screen whose picture changed is drawn with both pictures side by side in the diagram of both versions, and both are in the HTML page's details.",
        valueName: "dir"
    ))
    var baseScreenshots: [String] = []

    func validate() throws {
        if git != nil, inputs.count != 1 {
            throw ValidationError("--git compares one PATH with its earlier revision; give exactly one PATH")
        }
        if git == nil, inputs.count != 2 {
            throw ValidationError("give BASE and HEAD, or --git REV PATH")
        }
    }

    func run() async throws {
        let versions = try loadVersions()
        let (base, head) = (versions.base, versions.head)
        let diff = FlowDiff(base: base.flow, head: head.flow)
        let findings = FlowReviewer(rules: FlowCatalog.current.reviewRules).findingsIntroduced(
            from: versions.reviewed.base, to: versions.reviewed.head, headSceneID: diff.headID(ofBaseScene:), headSegueID: diff.headID(ofBaseSegue:)
        )
        let documents = try await self.documents(for: diff, findings: findings, flowName: head.name)
        if output == nil, documents.count == 1, !formats.contains(where: \.isDiagram) {
            FileHandle.standardOutput.write(documents[0].data)
        } else {
            let destination = try OutputDestination(path: output ?? "diagrams", fileCount: documents.count)
            for document in documents {
                let url = try destination.write(document.data, name: document.name, fileExtension: document.fileExtension)
                if documents.count > 1 { StandardError.print(url.wroteLine) }
            }
        }
        switch failOn {
        case .removed where diff.removesAnything:
            StandardError.print(Diagnostic(.error, "the change removes scenes or segues (--fail-on removed)", subject: head.name))
            throw ExitCode.failure
        case .any where !diff.isEmpty:
            StandardError.print(Diagnostic(.error, "the flow changed (--fail-on any)", subject: head.name))
            throw ExitCode.failure
        default: break
        }
    }

    private var formats: [DiffFormat] {
        format.uniqueValues()
    }

    /// Every file the formats and sides ask for: summaries first, then each side's drawings.
    private func documents(for diff: FlowDiff, findings: [Finding], flowName: String) async throws -> [(name: String, fileExtension: String, data: Data)] {
        let name = DiagramFileName.from(diff.head.name)
        let diagnostics = findings.map { $0.diagnostic(flowName: flowName) }
        var documents: [(name: String, fileExtension: String, data: Data)] = []
        for format in formats {
            switch format {
            case .md: documents.append((name + "-diff", "md", Data(MarkdownDiffReport(diff: diff, newFindings: diagnostics).text.utf8)))
            case .json: documents.append((name + "-diff", "json", try JSONDiffReport(diff: diff, newFindings: diagnostics).data()))
            case .mermaid:
                let mermaid = MermaidExporter(direction: direction == .topToBottom ? .topToBottom : .leftToRight).export(DiffUnion(diff))
                documents.append((name + "-diff-mermaid", "md", Data(mermaid.markdown.utf8)))
            case .diagram: break
            }
        }
        let diagramFormats = formats.compactMap(\.diagramFormat)
        guard !diagramFormats.isEmpty else { return documents }
        var diagram = DiffDiagram(diff)
        let workspace = ScreenshotWorkspace()
        defer { workspace.remove() }
        let details = try pictures(for: diff, in: &diagram, workspace: workspace)
        let pool = diagram.union.flow.scenes.count >= RenderCommand.isolationThreshold ? try RenderWorkerPool.ofThisProgram(size: 1) : nil
        let isolation: DiagramRenderer.Isolation = pool.map { .worker($0, timeout: RenderCommand.defaultTimeout) } ?? .inProcess
        let sides: [ChangeSide] = side.isEmpty ? [.both] : side.uniqueValues()
        let output = GraphvizOutput(dpi: RenderCommand.baseDPI * RenderCommand.defaultResolution, maximumPNGPixels: RenderCommand.pngPixelBudget)
        let renderer = DiagramRenderer(flowName: diff.head.name, output: output, isolation: isolation)
        do {
            let graphs = try await diagram.graphs(sides: sides, options: LayoutOptions(theme: theme, direction: direction, hubThreshold: hubs.hubs)) { overlay in
                try await renderer.laidOutDOT(of: overlay)
            }
            for (side, graph) in zip(sides, graphs) {
                let data = try await renderer.render(graph, as: diagramFormats)
                let sideName = name + "-" + (side == .both ? "diff" : side.rawValue)
                documents += zip(diagramFormats, data).map { format, data in
                    let title = "\(diff.head.name) (\(side == .both ? "changes" : side.rawValue))"
                    let embedding = workspace.embedding
                    let drawn: Data = switch format {
                    case .html:
                        ViewerPageBuilder(screenshots: details).page(title: title, flow: diagram.union.flow, svg: embedding.svg(data), findings: findings)
                    case .svg: embedding.svg(data)
                    case .dotSource: embedding.dot(data)
                    case .png, .pdf: data
                    }
                    return (sideName, format.rawValue, drawn)
                }
            }
        } catch {
            await pool?.shutDown()
            throw error
        }
        await pool?.shutDown()
        return documents
    }

    /// Each version's pictures of its screens set on `diagram` (by scene id in the union), with a
    /// summary line per version; returns the full-size pictures for the HTML page's details (a
    /// screen whose picture changed gets both, captioned). Nothing when no picture is asked for.
    private func pictures(for diff: FlowDiff, in diagram: inout DiffDiagram, workspace: ScreenshotWorkspace) throws -> [Scene.ID: [ViewerScreenshot]] {
        guard screenshots.isEnabled || !baseScreenshots.isEmpty
            || (diff.base.scenes + diff.head.scenes).contains(where: { $0.screenshot != nil }) else { return [:] }
        let headMatcher = try screenshots.matcher()
        var baseMatcher = headMatcher
        var extracted: [GitRevision] = []
        defer { extracted.forEach { $0.remove() } }
        if !baseScreenshots.isEmpty {
            baseMatcher.catalog = try ScreenshotCatalog(folders: baseScreenshots)
        } else if let git {
            // The --screenshots folders as they were at REV; one that did not exist then has no pictures.
            extracted = screenshots.screenshots.compactMap { try? GitRevision.extract($0, at: git) }
            baseMatcher.catalog = try ScreenshotCatalog(folders: extracted.map(\.path))
        }
        let pixelsPerPoint = RenderCommand.baseDPI * RenderCommand.defaultResolution / 72
        let union = diagram.union.flow
        var found: (base: [Scene.ID: ScreenshotMatcher.Match], head: [Scene.ID: ScreenshotMatcher.Match]) = ([:], [:])
        for (name, matcher, flow) in [("base", baseMatcher, diff.base), ("head", headMatcher, diff.head)] {
            let result = matcher.match(flow)
            screenshots.summary(of: result, flow: "\(diff.head.name) (\(name))").forEach { StandardError.print($0) }
            let matches = Dictionary(result.matches.map { (name == "base" ? diff.headID(ofBaseScene: $0.key) ?? $0.key : $0.key, $0.value) }) { first, _ in first }
                .filter { id, _ in union.scenes.contains { $0.id == id } }
            let drawn = try workspace.screenshots(for: matches, in: union, pixelsPerPoint: pixelsPerPoint)
            if name == "base" { (found.base, diagram.screenshots.base) = (matches, drawn) } else { (found.head, diagram.screenshots.head) = (matches, drawn) }
        }
        var details: [Scene.ID: [ViewerScreenshot]] = [:]
        let changed = diagram.changedBaseScreenshots
        for (id, match) in found.base.merging(found.head, uniquingKeysWith: { $1 }) {
            if changed[id] != nil, let base = found.base[id] {
                details[id] = [ScreenshotEmbedding.detail(base.url, caption: "before"), ScreenshotEmbedding.detail(match.url, caption: "after")].compactMap { $0 }
            } else {
                details[id] = ScreenshotEmbedding.detail(match.url, caption: nil).map { [$0] }
            }
        }
        return details
    }

    /// BASE and HEAD, each one flow, files named relative to the version's root (the repository's
    /// with --git, else the folder given or the storyboard's folder), so a file both versions have
    /// is named alike and one that moved is seen to move; and the two flows to review, files named
    /// relative to the repository with --git, else to the current directory. Loading warnings go to
    /// standard error: HEAD's, then those of BASE that HEAD does not repeat (about the same object) (a revision's files named
    /// `PATH@REV`, not by their temporary copy).
    private func loadVersions() throws -> (base: LoadedFlow, head: LoadedFlow, reviewed: (base: Flow, head: Flow)) {
        let loader = FlowLoader(catalog: FlowCatalog.current, sourcesDirectory: sources)
        var (base, head) = try loadUnreported(with: loader)
        head.warnings.forEach(StandardError.print)
        // A warning is the same in both versions when it only names the ids of another file
        // ('Players/X' → 'Roster/X'): a storyboard renamed or split.
        let key = { (warning: Diagnostic) in
            warning.message.replacingOccurrences(of: #"'[^'\s]*/([^'/\s]+)'"#, with: "'$1'", options: .regularExpression)
        }
        let headWarnings = Set(head.warnings.map(key))
        base.warnings.filter { !headWarnings.contains(key($0)) }.forEach(StandardError.print)
        if git != nil { return (base, head, (base.flow, head.flow)) }
        let current = FileManager.default.currentDirectoryPath
        let reviewed = (base.flow.locationFiles(relativeTo: current), head.flow.locationFiles(relativeTo: current))
        base.flow = base.flow.locationFiles(relativeTo: Self.root(of: inputs[0]))
        head.flow = head.flow.locationFiles(relativeTo: Self.root(of: inputs[1]))
        return (base, head, reviewed)
    }

    /// The folder an input's files are named from: the folder itself, a file's folder.
    private static func root(of input: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? input : URL(fileURLWithPath: input).deletingLastPathComponent().path
    }

    private func loadUnreported(with loader: FlowLoader) throws -> (base: LoadedFlow, head: LoadedFlow) {
        guard let revision = git else {
            return (try loadOne(inputs[0], with: loader), try loadOne(inputs[1], with: loader))
        }
        let path = inputs[0]
        var head = try loadOne(path, with: loader)
        let earlier: GitRevision
        do {
            earlier = try GitRevision.extract(path, at: revision)
        } catch CommandError.gitFailed(_, _, let message) where message.contains("did not match any files") {
            // New since the revision: everything in it is added.
            head.flow = head.flow.locationFiles(relativeTo: try GitRevision.repositoryRoot(of: path, revision: revision))
            return (LoadedFlow(flow: Flow(name: head.flow.name), origin: "\(path)@\(revision)"), head)
        }
        defer { earlier.remove() }
        head.flow = head.flow.locationFiles(relativeTo: earlier.root)
        var base = try loadOne(earlier.path, with: loader)
        base.flow = base.flow.locationFiles(relativeTo: earlier.folder.path)
        base.origin = "\(path)@\(revision)"
        let folder = earlier.folder.standardizedFileURL.path + "/"
        for index in base.warnings.indices {
            guard let file = base.warnings[index].location?.file, file.hasPrefix(folder) else { continue }
            base.warnings[index].location?.file = String(file.dropFirst(folder.count)) + "@" + revision
        }
        return (base, head)
    }

    private func loadOne(_ input: String, with loader: FlowLoader) throws -> LoadedFlow {
        let flows = try loader.load([input])
        guard flows.count == 1 else { throw CommandError.diffNeedsOneFlow(input: input, flows: flows.count) }
        return flows[0]
    }
}

/// An output format of `storyflow diff`: a summary, or a diagram.
enum DiffFormat: Hashable, ExpressibleByArgument {
    case md, json, mermaid
    case diagram(DiagramFormat)

    /// The summaries, then the drawings; `html` is the diff diagram in the viewer, whose details list
    /// only the findings the change introduces.
    static let allCases: [DiffFormat] = [.md, .json, .mermaid] + DiagramFormat.allCases.map(DiffFormat.diagram)

    /// A format by name, in any case.
    init?(argument: String) {
        guard let format = Self.allCases.first(where: { $0.name == argument.lowercased() }) else { return nil }
        self = format
    }

    static var allValueStrings: [String] { allCases.map(\.name) }

    var defaultValueDescription: String { name }

    /// The name on the command line.
    var name: String {
        switch self {
        case .md: "md"
        case .json: "json"
        case .mermaid: "mermaid"
        case .diagram(let format): format.rawValue
        }
    }

    var isDiagram: Bool { diagramFormat != nil }

    var diagramFormat: DiagramFormat? {
        if case .diagram(let format) = self { format } else { nil }
    }
}
