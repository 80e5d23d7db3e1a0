import Foundation
@testable import StoryflowCommand
import Testing

@Suite struct IsolatedRenderTests {
    @Test func anIsolatedRenderGivesTheSameDiagramAsAnInProcessOne() throws {
        let storyflow = try StoryflowProcess()
        let inProcess = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "in.svg")
        let isolated = try storyflow.run("render", "Ratings", "--format", "svg", "--output", "child.svg", "--timeout", "60")

        #expect(inProcess.exitCode == 0 && isolated.exitCode == 0, "\(isolated.standardError)")
        #expect(storyflow.contents(of: "in.svg") == storyflow.contents(of: "child.svg"))
    }

    @Test func aLayoutPastTheTimeLimitIsAnErrorAndLeavesTheOldFile() throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "600", "--shape", "deep")
        try storyflow.write(generated.standardOutput, to: "deep.json")
        try storyflow.write("previous diagram", to: "deep.svg")

        let result = try storyflow.run("render", "deep.json", "--format", "svg", "--output", "deep.svg", "--timeout", "0.05")

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Synthetic deep 600: error: Graphviz did not finish the layout within 0.05 s"))
        #expect(storyflow.text(of: "deep.svg") == "previous diagram")
    }

    @Test func aNonPositiveTimeoutIsAUsageError() throws {
        let result = try StoryflowProcess().run("render", "--timeout", "0")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("error: --timeout must be a positive number of seconds\n"))
    }
}

@Suite struct ParallelRenderTests {
    @Test func severalFlowsOnSeveralWorkersGiveTheSameFilesAsOneByOne() throws {
        let storyflow = try StoryflowProcess()
        for seed in 1...5 {
            let generated = try storyflow.run("generate", "--scenes", String(10 * seed), "--seed", String(seed))
            try storyflow.write(generated.standardOutput, to: "flow\(seed).json")
        }
        let inputs = (1...5).map { "flow\($0).json" }
        let oneByOne = try storyflow.run(["render"] + inputs + ["--format", "svg,png,dot", "--output", "serial", "--jobs", "1"])
        let parallel = try storyflow.run(["render"] + inputs + ["--format", "svg,png,dot", "--output", "parallel", "--jobs", "2"])

        #expect(oneByOne.exitCode == 0 && parallel.exitCode == 0, "\(parallel.standardError)")
        #expect(parallel.standardError == oneByOne.standardError.replacingOccurrences(of: "serial/", with: "parallel/"),
                "progress is printed in the same order")
        let files = try FileManager.default.contentsOfDirectory(atPath: storyflow.file("serial").path).sorted()
        #expect(files.count == 15)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storyflow.file("parallel").path).sorted() == files)
        for file in files {
            #expect(storyflow.contents(of: "serial/\(file)") == storyflow.contents(of: "parallel/\(file)"), "\(file) differs")
        }
    }

    @Test func aFailingFlowInABatchStopsItWithTheSameErrorAsOneByOne() throws {
        let storyflow = try StoryflowProcess()
        let generated = try storyflow.run("generate", "--scenes", "3000", "--shape", "deep")
        try storyflow.write(generated.standardOutput, to: "deep.json")
        // Fully detailed, 3000 deep scenes take Graphviz many seconds; the samples a fraction of one.
        let result = try storyflow.run(
            "render", "Ratings", "deep.json", "FriendList", "--format", "svg", "--output", "out", "--timeout", "2", "--jobs", "2", "--detail", "full"
        )

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("Synthetic deep 3000: error: Graphviz did not finish the layout within 2 s"))
        #expect(storyflow.contents(of: "out/Ratings.svg") != nil)
        #expect(storyflow.contents(of: "out/FriendList.svg") == nil, "nothing after the failing flow is written")
    }

    @Test func jobsMustBePositive() throws {
        let result = try StoryflowProcess().run("render", "--jobs", "0")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("error: --jobs must be at least 1\n"))
    }
}
