import ArgumentParser
import Foundation
import Storyflow
import StoryflowDiff

/// `storyflow baseline`: the app's navigation as text to commit, for `storyflow check`.
struct BaselineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Print the app's navigation as stable text to commit: one sorted line per scene and per segue.",
        discussion: """
        `storyflow baseline App/ > navigation.txt` writes it; commit it, and `storyflow check navigation.txt App/` \
        in CI fails when the navigation no longer matches. Scenes are named with their storyboard object ids, which \
        survive a storyboard split, renamed or moved; no file, line or position is written.
        """
    )

    @OptionGroup var input: InputOptions

    func run() async throws {
        let flows = try input.loadFlows().map(\.flow)
        print(NavigationBaseline(flows: flows).text, terminator: "")
    }
}

/// `storyflow check`: whether the app's navigation still matches a committed baseline.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the app's navigation against a baseline written by `storyflow baseline`.",
        discussion: """
        Exit codes: 0 the navigation matches the baseline; 1 it does not (the lines that differ are printed: - only \
        in the baseline, + only in the app), or an input could not be read; 64 the command line is wrong.
        """
    )

    @Argument(help: "The baseline file, e.g. navigation.txt.")
    var baseline: String

    @OptionGroup var input: InputOptions

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: baseline), encoding: .utf8)
        } catch {
            throw CommandError.unreadableFile(path: baseline, reason: FileErrorText.reason(for: error))
        }
        let current = NavigationBaseline(flows: try input.loadFlows().map(\.flow))
        let differences = current.differences(from: NavigationBaseline(text: text))
        guard !differences.isEmpty else {
            let lines = current.flows.values.reduce(0) { $0 + $1.count }
            print("navigation matches \(baseline) (\(lines) lines)")
            return
        }
        let removed = differences.count { $0.hasPrefix("- ") && !$0.hasPrefix("- flow ") }
        let added = differences.count { $0.hasPrefix("+ ") && !$0.hasPrefix("+ flow ") }
        print("navigation no longer matches \(baseline): \(removed) line\(removed == 1 ? "" : "s") only in the baseline, \(added) only in the app")
        differences.forEach { print($0) }
        print("If the change is intended, write the baseline again (storyflow baseline INPUT… > \(baseline)) and commit it.")
        throw ExitCode.failure
    }
}
