import Foundation
import Storyflow
import StoryflowScanRecall
import Testing

/// The scorer itself, on flows written here.
@Suite struct RecallScoreTests {
    static let flow = Flow(
        name: "App",
        scenes: [
            Scene(id: "Feed", kind: .viewController, customClass: "FeedView"),
            Scene(id: "NavigationStack(Detail)", kind: .navigationController),
            Scene(id: "Editor.Detail", kind: .viewController, customClass: "Editor.Detail"),
        ],
        segues: [
            Segue(id: "s1", kind: .present, source: "Feed", destination: "NavigationStack(Detail)",
                  location: SourceLocation(file: "App/Feed/FeedView.swift", line: 40, column: 10)),
            Segue(id: "r1", kind: .relationship, source: "NavigationStack(Detail)", destination: "Editor.Detail", relationshipRole: .root),
        ]
    )

    @Test func aTransitionIsFoundAtItsSiteThroughTheStackAroundItsScreen() throws {
        let truth = try GroundTruth(text: """
        # file\tline\tsource\tdestination\tkind
        Feed/FeedView.swift\t41\tFeedView\tDetail\tpresent\tline within two, nested name
        Feed/FeedView.swift\t40\tFeedView\tDetail\tshow\twrong kind
        Feed/FeedView.swift\t44\tFeedView\tDetail\tpresent\ttoo far
        """, path: "truth.tsv")
        let score = RecallScore(flow: Self.flow, truth: truth)
        #expect(score.found.map(\.line) == [41])
        #expect(score.missed.map(\.transition.line) == [40, 44])
        #expect(score.foundIgnoringSource == 1)
        #expect(abs(score.recall - 1.0 / 3.0) < 0.0001)
        #expect(RecallTable(rows: [("App", score, 0.5)]).text.contains("| App | 3 | 1 | 33 % | 1 | 0.50 |"))
    }

    @Test func aScreenEmbeddedInAnotherCountsAsPartOfIt() throws {
        let flow = Flow(
            name: "App",
            scenes: [
                Scene(id: "SettingsView", kind: .viewController, customClass: "SettingsView"),
                Scene(id: "ServersListView", kind: .viewController, customClass: "ServersListView"),
                Scene(id: "ServerView", kind: .viewController, customClass: "ServerView"),
            ],
            segues: [
                Segue(id: "e", kind: .embed, source: "SettingsView", destination: "ServersListView"),
                Segue(id: "s", kind: .show, source: "ServersListView", destination: "ServerView",
                      location: SourceLocation(file: "Settings/ServersListView.swift", line: 12, column: 5)),
            ]
        )
        let truth = try GroundTruth(text: "Settings/ServersListView.swift\t12\tSettingsView\tServerView\tshow\n", path: "t.tsv")
        #expect(RecallScore(flow: flow, truth: truth).found.count == 1)
        let elsewhere = try GroundTruth(text: "Settings/ServersListView.swift\t12\tServerView\tServerView\tshow\n", path: "t.tsv")
        #expect(RecallScore(flow: flow, truth: elsewhere).found.isEmpty, "a screen that neither is nor embeds the source does not count")
    }

    @Test func aBadRowNamesItsFileAndLine() {
        #expect(throws: GroundTruth.FormatError(path: "t.tsv", row: 2, reason: "unknown kind 'push'; use one of popover, present, show, showDetail")) {
            try GroundTruth(text: "# header\nA.swift\t3\tA\tB\tpush\n", path: "t.tsv")
        }
        #expect(throws: GroundTruth.FormatError.self) { try GroundTruth(text: "A.swift\tthree\tA\tB\tshow", path: "t.tsv") }
    }
}

/// Recall of `storyflow scan` on every corpus app with a ground truth (`GroundTruth/`, verified by reading each app's
/// code): none may fall below what it reached when its last improvement landed. `storyflow-scan-recall` prints the table.
@Suite(CorpusSwift.required) struct CorpusRecallTests {
    /// The share of each app's verified transitions found when this floor was set (README, "How well scan reads an app").
    static let floors: [String: Double] = [
        "Automattic+pocket-casts-ios": 0.93, "Dimillian+IceCubesApp": 0.92, "Dimillian+MovieSwiftUI": 0.93,
        "apple+sample-food-truck": 0.85, "bitwarden+authenticator-ios": 0.86, "duckduckgo+iOS": 0.92,
        "element-hq+element-x-ios": 0.88, "home-assistant+iOS": 0.88, "jellyfin+Swiftfin": 0.82, "jellyfin+Swiftfin@stinsen": 0.85,
        "mastodon+mastodon-ios": 0.92, "nalexn+clean-architecture-swiftui": 0.8, "pointfreeco+swift-composable-architecture": 0.93,
        "zotero+zotero-ios": 0.96,
    ]

    static let truthFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("GroundTruth").path

    @Test func everyAppWithAGroundTruthHasAFloor() throws {
        let apps = try FileManager.default.contentsOfDirectory(atPath: Self.truthFolder).filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }
        #expect(Set(apps) == Set(Self.floors.keys))
    }

    @Test(arguments: floors.keys.sorted())
    func recallStaysAboveItsFloor(app: String) throws {
        let truth = try GroundTruth(contentsOf: "\(Self.truthFolder)/\(app).tsv")
        #expect(truth.transitions.count >= 5)
        let score = RecallScore(flow: try AppScan.flow(of: CorpusSwift.folder + "/" + app), truth: truth)
        #expect(score.recall >= Self.floors[app]!, "\(app): \(score.found.count) of \(truth.transitions.count)")
    }
}
