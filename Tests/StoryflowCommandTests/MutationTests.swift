import Foundation
import GraphvizRender
import Storyflow
@testable import StoryflowCommand
import StoryflowLayout
import StoryflowMutation
import StoryflowSamples
import Testing

/// A short seeded mutation campaign on every run of the suite: 300 mutants of the project's own
/// storyboards and sample flows (byte flips, truncation, duplication, deletion, deep nesting, hostile
/// text, clashing ids) go through loading, review, layout and Graphviz. None may crash; every
/// failure is a diagnostic. `scripts/mutation-campaign` runs the long campaign over `../shared/corpus`.
@Suite struct MutationTests {
    static let mutantCount = 300

    /// The inputs to mutate: the fixture storyboards and the samples as JSON.
    static let seeds: [(name: String, data: Data, format: Mutator.Format)] = {
        let fixtures = StoryflowProcess.fixtures
        let storyboards = (FileManager.default.subpaths(atPath: fixtures.path) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
        let xml = storyboards.compactMap { path in
            (try? Data(contentsOf: fixtures.appendingPathComponent(path))).map { (path, $0, Mutator.Format.xml) }
        }
        let json = ((try? Samples.all()) ?? []).compactMap { flow in (try? flow.jsonData()).map { (flow.name, $0, Mutator.Format.json) } }
        return xml + json
    }()

    @Test func seedsCoverStoryboardsAndJSON() {
        #expect(Self.seeds.count { $0.format == .xml } >= 7)
        #expect(Self.seeds.count { $0.format == .json } == 3)
    }

    @Test func mutantsFollowFromTheSeedAlone() {
        let data = Data(#"<document><scenes><scene id="a"/><scene id="b"/></scenes></document>"#.utf8)
        var first = Mutator(seed: 9), second = Mutator(seed: 9)
        for _ in 0 ..< 20 {
            #expect(first.mutate(data, format: .xml).mutant == second.mutate(data, format: .xml).mutant)
        }
        var clash = Mutator(seed: 3)
        let clashed = String(decoding: clash.apply(.idClash, to: data, format: .xml), as: UTF8.self)
        #expect(clashed.contains(#"id="a"/><scene id="a""#) || clashed.contains(#"id="b"/><scene id="b""#) || clashed == String(decoding: data, as: UTF8.self))
    }

    @Test func threeHundredMutantsNeverCrashAndEveryFailureIsADiagnostic() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-mutants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var picker = SeededRandom(seed: 2026)
        var mutator = Mutator(seed: 16)
        var (failures, renders) = (0, 0)
        var mutations: Set<Mutation> = []
        for number in 0 ..< Self.mutantCount {
            let seed = Self.seeds[picker.next(below: Self.seeds.count)]
            let (mutant, mutation) = mutator.mutate(seed.data, format: seed.format)
            mutations.insert(mutation)
            let path = folder.appendingPathComponent("\(number)-\(mutation).\(seed.format == .xml ? "storyboard" : "json")")
            try mutant.write(to: path)
            let flows: [LoadedFlow]
            do {
                flows = try FlowLoader(catalog: FlowCatalog(flows: [])).load([path.path])
            } catch {
                failures += 1
                let line = "\(error)"
                #expect(CleanFailure.isDiagnostic(line) && !line.contains("\n"), "mutant \(number) (\(mutation) of \(seed.name)): \(line)")
                #expect(line.hasPrefix(path.path), "mutant \(number): the error does not name the file: \(line)")
                continue
            }
            for loaded in flows {
                _ = FlowCatalog(flows: []).review(loaded.flow)
                for warning in loaded.warnings { #expect(CleanFailure.isDiagnostic(warning.description)) }
                let grouped = number % 2 == 1
                let graph = FlowLayout(options: LayoutOptions(groupsContainers: grouped)).graph(for: loaded.flow)
                // Graphviz runs in this process: every fifth mutant that loads is rendered.
                guard number % 5 == 0 else { continue }
                renders += 1
                let result = try GraphvizRenderer().render(graph, as: .svg)
                #expect(result.data.count > 100)
                let words = GraphvizWarningText.diagnostics(for: result.warnings, flowName: loaded.name)
                #expect(words.allSatisfy { !$0.message.contains("Graphviz said") }, "mutant \(number): \(result.warnings)")
            }
        }
        #expect(mutations == Set(Mutation.allCases))
        #expect(failures > 50 && failures < Self.mutantCount, "failures: \(failures)")
        #expect(renders > 10)
    }

    @Test func mutantsThroughTheCommandExitCleanlyAndWriteNothingOnError() throws {
        var picker = SeededRandom(seed: 77)
        var mutator = Mutator(seed: 78)
        for number in 0 ..< 12 {
            let storyflow = try StoryflowProcess()
            let seed = Self.seeds[picker.next(below: Self.seeds.count)]
            let (mutant, mutation) = mutator.mutate(seed.data, format: seed.format)
            let name = "mutant.\(seed.format == .xml ? "storyboard" : "json")"
            try mutant.write(to: storyflow.file(name))
            let result = try storyflow.run("render", name, "--format", "svg", "--output", "out", "--group-containers")
            #expect(result.exitCode == 0 || result.exitCode == 1, "mutant \(number) (\(mutation) of \(seed.name)): exit \(result.exitCode)")
            let lines = result.standardError.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy(CleanFailure.isDiagnostic), "mutant \(number) (\(mutation)): \(result.standardError.prefix(500))")
            if result.exitCode == 1 { #expect(storyflow.writtenFiles == [name]) }
        }
    }
}
