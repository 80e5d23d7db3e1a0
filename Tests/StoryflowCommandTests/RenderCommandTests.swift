import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func withNoArgumentsRendersEverySampleAsSVGAndPNG() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run()

        #expect(result.exitCode == 0, "\(result.standardError)")
        for name in ["Ratings", "FriendList", "Homepwner"] {
            #expect(storyflow.text(of: "diagrams/\(name).svg").hasPrefix("<?xml"))
            #expect(storyflow.contents(of: "diagrams/\(name).png")?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
        #expect(result.standardError.contains("wrote diagrams/Ratings.svg"))
        let ratings = storyflow.text(of: "diagrams/Ratings.svg")
        for title in ["Players", "Add Player", "Choose Game", "PlayerCell", "GameCell", "PLAYER NAME", "PickGame"] {
            #expect(ratings.contains(title), "Ratings.svg lacks \(title)")
        }
    }

    @Test func rendersEverySampleInEveryFormat() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "--format", "svg,png,pdf,dot", "--output", "out")

        #expect(result.exitCode == 0, "\(result.standardError)")
        for name in ["Ratings", "FriendList", "Homepwner"] {
            #expect(storyflow.text(of: "out/\(name).svg").contains("<svg"))
            #expect(storyflow.contents(of: "out/\(name).png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
            #expect(storyflow.text(of: "out/\(name).pdf").hasPrefix("%PDF-"))
            #expect(storyflow.text(of: "out/\(name).dot").hasPrefix("digraph"))
        }
        #expect(storyflow.text(of: "out/FriendList.svg").contains("saveInput"))
        #expect(storyflow.text(of: "out/Homepwner.svg").contains("Date Created"))
    }

    @Test func oneFlowInOneFormatCanGoToANamedFileWithOptions() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run(
            "render", "FriendList", "--format", "svg", "--output", "friends.svg",
            "--theme", "dark", "--direction", "tb", "--legend", "--group-containers", "--mark-findings"
        )

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let svg = storyflow.text(of: "friends.svg")
        #expect(svg.contains("Master") && svg.contains("editDetail"))
        #expect(!FileManager.default.fileExists(atPath: storyflow.file("diagrams").path))
    }

    @Test(StoryflowProcess.corpusRequired) func rendersAStoryboardFromTheCorpus() throws {
        let storyflow = try StoryflowProcess()
        let storyboard = StoryflowProcess.corpus.appendingPathComponent("iOSkoans+MasterDetail/MasterDetail/Base.lproj/Main.storyboard")
        let result = try storyflow.run("render", storyboard.path, "--format", "svg")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "diagrams/Main.svg").contains("Master"))
    }

    @Test func aBrokenStoryboardIsAnErrorNamingFileAndLine() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n", to: "Broken.storyboard")
        try storyflow.write("<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n", to: "Other.storyboard")

        let broken = try storyflow.run("render", "Broken.storyboard")
        #expect(broken.exitCode == 1)
        #expect(broken.standardError.hasPrefix("Broken.storyboard:4:"))
        #expect(broken.standardError.contains(": error: malformed XML"))

        let other = try storyflow.run("review", "Other.storyboard")
        #expect(other.exitCode == 1)
        #expect(other.standardError.hasPrefix("Other.storyboard: error: not an Interface Builder storyboard (the root element is <plist>"))
    }

    @Test(StoryflowProcess.corpusRequired) func aMissingReferencedStoryboardIsAWarningAndTheRestRenders() throws {
        let storyflow = try StoryflowProcess()
        let main = StoryflowProcess.corpus.appendingPathComponent("huydemi+Ratings/Ratings/Base.lproj/Main.storyboard")
        let result = try storyflow.run("render", main.path, "--format", "svg")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: storyboard reference to 'Players', which was not loaded"))
        #expect(storyflow.text(of: "diagrams/Main.svg").contains("Gestures"))
    }

    @Test(StoryflowProcess.corpusRequired) func flowsWithTheSameNameNeverOverwriteEachOther() throws {
        let storyflow = try StoryflowProcess()
        let masterDetail = StoryflowProcess.corpus.appendingPathComponent("iOSkoans+MasterDetail/MasterDetail/Base.lproj/Main.storyboard")
        let segueRazer = StoryflowProcess.corpus.appendingPathComponent("szotp+SegueRazer/TestProjects/Simple/Simple/Base.lproj/Main.storyboard")
        let result = try storyflow.run("render", masterDetail.path, segueRazer.path, "--format", "svg")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "diagrams/MasterDetail-Main.svg").contains("Master"))
        #expect(storyflow.text(of: "diagrams/Simple-Main.svg").contains("<svg"))
    }

    @Test func theDetailLevelCanBeForcedAndTheOldFlagStillWorks() throws {
        let storyflow = try StoryflowProcess()
        let automatic = try storyflow.run("render", "Ratings", "--format", "dot", "--output", "automatic.dot")
        let cards = try storyflow.run("render", "Ratings", "--format", "dot", "--output", "cards.dot", "--detail", "cards")
        let oldName = try storyflow.run("render", "Ratings", "--format", "dot", "--output", "huge.dot", "--layout-scale", "huge")

        #expect(automatic.exitCode == 0 && cards.exitCode == 0 && oldName.exitCode == 0)
        #expect(!storyflow.text(of: "automatic.dot").contains("nslimit"))
        #expect(storyflow.text(of: "cards.dot").contains("nslimit"))
        #expect(!storyflow.text(of: "cards.dot").contains("label=\"PickGame"), "cards drawings have no segue labels")
        #expect(storyflow.text(of: "automatic.dot").contains("label=\"PickGame\""))
        #expect(storyflow.text(of: "huge.dot") == storyflow.text(of: "cards.dot"))
    }

    @Test func theResolutionSetsThePNGSizeAndTheOldFlagStillWorks() throws {
        let storyflow = try StoryflowProcess()
        let one = try storyflow.run("render", "Ratings", "--format", "png", "--output", "one.png", "--resolution", "1")
        let two = try storyflow.run("render", "Ratings", "--format", "png", "--output", "two.png", "--resolution", "2")
        let oldName = try storyflow.run("render", "Ratings", "--format", "png", "--output", "old.png", "--scale", "1")
        let wrong = try storyflow.run("render", "Ratings", "--resolution", "100")

        #expect(one.exitCode == 0 && two.exitCode == 0 && oldName.exitCode == 0)
        let width = { (name: String) -> UInt32 in
            let bytes = [UInt8](storyflow.contents(of: name) ?? Data())
            return bytes.count > 20 ? bytes[16..<20].reduce(0) { $0 << 8 | UInt32($1) } : 0
        }
        #expect(width("one.png") > 0 && width("two.png") == 2 * width("one.png"))
        #expect(storyflow.contents(of: "old.png") == storyflow.contents(of: "one.png"))
        #expect(wrong.exitCode == 64 && wrong.standardError.hasPrefix("error: --resolution must be between 0.1 and 8\n"))
    }

    @Test func rendersAGeneratedFlowFromJSON() throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "12", "--seed", "5")
        try storyflow.write(generated.standardOutput, to: "big.json")
        let result = try storyflow.run("render", "big.json", "--format", "svg", "--output", "big.svg")

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(storyflow.text(of: "big.svg").contains("Scene 11"))
    }

    @Test func unknownFlowsAndFormatsAreClearErrors() throws {
        let storyflow = try StoryflowProcess()

        let unknown = try storyflow.run("render", "Ratigns")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("error: no built-in flow or file named 'Ratigns'; built-in flows: Ratings, FriendList, Homepwner\n"))

        let format = try storyflow.run("render", "--format", "svg,gif")
        #expect(format.exitCode == 64)
        #expect(format.standardError.contains("svg,gif"))
    }

    @Test func commandLineMistakesPrintLikeEveryOtherDiagnosticThenTheUsage() throws {
        let result = try StoryflowProcess().run("render", "--no-such-option")
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: unknown option '--no-such-option'\nUsage: storyflow render "))
    }

    @Test func aFileOutputTakesOnlyOneResult() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "--output", "all.svg")

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("error: 'all.svg' names one file, but this would write 6 files; give a folder with --output\n"))
    }

    @Test func anUnwritableFolderNamesThePathAndLeavesNothingBehind() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write("not a folder", to: "blocker")
        let result = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "blocker/diagrams")

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("blocker/diagrams/Ratings.svg: error: cannot write the output"))
        #expect(storyflow.text(of: "blocker") == "not a folder")
    }
}
