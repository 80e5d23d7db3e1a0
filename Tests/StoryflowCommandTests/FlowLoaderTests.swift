import Foundation
import Storyflow
@testable import StoryflowCommand
import StoryflowSamples
import Testing

/// Inputs are read side by side, yet the flows and the first error come out as if read one by one.
@Suite struct FlowLoaderTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-loader-\(UUID().uuidString)")
    private let catalog: FlowCatalog

    init() throws {
        catalog = FlowCatalog(flows: try Samples.all())
    }

    private func writeFlow(named name: String) throws -> String {
        var flow = try #require(catalog.flow(named: "Ratings"))
        flow.name = name
        let file = folder.appendingPathComponent("\(name).json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try flow.jsonData().write(to: file)
        return file.path
    }

    private func writeBrokenFlow() throws -> String {
        let file = folder.appendingPathComponent("Broken.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"name": "Broken", "scenes": ["#.utf8).write(to: file)
        return file.path
    }

    private func storyboards(_ fixture: String) -> String {
        StoryflowProcess.fixtures.appendingPathComponent("\(fixture)/Base.lproj").path
    }

    @Test func flowsComeInTheOrderTheyWouldLoadOneByOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = [
            storyboards("Segues"), try writeFlow(named: "First"), "FriendList", storyboards("Mac"),
            try writeFlow(named: "Second"), storyboards("Kitchen") + "/Settings.storyboard", try writeFlow(named: "Third"),
        ]
        let loaded = try FlowLoader(catalog: catalog).load(inputs)
        // JSON files and built-in flows in the order given, then the storyboard groups in the order first named.
        #expect(loaded.map(\.name).prefix(4) == ["First", "FriendList", "Second", "Third"])
        #expect(loaded.map(\.origin) == [inputs[1], nil, inputs[4], inputs[6], inputs[0], inputs[3], storyboards("Kitchen")])
        for (index, input) in [inputs[0], inputs[3]].enumerated() {
            let alone = try FlowLoader(catalog: catalog).load([input])
            #expect(alone.map(\.flow) == [loaded[4 + index].flow])
        }
    }

    @Test func theFirstInputsErrorIsTheOneThrown() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try writeFlow(named: "Good")
        let broken = try writeBrokenFlow()
        let missing = folder.appendingPathComponent("Missing.json").path
        let loader = FlowLoader(catalog: catalog)

        #expect(Self.failingPath(of: { try loader.load([good, broken, missing]) }) == broken)
        #expect(Self.failingPath(of: { try loader.load([good, missing, broken]) }) == missing)
        #expect(Self.failingPath(of: { try loader.load([broken, good, good, good]) }) == broken)
    }

    /// The file an invalid-JSON or unknown-input error names.
    private static func failingPath(of load: () throws -> [LoadedFlow]) -> String? {
        do {
            _ = try load()
            return nil
        } catch CommandError.invalidFlowJSON(let path, _, _, _) {
            return path
        } catch CommandError.unknownInput(let path, _) {
            return path
        } catch {
            return "unexpected \(error)"
        }
    }
}
