import ChildProcesses
import Foundation
import GraphvizRender
import Storyflow
import StoryflowReview
import StoryflowLayout
import StoryflowStoryboard

/// One repetition of the corpus in this process: every storyboard imported, reviewed and rendered
/// to SVG, after a small warm-up render that loads Graphviz's plugins and fonts.
///
/// Storyboards are grouped by the folder they sit in, one flow per folder (as `storyflow render`
/// does when given the files), so references between storyboards of one app resolve.
struct CorpusRun {
    /// The corpus folder, searched recursively for `.storyboard` files.
    var folder: URL

    /// The `.storyboard` files under `folder`, grouped by their folder, both in path order.
    static func storyboardGroups(in folder: URL) -> [(folder: String, paths: [String])] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "storyboard" }
            .map(\.standardizedFileURL.path)
            .sorted()
        let grouped = Dictionary(grouping: files) { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        return grouped.keys.sorted().map { ($0, grouped[$0] ?? []) }
    }

    /// Imports, reviews and renders every flow once.
    func run() throws -> CorpusReport {
        let renderer = GraphvizRenderer()
        _ = try renderer.render(#"digraph { node [fontname="DejaVu Sans"]; a -> b }"#, as: .svg)
        let groups = Self.storyboardGroups(in: folder)
        var flows: [CorpusFlowReport] = []
        for group in groups {
            let measured = try Stopwatch.time { () throws -> (flow: Flow, findings: Int, svgBytes: Int) in
                let flow = try StoryboardImporter().importFlow(paths: group.paths).flow
                let findings = FlowReviewer().review(flow)
                let svg = try renderer.render(FlowLayout().graph(for: flow), as: .svg)
                return (flow, findings.count, svg.data.count)
            }
            flows.append(CorpusFlowReport(
                folder: relativePath(group.folder), files: group.paths.count, scenes: measured.output.flow.scenes.count,
                segues: measured.output.flow.segues.count, findings: measured.output.findings,
                svgBytes: measured.output.svgBytes, seconds: measured.seconds
            ))
        }
        return CorpusReport(
            folder: folder.path, files: groups.map(\.paths.count).reduce(0, +), flows: flows, repetitions: 1,
            seconds: flows.map(\.seconds).reduce(0, +), peakMemoryBytes: PlatformProcess.peakResidentBytes(PlatformProcess.usageOfThisProcess())
        )
    }

    /// `path` relative to the corpus folder.
    private func relativePath(_ path: String) -> String {
        let base = folder.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
