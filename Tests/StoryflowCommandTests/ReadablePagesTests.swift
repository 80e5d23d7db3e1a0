import Foundation
import Storyflow
@testable import StoryflowCommand
import StoryflowDiagrams
import Testing

/// What a reader gets from `storyflow render` with default options, page by page: over every folder
/// of storyboards in `../shared/corpus`, the built-in samples and generated app flows of 10 to 3000
/// scenes, each PNG within the 16-megapixel budget, its scene text at least 10 pixels tall (the
/// median font size inside scenes, times the PNG's pixels per point), and no two scenes overlapping.
/// Printed with the counts, and on the corpus, the samples and the generated flows checked too: how
/// much of each page its scenes cover (a quarter of every page but overviews), and where each
/// page's edges run (``EdgeGeometry``): edges under their own scenes or through others, label
/// collisions, unwinds not leaving from their element or from outside, each problem named.
@Suite(.serialized) struct ReadablePagesTests {
    /// One drawn page, measured.
    struct PageFigures: CustomStringConvertible {
        let input: String
        let page: String
        let isOverview: Bool
        let megapixels: Double
        let textPixels: Double
        let coverage: Double
        let overlappingPairs: Int
        /// Where its edges run (see ``EdgeGeometry``).
        let edges: EdgeGeometry

        var description: String {
            let unwinds = edges.unwinds
            let figures = String(format: "%6.1f MP  text %5.1f px  scenes %3.0f %%  overlaps %d  edges %d: under own %d, through others %d, label collisions %d, unwinds astray %d of %d",
                                 megapixels, textPixels, coverage * 100, overlappingPairs, edges.edges.count, edges.edgesUnderOwnScenes,
                                 edges.edgesThroughOtherScenes, edges.labelCollisions, unwinds.notFromElement, unwinds.all)
            return "\(figures)  \(input) · \(page)\(isOverview ? " (overview)" : "")" + edges.problems.map { "\n      \($0)" }.joined()
        }
    }

    /// Runs `storyflow command arguments…` (`render`, or `scan`) drawing SVG and PNG into a fresh
    /// folder, and measures every page written.
    private static func measure(_ storyflow: StoryflowProcess, input: String, _ arguments: [String], command: String = "render") throws -> [PageFigures] {
        let folder = "out-\(DiagramFileName.from(input).replacingOccurrences(of: ".", with: "-"))"
        let result = try storyflow.run([command] + arguments + ["--format", "svg,png", "--output", folder])
        #expect(result.exitCode == 0, "\(input): \(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: storyflow.file(folder).path).filter { $0.hasSuffix(".svg") }.sorted()
        return try names.map { name in
            let svg = storyflow.text(of: "\(folder)/\(name)")
            let measure = try #require(PageMeasure(svg: svg), "\(name) has no size")
            let png = try #require(storyflow.contents(of: "\(folder)/\(name.dropLast(4)).png"), "\(name) has no PNG")
            let (width, height) = Self.pixelSize(ofPNG: png)
            let pixelsPerPoint = Double(width) / measure.width
            return PageFigures(
                input: input, page: String(name.dropLast(4)), isOverview: svg.contains("<g id=\"overview\""),
                megapixels: Double(width * height) / 1_000_000, textPixels: (measure.medianSceneTextPoints ?? 99) * pixelsPerPoint,
                coverage: measure.sceneCoverage, overlappingPairs: measure.overlappingScenePairs, edges: EdgeGeometry(svg: svg)
            )
        }
    }

    /// A PNG's width and height from its header.
    private static func pixelSize(ofPNG data: Data) -> (Int, Int) {
        let bytes = [UInt8](data.prefix(24))
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return bytes.count == 24 ? (number(at: 16), number(at: 20)) : (0, 0)
    }

