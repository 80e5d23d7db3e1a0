import ArgumentParser
import Foundation
import StoryflowScanRecall

/// `storyflow-scan-recall`: scans each app that has a ground-truth file and prints the share of its verified
/// transitions the scan draws (the table in the README).
@main
struct ScanRecallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyflow-scan-recall",
        abstract: "Measure how many verified transitions `storyflow scan` finds in each app of a corpus."
    )

    @Option(help: "The folder holding one folder per app.")
    var corpus = "../shared/corpus-swift"

    @Option(help: "The folder of ground-truth files, one `<app folder>.tsv` per app.")
    var truth = "Tests/StoryflowSourceTests/GroundTruth"

    @Flag(help: "List each transition the scan missed, with what it drew at that site.")
    var verbose = false

    @Flag(help: "Also print, per app, the CPU seconds swift-syntax's parser alone takes on the same files (the floor under a scan).")
    var parseFloor = false

    @Flag(help: "Also print, per app, the seconds each stage of its scan took (parse, index, mappings, … flow).")
    var stages = false

    @Argument(help: "Apps to measure (folder names); all with a ground truth when none are given.")
    var apps: [String] = []

    func run() throws {
        let names = try apps.isEmpty
            ? FileManager.default.contentsOfDirectory(atPath: truth).filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
            : apps
        var rows: [(app: String, score: RecallScore, seconds: Double)] = []
        var floors: [String] = []
        var timelines: [String] = []
        for app in names {
            let groundTruth = try GroundTruth(contentsOf: "\(truth)/\(app).tsv")
            let started = clock()
            let scan = try AppScan.scan(of: "\(corpus)/\(app)")
            let seconds = Double(clock() - started) / Double(CLOCKS_PER_SEC)
            let score = RecallScore(flow: scan.flow, truth: groundTruth)
            if stages {
                timelines.append("\(app): " + scan.stages.map { "\($0.name) \(String(format: "%.3f", $0.seconds))" }.joined(separator: ", ") + " s")
            }
            rows.append((app, score, seconds))
            if parseFloor {
                let started = clock()
                let parsed = try AppScan.parseOnly(of: "\(corpus)/\(app)")
                let floor = Double(clock() - started) / Double(CLOCKS_PER_SEC)
                floors.append("\(app): parse only \(String(format: "%.2f", floor)) s CPU (\(parsed) files), scan \(String(format: "%.2f", seconds)) s")
            }
            if verbose {
                for miss in score.missed {
                    let transition = miss.transition
                    let drawn = miss.drawn.isEmpty ? "nothing drawn there" : "drawn there: " + miss.drawn.joined(separator: "; ")
                    print("  missed \(app)/\(transition.file):\(transition.line) \(transition.source) -\(transition.kind.rawValue)-> \(transition.destination) (\(drawn))")
                }
            }
        }
        print(RecallTable(rows: rows.map { ($0.app, $0.score, $0.seconds) }).text)
        if !floors.isEmpty { print(floors.joined(separator: "\n")) }
        if !timelines.isEmpty { print(timelines.joined(separator: "\n")) }
    }
}
