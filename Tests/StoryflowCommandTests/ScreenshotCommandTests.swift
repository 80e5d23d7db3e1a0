import Foundation
@testable import StoryflowCommand
import Testing

/// `--screenshots`, `--screenshot-map` and `--screenshot-variant` on pictures written by the test:
/// every matching rule, the summary, what each format embeds, and worded errors.
@Suite struct ScreenshotCommandTests {
    /// A 4×8 opaque PNG (portrait).
    static let tall = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAICAIAAABRUclSAAAAEUlEQVR42mOQq7gDRwy04wAATi8uQYL4eS8AAAAASUVORK5CYII=")!
    /// A 3×3 interlaced RGBA PNG (square).
    static let square = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAYAAAEhL4UpAAAAJUlEQVR42hXHQREAAAzCsGpCE2JxxcYjPQBUshA1D+95C6t+eQdU3hHCelAcQgAAAABJRU5ErkJggg==")!

    /// Pictures for the built-in Ratings flow: a snapshot folder per class, a file per scene id, a
    /// picture of no screen.
    private func shots(in storyflow: StoryflowProcess) throws {
        let pictures: [(String, Data)] = [
            ("Shots/__Snapshots__/PlayersViewControllerTests/test_list.1.png", Self.tall),
            ("Shots/__Snapshots__/PlayersViewControllerTests/test_list.2.png", Self.square),
            ("Shots/__Snapshots__/GamePickerViewControllerSnapshot.test/testUI.dark.png", Self.square),
            ("Shots/__Snapshots__/GamePickerViewControllerSnapshot.test/testUI.light.png", Self.tall),
            ("Shots/Gestures.png", Self.tall),
            ("Shots/AddPlayer.png", Self.tall),
            ("Shots/Unrelated.png", Self.tall),
            ("Mapped/add player.png", Self.square),
        ]
        for (path, data) in pictures {
            try FileManager.default.createDirectory(at: storyflow.file(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: storyflow.file(path))
        }
        try storyflow.write(#"{"Add Player": "Mapped/add player.png"}"#, to: "map.json")
    }

    @Test func everyRuleMatchesItsPictureAndEachFormatEmbedsIt() throws {
        let storyflow = try StoryflowProcess()
        try shots(in: storyflow)
        let result = try storyflow.run("render", "Ratings", "--screenshots", "Shots", "--screenshot-map", "map.json",
                                       "--format", "svg,dot,html,png", "--verbose")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let notes = result.standardError
        #expect(notes.contains("Ratings: note: screenshots: 4 of 4 screens drawn from a picture; 1 picture matched no screen\n"), "\(notes)")
        #expect(notes.contains("screen 'Players' drawn from Shots/__Snapshots__/PlayersViewControllerTests/test_list.1.png (snapshot folder)"))
        #expect(notes.contains("screen 'ChooseGame' drawn from Shots/__Snapshots__/GamePickerViewControllerSnapshot.test/testUI.light.png (snapshot folder)"))
        #expect(notes.contains("screen 'Gestures' drawn from Shots/Gestures.png (file name)"))
        #expect(notes.contains("screen 'AddPlayer' drawn from Mapped/add player.png (mapping file)"), "the map wins over Shots/AddPlayer.png")
        #expect(notes.contains("picture Shots/Unrelated.png matched no screen"))

        let svg = storyflow.text(of: "diagrams/Ratings.svg")
        #expect(svg.components(separatedBy: #"<image xlink:href="data:image/png;base64,"#).count == 5, "four pictures, embedded")
        #expect(!svg.contains("storyflow-screenshots"), "no temporary path is left in the SVG")
        let dot = storyflow.text(of: "diagrams/Ratings.dot")
        #expect(dot.contains(#"SRC="\#(storyflow.file("Mapped/add player.png").path)""#), "the DOT names the original picture")
        let html = storyflow.text(of: "diagrams/Ratings.html")
        #expect(html.contains(#""screenshots":[{"src":"data:image\/png;base64,"#))
        #expect(html.contains("info.screenshots"))
        #expect(storyflow.contents(of: "diagrams/Ratings.png") != nil)

        let again = try storyflow.run("render", "Ratings", "--screenshots", "Shots", "--screenshot-map", "map.json", "--format", "svg", "--output", "again.svg")
        #expect(again.exitCode == 0)
        #expect(storyflow.text(of: "again.svg") == svg, "the same SVG, byte for byte")
    }

    @Test func aVariantWordPicksItsPicture() throws {
        let storyflow = try StoryflowProcess()
        try shots(in: storyflow)
        let result = try storyflow.run("render", "Ratings", "--screenshots", "Shots", "--screenshot-variant", "dark", "--format", "dot", "--verbose")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("screen 'ChooseGame' drawn from Shots/__Snapshots__/GamePickerViewControllerSnapshot.test/testUI.dark.png"))
        #expect(result.standardError.contains("screen 'AddPlayer' drawn from Shots/AddPlayer.png (file name)"), "no map: the file name rule")
        #expect(result.standardError.contains("4 of 4 screens drawn from a picture; 1 picture matched no screen"))
    }

    @Test func withoutScreenshotsTheMockUpsAndThePageAreUnchanged() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "Ratings", "--format", "svg,html")
        #expect(result.exitCode == 0)
        #expect(!result.standardError.contains("screenshots"))
        #expect(!storyflow.text(of: "diagrams/Ratings.svg").contains("<image"))
        #expect(!storyflow.text(of: "diagrams/Ratings.html").contains("screenshots"), "the page's script has no screenshot code either")
    }

    /// A flow too big to read as one image is drawn as an atlas by default: every page draws its
    /// screens from their pictures, each screen on one page, and the overview, which draws parts,
    /// embeds no picture, neither as a thumbnail nor in its HTML page's details.
    @Test func anAtlasDrawsEachScreenFromItsPictureOnItsPage() throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "130", "--shape", "app").standardOutput
        try storyflow.write(generated, to: "app.json")
        let json = try #require(JSONSerialization.jsonObject(with: Data(generated.utf8)) as? [String: Any])
        let ids = try #require(json["scenes"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        try FileManager.default.createDirectory(at: storyflow.file("Shots"), withIntermediateDirectories: true)
        for id in ids { try Self.tall.write(to: storyflow.file("Shots/\(id).png")) }

        let result = try storyflow.run("render", "app.json", "--screenshots", "Shots", "--format", "svg,html", "--output", "atlas")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let counts = try #require(result.standardError.firstMatch(of: /screenshots: (\d+) of (\d+) screens drawn from a picture/))
        #expect(counts.1 == counts.2, "every screen has its picture: \(result.standardError)")
        let screens = counts.1
        let pages = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("atlas").path)
            .filter { $0.hasSuffix(".svg") && $0 != "Synthetic-app-130.svg" }.sorted()
        #expect(result.standardError.contains("drawn as an overview and \(pages.count) pages instead"), "\(result.standardError)")
        var pictures = 0
        for page in pages {
            let svg = storyflow.text(of: "atlas/\(page)")
            #expect(!svg.contains("storyflow-screenshots"), "no temporary path is left in \(page)")
            pictures += svg.components(separatedBy: #"<image xlink:href="data:image/png;base64,"#).count - 1
            #expect(storyflow.text(of: "atlas/\(page.replacingOccurrences(of: ".svg", with: ".html"))").contains(#""screenshots":[{"src":"data:image\/png;base64,"#))
        }
        #expect(pictures == Int(screens), "each of the \(screens) screens drawn from its picture on one page")
        #expect(!storyflow.text(of: "atlas/Synthetic-app-130.svg").contains("<image"))
        #expect(!storyflow.text(of: "atlas/Synthetic-app-130.html").contains("data:image/png"), "the overview's details carry no picture")
    }

    @Test func aSceneNamesItsOwnPictureInJSON() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("flows/pics"), withIntermediateDirectories: true)
        try Self.tall.write(to: storyflow.file("flows/pics/gestures.png"))
        let export = try storyflow.run("export", "Ratings")
        var json = try #require(JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
        var scenes = try #require(json["scenes"] as? [[String: Any]])
        for index in scenes.indices where scenes[index]["id"] as? String == "Gestures" { scenes[index]["screenshot"] = "pics/gestures.png" }
        json["scenes"] = scenes
        try JSONSerialization.data(withJSONObject: json).write(to: storyflow.file("flows/Ratings.json"))
        let result = try storyflow.run("render", "flows/Ratings.json", "--format", "svg", "--verbose")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("screen 'Gestures' drawn from flows/pics/gestures.png (declared by the scene)"), "relative to the JSON file")
        #expect(storyflow.text(of: "diagrams/Ratings.svg").contains("data:image/png;base64,"))
    }

    @Test func aPictureThatIsNoPNGIsAnErrorNamingIt() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.createDirectory(at: storyflow.file("Bad"), withIntermediateDirectories: true)
        try storyflow.write("GIF89a, not a PNG", to: "Bad/Players.png")
        let result = try storyflow.run("render", "Ratings", "--screenshots", "Bad", "--format", "svg")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Bad/Players.png: error: cannot draw the screenshot: it is not a PNG image"), "\(result.standardError)")
        #expect(storyflow.contents(of: "diagrams/Ratings.svg") == nil)

        let missing = try storyflow.run("render", "Ratings", "--screenshots", "Nowhere", "--format", "svg")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("Nowhere: error: cannot read the file: --screenshots needs a folder of PNG images"), "\(missing.standardError)")
        try storyflow.write(#"{"Plyers": "Bad/Players.png"}"#, to: "typo-map.json")
        let typo = try storyflow.run("render", "Ratings", "--screenshot-map", "typo-map.json", "--format", "svg")
        #expect(typo.exitCode == 0, "its picture is never read")
        #expect(typo.standardError.contains("typo-map.json: warning: the screenshot map's 'Plyers' is no scene of the flow"), "\(typo.standardError)")
        try storyflow.write(#"{"Players": 3}"#, to: "bad-map.json")
        let map = try storyflow.run("render", "Ratings", "--screenshot-map", "bad-map.json", "--format", "svg")
        #expect(map.standardError.contains("bad-map.json: error: cannot draw the screenshot: the value of 'Players' is not a path"), "\(map.standardError)")
    }

    @Test func snapshotFoldersNameTheirViewType() {
        #expect(ScreenshotCatalog.typeName(ofSnapshotFolder: "ItemListViewTests") == "ItemListView")
        #expect(ScreenshotCatalog.typeName(ofSnapshotFolder: "AboutView.test") == "AboutView")
        #expect(ScreenshotCatalog.typeName(ofSnapshotFolder: "LocationHistoryListViewSnapshot.test") == "LocationHistoryListView")
        #expect(ScreenshotCatalog.typeName(ofSnapshotFolder: "Tests") == "Tests")
        #expect(ScreenshotCatalog.words(of: "test_snapshot_ItemListView_previews.Empty-portraitAX5") ==
            ["test", "snapshot", "item", "list", "view", "previews", "empty", "portrait", "ax5"])
        #expect(ScreenshotMatcher.isVariantWord("ax5") && ScreenshotMatcher.isVariantWord("dark") && !ScreenshotMatcher.isVariantWord("axis"))
    }
}

