import ArgumentParser
import Foundation
import GraphvizRender
import Storyflow
import StoryflowDiagrams
import StoryflowLayout
import StoryflowReview

/// `storyflow render`: draws flows as storyboard-like diagrams.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw flows as storyboard-like diagrams (SVG, PNG, PDF, DOT, interactive HTML).",
        discussion: """
        With no INPUT, draws every built-in flow to ./diagrams as SVG and PNG. \
        --output names a folder, or a file when one flow is drawn in one format.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, parsing: .singleValue, help: "Comma-separated formats: svg, png, pdf, dot, html.")
    var format: [CommaSeparated<DiagramFormat>] = [CommaSeparated([.svg, .png])]

    @Option(name: .shortAndLong, help: "The folder to write into, or a file for one flow in one format.")
    var output = "diagrams"

    @Option(help: "light or dark.")
    var theme: Theme = .light

    @Option(help: "leftToRight (lr) or topToBottom (tb).")
    var direction: LayoutDirection?

    @Option(help: ArgumentHelp(
        "Where scenes go: storyboard or automatic.",
        discussion: "storyboard (the default for storyboards, which record where the developer placed each scene in Xcode) keeps that arrangement and routes the edges around it; automatic ranks the scenes along the segues, as for DSL and JSON flows, and is the default with --focus."
    ))
    var arrangement: Arrangement?

    @OptionGroup var view: ViewOptions

    @Flag(help: "Add a legend of the connection kinds.")
    var legend = false

    @Flag(help: "Draw each container as a box around its children instead of a compact node.")
    var groupContainers = false

    @OptionGroup var hubs: HubOption

    @OptionGroup var screenshots: ScreenshotOptions

    @Flag(help: "Review the flow and mark the scenes with findings.")
    var markFindings = false

    @Option(help: "PNG resolution: 1 is 96 dpi. Default: 2, lowered so that a PNG stays under \(Self.pngPixelBudget / 1_000_000) megapixels, but never below 1 pixel per point (0.75).")
    var resolution: Double?

    @Option(help: ArgumentHelp(
        "How much detail to keep: automatic, full, lean or cards.",
        discussion: "automatic draws everything below \(DetailSettings.leanSceneCount) scenes, puts segue labels beside their edges (lean) up to \(DetailSettings.cardsSceneCount), and draws compact scene cards without segue labels beyond, so that large flows stay fast."
    ))
    var detail: DetailLevel?

    @Option(help: ArgumentHelp(
        "With --format html: link source locations to this URL (the file's path and #L<line> are appended).",
        valueName: "url"
    ))
    var sourceBaseURL: String?

    /// The earlier name of `--resolution`, kept working.
    @Option(name: .customLong("scale"), help: .hidden)
    var legacyScale: Double?

    /// The earlier name of `--detail` (its levels were detailed, large and huge), kept working.
    @Option(name: .customLong("layout-scale"), help: .hidden)
    var legacyLayoutScale: DetailLevel?

    @Option(help: ArgumentHelp(
        "Stop a layout after this many seconds (default \(Int(Self.defaultTimeout))).",
        discussion: "Flows of \(Self.isolationThreshold) scenes or more, and any flow when --timeout is given, are laid out in a child process, so a Graphviz crash or hang is reported instead of taking storyflow down."
    ))
    var timeout: Double?

    @Option(help: ArgumentHelp(
        "How many flows to lay out at once, each in a worker process (default: one per processor core).",
        discussion: "With several flows, Graphviz runs in that many worker processes side by side; with 1, flows are laid out one after another in this process. The diagrams are the same either way."
    ))
    var jobs: Int?

    /// Lays out every flow in this process, big ones too, with no worker: what the benchmark
    /// compares the workers' cost against.
    @Flag(name: .customLong("in-process"), help: .hidden)
    var inProcess = false

    /// PNG pixels per inch at resolution 1 (what Graphviz's cairo renderer uses by default).
    static let baseDPI = 96.0
    /// The default PNG resolution.
    static let defaultResolution = 2.0
    /// The most pixels a PNG gets at the default resolution (about 64 MB while drawing).
    static let pngPixelBudget = PageReadability.pngPixelBudget

    /// The time limit of an isolated layout when `--timeout` is not given.
    static let defaultTimeout = 300.0
    /// From this many scenes on, the layout runs in a child process (smaller flows lay out in
    /// milliseconds, and starting a process would cost more than the layout).
    static let isolationThreshold = 200

    /// Inputs of this many bytes or more likely hold a flow of ``isolationThreshold`` scenes (a
    /// flow's JSON takes about 900 bytes a scene), so a worker starts before they are read.
    static let likelyIsolatedInputBytes = 150_000

    func validate() throws {
        if let pngResolution, !(0.1...8).contains(pngResolution) {
            throw ValidationError("--resolution must be between 0.1 and 8")
        }
        if let timeout, timeout <= 0 {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1")
        }
        if inProcess, timeout != nil || (jobs ?? 1) > 1 {
            throw ValidationError("--in-process cannot be combined with --timeout or --jobs")
        }
        // Only web links: a `javascript:` base would make every source link of the page run script on click.
        if let sourceBaseURL, !["http", "https"].contains(URL(string: sourceBaseURL)?.scheme?.lowercased() ?? "") {
            throw ValidationError("--source-base-url must be an absolute http or https URL, such as https://example.com/app/blob/main/")
        }
    }

    var formats: [DiagramFormat] {
        format.uniqueValues()
    }

    func run() async throws {
        let drawsWithGraphviz = formats.contains { $0.graphvizFormat != nil }
        let jobs = inProcess ? 1 : jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let pool = drawsWithGraphviz && !inProcess ? try RenderWorkerPool.ofThisProgram(size: jobs) : nil
        let workspace = ScreenshotWorkspace()
        do {
            try await render(drawsWithGraphviz: drawsWithGraphviz, jobs: jobs, pool: pool, workspace: workspace)
        } catch {
            await pool?.shutDown()
            workspace.remove()
            throw error
        }
        await pool?.shutDown()
        workspace.remove()
    }

    /// Reads the flows and draws them, in this process or in `pool`'s workers.
    private func render(drawsWithGraphviz: Bool, jobs: Int, pool: RenderWorkerPool?, workspace: ScreenshotWorkspace) async throws {
        // While this process reads the input (decoding a big JSON flow takes longest), Graphviz loads
        // its plugins and fonts on another core: in a first worker when the input is big enough to
        // need one, else here.
        let warmsUpAWorker = drawsWithGraphviz && pool != nil && input.holds(atLeast: Self.likelyIsolatedInputBytes)
        if warmsUpAWorker {
            try await pool?.prepare(count: 1)
        } else if drawsWithGraphviz {
            GraphvizRenderer.warmUp(fontName: LayoutOptions().fontName)
        }
        let flows = try input.loadFlows()
        let plan = RenderPlan(
            sceneCounts: flows.map(\.flow.scenes.count), jobs: jobs,
            isolationThreshold: inProcess ? .max : Self.isolationThreshold, isolatesEveryFlow: timeout != nil,
            drawsWithGraphviz: drawsWithGraphviz
        )
        if warmsUpAWorker && plan.rendersInProcess {
            GraphvizRenderer.warmUp(fontName: LayoutOptions().fontName)
        }
        // The other workers start while this process builds the first graphs.
        try await pool?.prepare(count: plan.workerCount)
        var prepared: [PreparedFlow] = []
        let matcher = try screenshots.matcher()
        screenshots.mapWarnings(for: matcher, flows: flows.map(\.flow)).forEach { StandardError.print($0) }
        // A file named by --output takes one diagram: then a big flow stays one image.
        let writesOneFile = flows.count * formats.count == 1 && (try? OutputDestination(path: output, fileCount: 1))?.file != nil
        for ((loaded, fileName), usesWorker) in zip(zip(flows, OutputNames.unique(for: flows)), plan.usesWorker) {
            let isolation: DiagramRenderer.Isolation = usesWorker
                ? pool.map { .worker($0, timeout: timeout ?? Self.defaultTimeout) } ?? .inProcess : .inProcess
            let pictures = try screenshots.pictures(of: loaded, matcher: matcher, workspace: workspace, pixelsPerPoint: pixelsPerPoint)
            var embedding = workspace.embedding
            // The details show this flow's pictures only: a flow read before may have a scene of the same id.
            embedding.fullSize = embedding.fullSize.filter { pictures[$0.key] != nil }
            prepared.append(try prepare(
                loaded, fileName: fileName, isolation: isolation, writesOneFile: writesOneFile,
                screenshots: pictures, embedding: embedding
            ))
        }
        let destination = try OutputDestination(path: output, fileCount: prepared.reduce(0) { $0 + $1.pages.count } * formats.count)
        let showsProgress = prepared.count * formats.count > 1
        let formats = formats
        let graphvizOutput = graphvizOutput
        let sourceBaseURL = sourceBaseURL.flatMap(URL.init(string:))
        // One flow at a time per worker; an atlas's pages are drawn one after another by its flow's.
        try await OrderedBatch.run(count: prepared.count, window: plan.window) { [prepared] index in
            let flow = prepared[index]
            let (pages, note) = try await flow.resolvedPages(output: graphvizOutput)
            var drawn: [(page: SplitPages.Page, outputs: [Data])] = []
            for page in pages {
                let drawing = FlowDrawing(
                    flowName: flow.loaded.name, page: page, isolation: flow.isolation, sourceBaseURL: sourceBaseURL, screenshots: flow.screenshots
                )
                drawn.append((page, try await drawing.render(as: formats, output: graphvizOutput)))
            }
            return (drawn, note)
        } finish: { _, result in
            let (drawn, note) = result
            if let note { StandardError.print(note) }
            for (page, outputs) in drawn {
                for (format, data) in zip(formats, outputs) {
                    let url = try destination.write(data, name: page.fileName, fileExtension: format.rawValue)
                    if showsProgress || drawn.count > 1 { StandardError.print(url.wroteLine) }
                }
            }
        }
    }

    /// The diagrams of one flow: the whole flow (or its focus), or with `--split` an overview and its
    /// pages; without `--split`, the atlas ``AtlasPlan`` plans when the whole flow would not be
    /// readable (decided when the flow is drawn, since it takes a layout). Every page, an atlas's
    /// too, draws the screens `screenshots` has pictures of from them.
    private func prepare(
        _ loaded: LoadedFlow, fileName: String, isolation: DiagramRenderer.Isolation, writesOneFile: Bool,
        screenshots: [Scene.ID: SceneScreenshot], embedding: ScreenshotEmbedding
    ) throws -> PreparedFlow {
        var options = layoutOptions(for: loaded.flow)
        options.screenshots = screenshots
        options.focus = try view.focus(in: loaded.flow)
        options.path = try view.pathEnds(in: loaded.flow)
        let layout = FlowLayout.measuringWithGraphviz(options: options)
        LongText.warnings(for: loaded.flow).forEach { StandardError.print($0) }
        if arrangement == .storyboard, layout.arrangement(for: loaded.flow) != .storyboard {
            StandardError.print(Diagnostic(.warning, automaticReason(for: loaded.flow), subject: loaded.name))
        }
        if direction != nil, layout.arrangement(for: loaded.flow) == .storyboard {
            StandardError.print(Diagnostic(
                .warning, "--direction does not apply to the storyboard's own arrangement; add --arrangement automatic to rank the scenes \(options.direction == .leftToRight ? "left to right" : "top to bottom")",
                subject: loaded.name
            ))
        }
        if let ends = options.path, FlowPaths(flow: loaded.flow, from: ends.from, to: ends.to).isEmpty {
            StandardError.print(Diagnostic(.warning, "no way leads from '\(ends.from)' to '\(ends.to)'; nothing is highlighted", subject: loaded.name))
        }
        if let kind = view.split?.kind {
            let partition = FlowPartition(flow: loaded.flow, by: kind)
            if partition.parts.count > 1 {
                return PreparedFlow(
                    loaded: loaded, fileName: fileName, isolation: isolation, layout: layout, screenshots: embedding,
                    pages: SplitPages(flow: loaded.flow, partition: partition, layout: layout).pages(fileName: fileName)
                )
            }
            StandardError.print(Diagnostic(.warning, "the flow has only one \(kind.rawValue) part; drawn whole", subject: loaded.name))
        }
        let mayBeAtlas = view.split == nil && options.focus == nil && options.path == nil && !writesOneFile
            && formats.contains { $0.graphvizFormat != nil }
        return PreparedFlow(
            loaded: loaded, fileName: fileName, isolation: isolation, layout: layout, screenshots: embedding,
            pages: [SplitPages.Page(fileName: fileName, flow: loaded.flow) { layout.graph(for: loaded.flow) }], mayBeAtlas: mayBeAtlas
        )
    }

    /// `--resolution`, or its old name `--scale`.
    private var pngResolution: Double? {
        resolution ?? legacyScale
    }

    /// The pixels per point screenshots are shrunk to: the PNG's resolution (SVG is drawn for the same screens).
    private var pixelsPerPoint: Double {
        Self.baseDPI * (pngResolution ?? Self.defaultResolution) / 72
    }

    /// An explicit `--resolution` is kept whatever the size; the default one gives way to the pixel
    /// budget, but never below one pixel per point (text stays legible; a warning names --split and --focus).
    private var graphvizOutput: GraphvizOutput {
        GraphvizOutput(
            dpi: Self.baseDPI * (pngResolution ?? Self.defaultResolution),
            maximumPNGPixels: pngResolution == nil ? Self.pngPixelBudget : nil,
            minimumPNGDPI: pngResolution == nil ? PNGLegibility.legibleDPI : nil
        )
    }

    private func layoutOptions(for flow: Flow) -> LayoutOptions {
        LayoutOptions(
            theme: theme,
            direction: direction ?? .leftToRight,
            showsLegend: legend,
            groupsContainers: groupContainers,
            marks: markFindings ? SceneMark.marks(for: FlowCatalog.current.review(flow)) : [],
            detail: detail ?? legacyLayoutScale ?? .automatic,
            arrangement: arrangement ?? (view.focus == nil ? .storyboard : .automatic),
            hubThreshold: hubs.hubs
        )
    }

    /// Why `--arrangement storyboard` could not be followed for `flow`.
    private func automaticReason(for flow: Flow) -> String {
        if flow.scenes.contains(where: { $0.position == nil }) {
            return "flow '\(flow.name)' does not record where its scenes are placed; arranged automatically"
        }
        let option = groupContainers ? "--group-containers" : "--legend"
        return "\(option) needs the automatic arrangement; flow '\(flow.name)' arranged automatically"
    }
}

/// One flow ready to draw: its pages, unless it turns out too big to read as one image.
private struct PreparedFlow: Sendable {
    let loaded: LoadedFlow
    let fileName: String
    let isolation: DiagramRenderer.Isolation
    /// The layout of every page, the whole flow's or an atlas's: it draws the screens with pictures from them.
    let layout: FlowLayout
    /// The thumbnails the pages' SVG, HTML and DOT embed or name (the pictures of this flow and of those read before it).
    let screenshots: ScreenshotEmbedding
    /// The pages to draw: the whole flow, or the overview and pages `--split` asked for.
    let pages: [SplitPages.Page]
    /// Whether the whole flow is drawn as an atlas when it cannot be read as one image.
    var mayBeAtlas = false

    /// The pages to draw, and the note that says an atlas replaces the whole flow.
    func resolvedPages(output: GraphvizOutput) async throws -> ([SplitPages.Page], Diagnostic?) {
        // The whole flow lays out where it would be drawn; its smaller parts in this process.
        let plan = AtlasPlan(flow: loaded.flow, layout: layout, png: output.renderOptions) { [loaded, isolation] graph, sceneCount in
            let isPart = sceneCount < loaded.flow.scenes.count
            var renderer = DiagramRenderer(
                flowName: loaded.flow.name, output: output, isolation: isPart && sceneCount < RenderCommand.isolationThreshold ? .inProcess : isolation
            )
            renderer.report = { _ in }
            return try await renderer.render(graph, as: [.svg])[0]
        }
        guard mayBeAtlas, let atlas = try await plan.decision() else {
            return (pages, nil)
        }
        let pages = SplitPages(flow: loaded.flow, partition: atlas.partition, layout: layout).pages(fileName: fileName)
        let note = Diagnostic(
            .note, "too big to read as one image (\(atlas.whole.shortfall)); drawn as an overview and \(pages.count - 1) pages instead (--split none draws one image)",
            subject: loaded.name
        )
        return (pages, note)
    }
}

extension Theme: ExpressibleByArgument {}

extension Arrangement: ExpressibleByArgument {}

extension DetailLevel: ExpressibleByArgument {
    /// A level by name; the earlier names (detailed, large, huge) still work.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "detailed": self = .full
        case "large": self = .lean
        case "huge": self = .cards
        default: self.init(rawValue: argument.lowercased())
        }
    }
}

extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "lr", "lefttoright": self = .leftToRight
        case "tb", "toptobottom": self = .topToBottom
        default: return nil
        }
    }
}

extension SceneMark {
    /// One mark per scene a finding concerns.
    static func marks(for findings: [Finding]) -> [SceneMark] {
        findings.flatMap { finding in
            finding.sceneIDs.map { SceneMark(sceneID: $0, severity: finding.severity, message: finding.message) }
        }
    }
}

extension URL {
    /// The path relative to the current directory when the file is inside it, else the full path.
    var relativePathFromCurrentDirectory: String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    /// The line saying this file was written, its path safe to print (control characters escaped).
    var wroteLine: String {
        "wrote \(DiagnosticFormatter.printable(relativePathFromCurrentDirectory))"
    }
}
