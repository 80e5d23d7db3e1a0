import ArgumentParser
import Storyflow
import StoryflowReview

/// `storyflow rules`: lists the review rules with their ids and default severities.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the review rules: the built-in ones, then this executable's own."
    )

    func run() {
        let rules = FlowCatalog.current.reviewRules
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = "\(rule.defaultSeverity)".padding(toLength: 7, withPad: " ", startingAt: 0)
            print("\(id)  \(severity)  \(rule.summary)")
        }
    }
}