/// The two apps of `../shared/corpus-swift` that keep swift-snapshot-testing reference images
/// (SOURCES.md): scanned with `--screenshots` pointed at the app, enough screens get their picture,
/// and every picture is of the screen's own type.
@Suite struct ScreenshotCorpusTests {
    static let corpus = StoryflowProcess.corpus.deletingLastPathComponent().appendingPathComponent("corpus-swift")

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: corpus.path), "../shared/corpus-swift is not beside the repository: corpus test skipped"),
        arguments: [
            // app, screens with a picture at least (home-assistant: 9 of the 10 SOURCES.md lists, and the design system
            // gallery's HATextField; BaseOnboardingView is a layout shared by the onboarding steps, no screen of its own)
            ("bitwarden+authenticator-ios", 12), ("home-assistant+iOS", 10),
        ]
    )
    func snapshotTestsGiveTheScreensTheirOwnPictures(app: String, atLeast: Int) throws {
        let storyflow = try StoryflowProcess()
        let folder = Self.corpus.appendingPathComponent(app).path
        let result = try storyflow.run("scan", folder, "--screenshots", folder, "--format", "dot", "--verbose")
        #expect(result.exitCode == 0)
        let drawn = result.standardError.split(separator: "\n").filter { $0.contains(": note: screen '") }
        #expect(drawn.count >= atLeast, "\(drawn.joined(separator: "\n"))")
        for line in drawn {
            // "… screen 'ItemListView' drawn from …/__Snapshots__/ItemListViewTests/….png (snapshot folder)"
            let scene = line.split(separator: "'")[1]
            let folder = URL(fileURLWithPath: String(line.split(separator: " drawn from ")[1].split(separator: " (")[0])).deletingLastPathComponent()
            #expect(ScreenshotCatalog.typeName(ofSnapshotFolder: folder.lastPathComponent) == String(scene), "\(line)")
            #expect(!line.lowercased().contains("dark") && !line.contains("AX5"), "the default variant: \(line)")
        }
    }
}

