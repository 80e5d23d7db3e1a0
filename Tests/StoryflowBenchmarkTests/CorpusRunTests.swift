import Foundation
import Testing
@testable import StoryflowBenchmark

/// The corpus run imports storyboards folder by folder, reviews and renders them.
@Suite struct CorpusRunTests {
    static func storyboard(initial: String, scenes: [(id: String, title: String)]) -> String {
        let body = scenes.map { scene in
            """
            <scene sceneID="\(scene.id)-scene"><objects>
                <viewController title="\(scene.title)" id="\(scene.id)" sceneMemberID="viewController"/>
            </objects></scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
            \(body)
            </scenes>
            </document>
            """
    }

    @Test func storyboardsOfOneFolderFormOneFlow() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App/Base.lproj")
        let other = folder.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Self.storyboard(initial: "home", scenes: [("home", "Home"), ("detail", "Detail")])
            .write(to: app.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "launch", scenes: [("launch", "Launch")])
            .write(to: app.appendingPathComponent("LaunchScreen.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "one", scenes: [("one", "One")])
            .write(to: other.appendingPathComponent("Only.storyboard"), atomically: true, encoding: .utf8)
        try "not a storyboard".write(to: other.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        #expect(CorpusRun.storyboardGroups(in: folder).map { URL(fileURLWithPath: $0.folder).lastPathComponent } == ["Base.lproj", "Other"])
        let report = try CorpusRun(folder: folder).run()
        #expect(report.files == 3)
        #expect(report.flows.map(\.folder) == ["App/Base.lproj", "Other"])
        #expect(report.flows.map(\.files) == [2, 1])
        #expect(report.flows.map(\.scenes) == [3, 1])
        #expect(report.flows.allSatisfy { $0.svgBytes > 500 && $0.seconds > 0 })
        #expect(abs(report.seconds - report.flows.map(\.seconds).reduce(0, +)) < 1e-9)
    }
}
