import Foundation

/// Writes a ``BenchmarkReport`` as readable text: phase table, comparison with `dot`, corpus, targets.
struct ReportFormatter {
    let report: BenchmarkReport

    /// The whole report as text.
    var text: String {
        var sections = [header, phases, comparison]
        if let corpus = report.corpus {
            sections.append(corpusTable(corpus))
        } else if let note = report.corpusNote {
            sections.append("Corpus: \(note)")
        }
        sections.append(targets)
        sections.append(ratios)
        if !report.scans.isEmpty { sections.append(scans) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private var header: String {
        """
        Storyflow benchmark: \(report.build) build, \(report.processors) processors, \(report.graphviz)
        detail \(report.layoutScale); medians of \(report.repetitions) repetitions (3 at most from 301 scenes); \
        PNG \(Self.number(report.pngDPI, digits: 0)) dpi within \(Self.megapixels(report.pngMaximumPixels)); timeout \(Self.number(report.timeout, digits: 0)) s per Graphviz run
        """
    }

    private var phases: String {
        var table = TextTable(headings: ["case", "scenes", "segues", "detail"] + Phase.allCases.map(\.heading) + ["PNG pixels", "peak MB"])
        table.leftAligned = [0, 3]
        for entry in report.cases {
            guard let pipeline = entry.pipeline else {
                // A case that did not finish shows why in the detail column.
                table.rows.append([entry.benchmarkCase.description, "", "", entry.status] + Array(repeating: "", count: table.headings.count - 4))
                continue
            }
            let size = pipeline.pngWidth.flatMap { width in pipeline.pngHeight.map { "\(width)×\($0)" } } ?? "?"
            let dpi = pipeline.pngDPI.map { " @\(Self.number($0, digits: 0))" } ?? ""
            table.rows.append(
                [entry.benchmarkCase.description, String(pipeline.scenes), String(pipeline.segues), pipeline.scale]
                    + Phase.allCases.map { Self.seconds(pipeline.seconds[$0]) }
                    + [size + dpi, Self.megabytes(pipeline.peakMemoryBytes)]
            )
        }
        return "In process (seconds): model = generator, layout = FlowLayout.graph, GV layout = Graphviz parse + layout;\n"
            + "SVG and PNG = drawing only (render time less GV layout); DOT→SVG = one render; flow→SVG = layout + DOT + DOT→SVG\n"
            + table.text
    }

    private var comparison: String {
        var table = TextTable(headings: [
            "case", "dot -Tsvg", "dot MB", "flow→SVG", "ratio", "DOT→SVG", "ratio", "storyflow render", "CLI MB", "ratio", "same SVG",
        ])
        for entry in report.cases {
            table.rows.append([
                entry.benchmarkCase.description,
                Self.command(entry.dotCommand), Self.megabytes(entry.dotCommand?.peakMemoryBytes),
                Self.seconds(entry.pipeline?.seconds[.flowToSVG]), Self.ratio(entry.endToEndRatio),
                Self.seconds(entry.pipeline?.seconds[.dotToSVG]), Self.ratio(entry.renderRatio),
                Self.command(entry.storyflowCommand), Self.megabytes(entry.storyflowCommand?.peakMemoryBytes),
                Self.ratio(entry.processRatio), entry.sameSVGAsDot.map { $0 ? "yes" : "NO" } ?? "",
            ])
        }
        return """
            Against `dot -Tsvg` on the very DOT Storyflow produced (seconds; ratio = Storyflow / dot): flow→SVG and DOT→SVG
            in process as above; storyflow render = the whole CLI process on the flow's JSON (decoding included); same SVG = dot's bytes
            """ + "\n" + table.text
    }

    private func corpusTable(_ corpus: CorpusReport) -> String {
        var table = TextTable(headings: ["folder", "files", "scenes", "segues", "findings", "seconds"])
        for flow in corpus.flows {
            table.rows.append([flow.folder, String(flow.files), String(flow.scenes), String(flow.segues), String(flow.findings), Self.seconds(flow.seconds)])
        }
        table.rows.append(["total (\(corpus.flows.count) flows)", String(corpus.files), String(corpus.flows.map(\.scenes).reduce(0, +)),
                           String(corpus.flows.map(\.segues).reduce(0, +)), String(corpus.flows.map(\.findings).reduce(0, +)),
                           Self.seconds(corpus.seconds)])
        let command = corpus.storyflowCommand.map { "\nWhole process, \($0.command) of all \(corpus.files) files: \(Self.command($0)), \(Self.megabytes($0.peakMemoryBytes)) MB" } ?? ""
        return "Corpus \(corpus.folder): import + review + SVG in process, peak \(Self.megabytes(corpus.peakMemoryBytes)) MB\n" + table.text + command
    }

    private var targets: String {
        let lines = TargetCheck.all(in: report).map { check in
            "  [\(check.met.map { $0 ? "met" : "NOT MET" } ?? "n/a")] \(check.target): \(check.measured)"
        }
        return "Targets (issue 6):\n" + lines.joined(separator: "\n")
    }

    private var ratios: String {
        var table = TextTable(headings: ["measure", "storyflow s", "reference s", "ratio", "CPU ratio", "target", "result", "checked"])
        table.leftAligned = [0, 6, 7]
        for check in RatioCheck.all(in: report) {
            table.rows.append([
                check.measure, Self.command(check.storyflow), Self.command(check.reference),
                Self.ratio(check.ratio), Self.ratio(check.cpuRatio), check.targetText,
                check.met.map { $0 ? "met" : "NOT MET" } ?? "n/a", check.note,
            ])
        }
        return """
            Faster than dot (issue 15): whole processes run in turn; times are medians, ratios the medians of the ratios of
            runs taken in turn; ratio = wall-clock, CPU ratio = processor seconds (workers included), steadier when other
            work shares the machine; the targets are judged on wall-clock
            """ + "\n" + table.text
    }

    private var scans: String {
        var table = TextTable(headings: [
            "scan (issue 30)", "wall s", "CPU s", "peak MB", "parse alone CPU s", "CPU / parse", "wall target", "peak target", "result",
        ])
        table.leftAligned = [0, 8]
        for scan in report.scans {
            let wallMet = scan.wallTarget.flatMap { target in scan.scan.seconds.map { $0 <= target } }
            let peakMet = scan.scan.peakMemoryBytes.map { $0 <= ScanReport.peakTarget }
            let met = [wallMet, peakMet].compactMap(\.self)
            table.rows.append([
                scan.app, Self.command(scan.scan), Self.seconds(scan.scan.cpuSeconds), Self.megabytes(scan.scan.peakMemoryBytes),
                Self.seconds(scan.parseOnly.cpuSeconds), Self.ratio(scan.cpuOverParse),
                scan.wallTarget.map { "≤ " + Self.number($0, digits: 2) } ?? "–", "≤ \(ScanReport.peakTarget / 1_048_576)",
                met.isEmpty ? "n/a" : met.allSatisfy(\.self) ? "met" : "NOT MET",
            ])
        }
        return """
            Scan (issue 30): storyflow scan APP --format dot as a whole process, against swift-syntax parsing the same files
            alone on one thread (the floor; CPU / parse aims at ≤ 1.5); medians of runs taken in turn
            """ + "\n" + table.text
    }

    /// Seconds with three decimals, or a dash.
    static func seconds(_ value: Double?) -> String {
        value.map { number($0, digits: 3) } ?? "–"
    }

    /// A command's median seconds, or its status when it did not succeed.
    static func command(_ report: CommandReport?) -> String {
        guard let report else { return "–" }
        guard report.status == "ok" else {
            return report.status + (report.failedAfterSeconds.map { " after \(number($0, digits: 1)) s" } ?? "")
        }
        return seconds(report.seconds)
    }

    /// A ratio with two decimals, or a dash.
    static func ratio(_ value: Double?) -> String {
        value.map { number($0, digits: 2) } ?? "–"
    }

    /// Bytes as whole megabytes (2^20), or a dash.
    static func megabytes(_ bytes: Int?) -> String {
        bytes.map { String($0 / 1_048_576) } ?? "–"
    }

    /// A pixel count in megapixels.
    static func megapixels(_ pixels: Int) -> String {
        number(Double(pixels) / 1_000_000, digits: 0) + " Mpx"
    }

    /// `value` with `digits` decimals, independent of the locale.
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