/// `diff` with pictures: each side draws its own version's, and a screen whose picture changed is
/// drawn with both side by side in the diagram of both versions and in the HTML details.
@Suite struct ScreenshotDiffCommandTests {
    @Test func aChangedScreensPicturesAreDrawnSideBySide() throws {
        let storyflow = try StoryflowProcess()
        let export = try storyflow.run("export", "Ratings")
        try storyflow.write(export.standardOutput, to: "base.json")
        try storyflow.write(export.standardOutput.replacingOccurrences(of: #""title" : "Add Player""#, with: #""title" : "New Player""#), to: "head.json")
        for folder in ["base", "head"] {
            try FileManager.default.createDirectory(at: storyflow.file(folder), withIntermediateDirectories: true)
            // The same picture in both versions (bytes after IEND make it another file than Add Player's).
            try (ScreenshotCommandTests.tall + Data("players".utf8)).write(to: storyflow.file("\(folder)/Players.png"))
        }
        try ScreenshotCommandTests.tall.write(to: storyflow.file("base/AddPlayer.png"))
        try ScreenshotCommandTests.square.write(to: storyflow.file("head/AddPlayer.png"))
        let result = try storyflow.run("diff", "base.json", "head.json", "--screenshots", "head", "--base-screenshots", "base",
                                       "--format", "dot,svg,html", "--side", "both,base,head", "--output", "out")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Ratings (base): note: screenshots: 2 of 4 screens drawn from a picture"))
        #expect(result.standardError.contains("Ratings (head): note: screenshots: 2 of 4 screens drawn from a picture"))
        let both = storyflow.text(of: "out/Ratings-diff.dot")
        #expect(both.contains(">before<") && both.contains(">after<"))
        #expect(both.contains(#"SRC="\#(storyflow.file("base/AddPlayer.png").path)""#) && both.contains(#"SRC="\#(storyflow.file("head/AddPlayer.png").path)""#))
        #expect(both.components(separatedBy: "<IMG").count == 4, "Players' unchanged picture once, Add Player's two")
        let base = storyflow.text(of: "out/Ratings-base.dot"), head = storyflow.text(of: "out/Ratings-head.dot")
        #expect(base.contains("base/AddPlayer.png") && !base.contains("head/AddPlayer.png") && !base.contains(">before<"))
        #expect(head.contains("head/AddPlayer.png") && !head.contains("base/AddPlayer.png"))
        #expect(storyflow.text(of: "out/Ratings-diff.svg").components(separatedBy: "xlink:href=\"data:image/png;base64,").count == 4)
        let html = storyflow.text(of: "out/Ratings-diff.html")
        #expect(html.contains(#"[{"caption":"before","src":"data:image\/png;base64,"#) && html.contains(#"{"caption":"after","src":"data:image\/png;base64,"#))
    }
}

extension ScreenshotDiffCommandTests {
    /// With `--git REV`, BASE's pictures are the `--screenshots` folders as they were at REV.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed: --git test skipped"))
    func withGitTheBasesPicturesAreTheFoldersAtTheRevision() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.commitFlowBesideVictim()
        try FileManager.default.createDirectory(at: storyflow.file("shots"), withIntermediateDirectories: true)
        try ScreenshotCommandTests.tall.write(to: storyflow.file("shots/A.png"))
        for arguments in [["add", "."], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "pictures"]] {
            #expect(try storyflow.runGit(arguments) == 0)
        }
        try ScreenshotCommandTests.square.write(to: storyflow.file("shots/A.png"))
        try storyflow.write(#"{"name": "F", "scenes": [{"id": "A", "kind": "viewController", "title": "Renamed"}]}"#, to: "flows/f.json")
        let result = try storyflow.run("diff", "--git", "HEAD", "flows/f.json", "--screenshots", "shots", "--format", "dot", "--output", "out")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let both = storyflow.text(of: "out/F-diff.dot")
        #expect(both.contains(">before<") && both.contains(">after<"), "the picture changed since HEAD")
        #expect(both.contains(#"SRC="\#(storyflow.file("shots/A.png").path)""#))
        #expect(both.contains("storyflow-git-"), "the base's picture is the revision's copy")
    }
}
