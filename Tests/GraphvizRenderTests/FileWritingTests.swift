import Foundation
import Testing
import GraphvizRender

@Suite struct FileWritingTests {
    let renderer = GraphvizRenderer()

    @Test func writesTheRenderedFileAndNothingElse() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.svg")
        let result = try renderer.write("digraph { players -> detail }", as: .svg, to: file)
        #expect(try Data(contentsOf: file) == result.data)
        #expect(TestSupport.svgTexts(result.data) == ["players", "detail"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["flow.svg"])
    }

    @Test func replacesAnExistingFile() async throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.png")
        try Data("old".utf8).write(to: file)
        let result = try await renderer.write("digraph { a }", as: .png, to: file)
        #expect(try Data(contentsOf: file) == result.data)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["flow.png"])
    }

    @Test func failedRenderLeavesTheExistingFileUntouched() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.svg")
        let original = try renderer.write("digraph { players -> detail }", as: .svg, to: file).data
        #expect(throws: RenderError.self) {
            try renderer.write("digraph { players -> -> detail }", as: .svg, to: file)
        }
        #expect(try Data(contentsOf: file) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["flow.svg"])
    }

    @Test func unwritableFolderIsAnErrorNamingThePath() throws {
        let folder = try TestSupport.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFolder = folder.appendingPathComponent("file")
        try Data().write(to: notAFolder)
        let file = notAFolder.appendingPathComponent("flow.svg")
        #expect(throws: RenderError.io(path: file.path, reason: "cannot create a file in '\(notAFolder.path)': Not a directory")) {
            try renderer.write("digraph { a }", as: .svg, to: file)
        }
    }
}
