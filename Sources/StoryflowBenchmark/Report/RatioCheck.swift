/// One of the ratios of issue 15 ("faster than `dot` on its own DOT"): a Storyflow command against
/// its reference, both whole processes run in turn, with the target it must meet.
struct RatioCheck: Hashable, Sendable {
    /// What is compared, e.g. `SVG app:1000: storyflow render vs dot -Tsvg`.
    var measure: String
    /// Storyflow's command.
    var storyflow: CommandReport?
    /// The command it is compared with.
    var reference: CommandReport?
    /// Whether the ratio is a speed-up (reference over Storyflow, at least `target`) rather than a
    /// cost (Storyflow over reference, at most `target`).
    var isSpeedUp: Bool
    /// The bound the ratio must meet.
    var target: Double
    /// What else was checked, e.g. `same pixels`.
    var note: String = ""

    /// The wall-clock ratio: the median of the ratios of the runs taken in turn (the first run of
    /// each command, the second of each…), which a slow spell of the machine shifts for both commands
    /// alike; the ratio of the medians when the commands did not run equally often.
    var ratio: Double? {
        Self.pairedRatio(storyflow?.runSeconds, reference?.runSeconds, isSpeedUp: isSpeedUp)
            ?? Self.ratio(storyflow?.seconds, reference?.seconds, isSpeedUp: isSpeedUp)
    }

    /// The same ratio in processor seconds, steadier on a busy machine.
    var cpuRatio: Double? {
        Self.pairedRatio(storyflow?.runCPUSeconds, reference?.runCPUSeconds, isSpeedUp: isSpeedUp)
            ?? Self.ratio(storyflow?.cpuSeconds, reference?.cpuSeconds, isSpeedUp: isSpeedUp)
    }

    /// The median ratio of runs paired in order; `nil` unless both ran, and equally often.
    private static func pairedRatio(_ storyflow: [Double]?, _ reference: [Double]?, isSpeedUp: Bool) -> Double? {
        guard let storyflow, let reference, !storyflow.isEmpty, storyflow.count == reference.count else { return nil }
        let ratios = zip(storyflow, reference).compactMap { ratio($0, $1, isSpeedUp: isSpeedUp) }
        return ratios.count == storyflow.count ? ratios.median : nil
    }

    /// Whether the wall-clock ratio meets the target; `nil` without figures.
    var met: Bool? {
        ratio.map { isSpeedUp ? $0 >= target : $0 <= target }
    }

    /// `≤ 1.00` or `≥ 1.50`.
    var targetText: String {
        (isSpeedUp ? "≥ " : "≤ ") + ReportFormatter.number(target, digits: 2) + (isSpeedUp ? "×" : "")
    }

    private static func ratio(_ storyflow: Double?, _ reference: Double?, isSpeedUp: Bool) -> Double? {
        guard let storyflow, let reference, storyflow > 0, reference > 0 else { return nil }
        return isSpeedUp ? reference / storyflow : storyflow / reference
    }

    /// Every ratio the report has figures for: SVG against `dot -Tsvg` at 100, 1000 and 3000 scenes,
    /// the worker's cost, PNG against `dot -Tpng` at the same pixels, and the batch side by side.
    static func all(in report: BenchmarkReport) -> [RatioCheck] {
        var checks: [RatioCheck] = []
        let sizes: Set<Int> = [100, 1000, 3000]
        for entry in report.cases where sizes.contains(entry.benchmarkCase.sceneCount) {
            checks.append(RatioCheck(
                measure: "SVG \(entry.benchmarkCase): storyflow render (JSON in) vs dot -Tsvg (its DOT in)",
                storyflow: entry.storyflowCommand, reference: entry.dotCommand, isSpeedUp: false, target: 1.0,
                note: entry.sameSVGAsDot.map { $0 ? "same SVG" : "SVG DIFFERS" } ?? ""
            ))
        }
        for entry in report.cases where entry.inProcessCommand != nil {
            checks.append(RatioCheck(
                measure: "worker cost \(entry.benchmarkCase): storyflow render vs --in-process",
                storyflow: entry.storyflowCommand, reference: entry.inProcessCommand, isSpeedUp: false, target: 1.05
            ))
        }
        for entry in report.cases where entry.dotPNGCommand != nil && sizes.contains(entry.benchmarkCase.sceneCount) {
            checks.append(RatioCheck(
                measure: "PNG \(entry.benchmarkCase): speed-up of storyflow render over dot -Tpng, same resolution",
                storyflow: entry.pngCommand, reference: entry.dotPNGCommand, isSpeedUp: true, target: 1.5,
                note: entry.samePNGPixelsAsDot.map { $0 ? "same pixels" : "PIXELS DIFFER" } ?? "not compared"
            ))
        }
        if let batch = report.batch {
            checks.append(RatioCheck(
                measure: "batch of \(batch.flows) flows (\(batch.scenes) scenes): speed-up side by side over --jobs 1",
                storyflow: batch.sideBySide, reference: batch.oneByOne, isSpeedUp: true, target: 1.6,
                note: batch.sameFiles.map { $0 ? "same files" : "FILES DIFFER" } ?? ""
            ))
        }
        return checks
    }
}