    /// The folders of the corpus that hold storyboards, each drawn as one flow of its storyboards.
    private static var corpusFolders: [URL] {
        let corpus = StoryflowProcess.corpus
        guard let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        let folders = files.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }.map { $0.deletingLastPathComponent().standardizedFileURL }
        return Set(folders).sorted { $0.path < $1.path }
    }

    /// Prints the pages and the counts of pages that miss each target, and checks there are none:
    /// of sparse pages and edge problems only when `strictly` (the scanned apps print them).
    private static func report(_ pages: [PageFigures], of what: String, strictly: Bool) {
        pages.forEach { print($0) }
        let overBudget = pages.filter { $0.megapixels > 16.0 }
        let smallText = pages.filter { $0.textPixels < PageReadability.minimumTextPixels }
        let sparse = pages.filter { !$0.isOverview && $0.coverage < 0.25 }
        let overlaps = pages.reduce(0) { $0 + $1.overlappingPairs }
        print("\(what): \(pages.count) pages; over 16 megapixels: \(overBudget.count); scene text under 10 px: \(smallText.count); scenes under 25 % of the page: \(sparse.count); overlapping scene pairs: \(overlaps)")
        let edges = pages.map(\.edges)
        let unwinds = edges.map(\.unwinds)
        print("\(what): \(edges.reduce(0) { $0 + $1.edges.count }) edges; under their own scenes: \(edges.reduce(0) { $0 + $1.edgesUnderOwnScenes }); "
            + "through other scenes: \(edges.reduce(0) { $0 + $1.edgesThroughOtherScenes }); label collisions: \(edges.reduce(0) { $0 + $1.labelCollisions }); "
            + "unwinds not from their element or from outside: \(unwinds.reduce(0) { $0 + $1.notFromElement }) of \(unwinds.reduce(0) { $0 + $1.all })")
        #expect(overBudget.isEmpty, "\(overBudget)")
        #expect(smallText.isEmpty, "\(smallText)")
        #expect(!strictly || sparse.isEmpty, "scenes under a quarter of the page: \(sparse)")
        #expect(overlaps == 0, "\(pages.filter { $0.overlappingPairs > 0 })")
        let astray = pages.filter { $0.edges.edgesUnderOwnScenes + $0.edges.edgesThroughOtherScenes + $0.edges.labelCollisions + $0.edges.unwinds.notFromElement > 0 }
        #expect(!strictly || astray.isEmpty, "edges under or through scenes, labels over something, unwinds astray: \(astray)")
    }

    @Test(StoryflowProcess.corpusRequired) func everyCorpusPageReads() throws {
        let storyflow = try StoryflowProcess()
        var pages: [PageFigures] = []
        for folder in Self.corpusFolders {
            let storyboards = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") }.sorted()
            let name = folder.path.replacingOccurrences(of: StoryflowProcess.corpus.standardizedFileURL.path + "/", with: "")
            pages += try Self.measure(storyflow, input: name, storyboards.map { folder.appendingPathComponent($0).path })
        }
        Self.report(pages, of: "corpus storyboard folders", strictly: true)
    }

    /// The storyboard arrangement of each corpus folder drawn whole: no two scenes overlap.
    @Test(StoryflowProcess.corpusRequired) func noScenesOverlapInAnyCorpusStoryboardDrawnWhole() throws {
        let storyflow = try StoryflowProcess()
        var overlaps: [String: Int] = [:]
        for folder in Self.corpusFolders {
            let storyboards = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") }.sorted()
            let result = try storyflow.run(["render"] + storyboards.map { folder.appendingPathComponent($0).path } + ["--split", "none", "--format", "svg", "--output", "whole.svg"])
            #expect(result.exitCode == 0, "\(folder.path): \(result.standardError)")
            let measure = try #require(PageMeasure(svg: storyflow.text(of: "whole.svg")))
            overlaps[folder.lastPathComponent + " " + storyboards.joined(separator: ",")] = measure.overlappingScenePairs
        }
        print("corpus storyboard folders drawn whole: \(overlaps.count) diagrams; overlapping scene pairs: \(overlaps.values.reduce(0, +))")
        #expect(overlaps.values.allSatisfy { $0 == 0 }, "\(overlaps.filter { $0.value > 0 })")
    }

    /// Scenes far taller and wider than a phone's screen, a step apart on Xcode's canvas, still do not
    /// overlap in the storyboard's arrangement.
    @Test func tallAndWideScenesPlacedCloseDoNotOverlap() throws {
        let rows = (0..<5).map { section in
            TableSection(header: "Section \(section)", cells: (0..<6).map {
                Cell(id: "c\(section)\($0)", style: .subtitle, text: "Row \($0)", detailText: "Detail text", accessory: .disclosureIndicator)
            })
        }
        let labels = (0..<12).map { Element.label(Label(id: "l\($0)", text: String(repeating: "A long label that wraps onto several lines ", count: 3))) }
        let scenes = [
            Scene(id: "Tall", kind: .tableViewController, title: "Tall",
                  content: SceneContent(elements: [.table(Table(id: "t", style: .grouped, cellContent: .staticCells, sections: rows))]),
                  position: CanvasPosition(x: 0, y: 0)),
            Scene(id: "Below", title: "Below", position: CanvasPosition(x: 0, y: 900)),
            Scene(id: "Wide", title: "A scene with a remarkably long title indeed", customClass: "AnExtraordinarilyLongViewControllerClassName",
                  content: SceneContent(elements: labels), position: CanvasPosition(x: 420, y: 0)),
            Scene(id: "Right", title: "Right", position: CanvasPosition(x: 840, y: 0)),
            Scene(id: "Under", title: "Under", position: CanvasPosition(x: 420, y: 900)),
        ]
        let storyflow = try StoryflowProcess()
        try Data(Flow(name: "Close", scenes: scenes, initialSceneID: "Tall").jsonData()).write(to: storyflow.file("close.json"))
        let result = try storyflow.run("render", "close.json", "--arrangement", "storyboard", "--format", "svg", "--output", "close.svg")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let measure = try #require(PageMeasure(svg: storyflow.text(of: "close.svg")))
        #expect(measure.sceneCount == 5)
        #expect(measure.overlappingScenePairs == 0)
    }

    @Test func everySampleAndGeneratedPageReads() throws {
        let storyflow = try StoryflowProcess()
        var pages = try Self.measure(storyflow, input: "samples", [])
        for size in [10, 100, 400, 1000, 3000] {
            try storyflow.write(try storyflow.run("generate", "--scenes", String(size), "--shape", "app").standardOutput, to: "app-\(size).json")
            pages += try Self.measure(storyflow, input: "app-\(size)", ["app-\(size).json"])
        }
        Self.report(pages, of: "samples and generated flows", strictly: true)
    }

    /// The apps of `../shared/corpus-swift`, each scanned as `storyflow scan APP` draws it. Opt-in
    /// (`STORYFLOW_MEASURE_SCANNED_APPS=1`): a debug build takes many minutes over them.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STORYFLOW_MEASURE_SCANNED_APPS"] == "1", "STORYFLOW_MEASURE_SCANNED_APPS=1 measures the scanned apps"),
          .enabled(if: FileManager.default.fileExists(atPath: scannedApps.path), "../shared/corpus-swift is not beside the repository"))
    func everyScannedAppPageReads() throws {
        let storyflow = try StoryflowProcess()
        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.scannedApps.path).filter { !$0.hasSuffix(".md") }.sorted()
        var pages: [PageFigures] = []
        for app in apps {
            pages += try Self.measure(storyflow, input: app, [Self.scannedApps.appendingPathComponent(app).path], command: "scan")
        }
        Self.report(pages, of: "scanned apps", strictly: false)
    }

    /// Real apps' Swift sources: `<repository>/../shared/corpus-swift`.
    private static var scannedApps: URL {
        StoryflowProcess.corpus.deletingLastPathComponent().appendingPathComponent("corpus-swift")
    }
}
