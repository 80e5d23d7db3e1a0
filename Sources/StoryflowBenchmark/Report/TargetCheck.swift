/// One target of issue 6 checked against a report: what it asks, what was measured, whether it is met.
struct TargetCheck: Hashable, Sendable {
    /// The target, e.g. `app 1000 scenes → SVG ≤ 0.5 s`.
    var target: String
    /// The measured figures it was judged on.
    var measured: String
    /// Whether it is met; `nil` when the report lacks the figures (a size or command not run).
    var met: Bool?

    /// Every target the report has figures for. Ratios are judged in process (flow→SVG against the
    /// `dot` process), the reading: rendering in process wins back the process start that
    /// pays for the layout module. Times are judged on the whole CLI process where there is one,
    /// else on flow→SVG in process.
    static func all(in report: BenchmarkReport) -> [TargetCheck] {
        let find = { (shape: String, scenes: Int) in
            report.cases.first { $0.benchmarkCase.shape.rawValue == shape && $0.benchmarkCase.sceneCount == scenes }
        }
        var checks: [TargetCheck] = []
        for scenes in [100, 1000] {
            for shape in ["app", "deep"] {
                guard let entry = find(shape, scenes) else { continue }
                checks.append(TargetCheck(
                    target: "\(shape) \(scenes): Storyflow end to end (flow→SVG in process) vs dot -Tsvg on the same DOT ≤ 1.10",
                    measured: "\(ReportFormatter.ratio(entry.endToEndRatio)) (DOT→SVG alone \(ReportFormatter.ratio(entry.renderRatio)), "
                        + "whole CLI process on JSON \(ReportFormatter.ratio(entry.processRatio)))",
                    met: entry.endToEndRatio.map { $0 <= 1.10 }
                ))
            }
        }
        for (shape, scenes, limit) in [("app", 1000, 0.5), ("app", 3000, 2.0), ("deep", 1000, 3.0), ("deep", 3000, 30.0)] {
            guard let entry = find(shape, scenes) else { continue }
            let inProcess = entry.pipeline?.seconds[.flowToSVG]
            let wholeProcess = entry.storyflowCommand?.status == "ok" ? entry.storyflowCommand?.seconds : nil
            let judged = wholeProcess ?? inProcess
            checks.append(TargetCheck(
                target: "\(shape) \(scenes) scenes → SVG ≤ \(ReportFormatter.number(limit, digits: 1)) s",
                measured: "CLI whole process \(ReportFormatter.seconds(wholeProcess)) s, flow→SVG in process \(ReportFormatter.seconds(inProcess)) s"
                    + (entry.pipeline == nil ? " (\(entry.status))" : ""),
                met: judged.map { $0 <= limit } ?? (entry.pipeline == nil ? false : nil)
            ))
        }
        let large = report.cases.filter { $0.benchmarkCase.sceneCount == 3000 }
        if !large.isEmpty {
            let peaks = large.map { entry in
                [entry.pipeline?.peakMemoryBytes, entry.storyflowCommand?.peakMemoryBytes].compactMap { $0 }.max()
            }
            let measured = zip(large, peaks).map { "\($0.benchmarkCase) \(ReportFormatter.megabytes($1)) MB" }.joined(separator: ", ")
            checks.append(TargetCheck(
                target: "peak memory at 3000 scenes ≤ 400 MB", measured: measured,
                met: peaks.contains(nil) ? false : peaks.allSatisfy { ($0 ?? .max) <= 400 * 1_048_576 }
            ))
        }
        if let corpus = report.corpus {
            let wholeProcess = corpus.storyflowCommand?.status == "ok" ? corpus.storyflowCommand?.seconds : nil
            checks.append(TargetCheck(
                target: "corpus: import + review + SVG of all \(corpus.files) storyboards ≤ 2 s",
                measured: "in process \(ReportFormatter.seconds(corpus.seconds)) s, CLI whole process \(ReportFormatter.seconds(wholeProcess)) s",
                met: max(corpus.seconds, wholeProcess ?? 0) <= 2
            ))
        }
        return checks
    }
}
