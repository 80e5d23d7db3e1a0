import ArgumentParser
import Foundation
import GraphvizRender
import Storyflow
import StoryflowReview
import StoryflowLayout

/// `storyflow render`: draws flows as storyboard-like diagrams.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw flows as storyboard-like diagrams (SVG, PNG, PDF, DOT).",
        discussion: """
        With no INPUT, draws every built-in flow to ./diagrams as SVG and PNG. \
        --output names a folder, or a file when one flow is drawn in one format.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, parsing: .singleValue, help: "Comma-separated formats: svg, png, pdf, dot.")
    var format: [DiagramFormatList] = [DiagramFormatList([.svg, .png])]

    @Option(name: .shortAndLong, help: "The folder to write into, or a file for one flow in one format.")
    var output = "diagrams"

    @Option(help: "light or dark.")
    var theme: Theme = .light

    @Option(help: "leftToRight (lr) or topToBottom (tb).")
    var direction: LayoutDirection = .leftToRight

    @Flag(help: "Add a legend of the connection kinds.")
    var legend = false

    @Flag(help: "Draw each container as a box around its children instead of a compact node.")
    var groupContainers = false

    @Flag(help: "Review the flow and mark the scenes with findings.")
    var markFindings = false

    @Option(help: "PNG resolution: 1 is 96 dpi. Default: 2, lowered so that a PNG stays under \(Self.pngPixelBudget / 1_000_000) megapixels.")
    var resolution: Double?

    @Option(help: ArgumentHelp(
        "How much detail to keep: automatic, full, lean or cards.",
        discussion: "automatic draws everything below \(DetailSettings.leanSceneCount) scenes, puts segue labels beside their edges (lean) up to \(DetailSettings.cardsSceneCount), and draws compact scene cards without segue labels beyond, so that large flows stay fast."
    ))
    var detail: DetailLevel?

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
    static let pngPixelBudget = 16_000_000

    /// The time limit of an isolated layout when `--timeout` is not given.
    static let defaultTimeout = 300.0
    /// From this many scenes on, the layout runs in a child process (smaller flows lay out in
    /// milliseconds, and starting a process would cost more than the layout).
    static let isolationThreshold = 200

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
    }

    var formats: [DiagramFormat] {
        var seen: [DiagramFormat] = []
        for format in format.flatMap(\.formats) where !seen.contains(format) { seen.append(format) }
        return seen
    }

    func run() async throws {
        let drawsWithGraphviz = formats.contains { $0.graphvizFormat != nil }
        let flows = try input.loadFlows()
        let destination = try OutputDestination(path: output, fileCount: flows.count * formats.count)
        let showsProgress = flows.count * formats.count > 1
        let plan = RenderPlan(
            sceneCounts: flows.map(\.flow.scenes.count), jobs: inProcess ? 1 : jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            isolationThreshold: inProcess ? .max : Self.isolationThreshold, isolatesEveryFlow: timeout != nil,
            drawsWithGraphviz: drawsWithGraphviz
        )
        let pool = plan.workerCount > 0 ? try RenderWorkerPool.ofThisProgram(size: plan.workerCount) : nil
        // The workers start, and Graphviz loads its plugins and fonts on another core, while this
        // process builds the first graphs.
        try await pool?.prepare(count: plan.workerCount)
        if drawsWithGraphviz && plan.rendersInProcess { GraphvizRenderer.warmUp() }
        let drawings = zip(flows, plan.usesWorker).map { loaded, usesWorker in
            FlowDrawing(
                flow: loaded.flow, layoutOptions: layoutOptions(for: loaded.flow),
                isolation: usesWorker ? pool.map { .worker($0, timeout: timeout ?? Self.defaultTimeout) } ?? .inProcess : .inProcess
            )
        }
        let fileNames = OutputNames.unique(for: flows)
        let formats = formats
        let graphvizOutput = graphvizOutput
        do {
            try await OrderedBatch.run(count: drawings.count, window: plan.window) { index in
                try await drawings[index].render(as: formats, output: graphvizOutput)
            } finish: { index, outputs in
                for (format, data) in zip(formats, outputs) {
                    let url = try destination.write(data, name: fileNames[index], fileExtension: format.rawValue)
                    if showsProgress { StandardError.print("wrote \(url.relativePathFromCurrentDirectory)") }
                }
            }
        } catch {
            await pool?.shutDown()
            throw error
        }
        await pool?.shutDown()
    }

    /// `--resolution`, or its old name `--scale`.
    private var pngResolution: Double? {
        resolution ?? legacyScale
    }

    /// An explicit `--resolution` is kept whatever the size; the default one gives way to the pixel budget.
    private var graphvizOutput: GraphvizOutput {
        GraphvizOutput(
            dpi: Self.baseDPI * (pngResolution ?? Self.defaultResolution),
            maximumPNGPixels: pngResolution == nil ? Self.pngPixelBudget : nil
        )
    }

    private func layoutOptions(for flow: Flow) -> LayoutOptions {
        LayoutOptions(
            theme: theme,
            direction: direction,
            showsLegend: legend,
            groupsContainers: groupContainers,
            marks: markFindings ? SceneMark.marks(for: FlowCatalog.current.review(flow)) : [],
            detail: detail ?? legacyLayoutScale ?? .automatic
        )
    }
}

extension Theme: ExpressibleByArgument {}

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
}
