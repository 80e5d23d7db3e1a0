import ArgumentParser
import Storyflow

/// `storyflow samples`: lists the built-in flows.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "List the built-in flows."
    )

    func run() {
        for flow in FlowCatalog.current.flows {
            let segues = flow.segues.filter { $0.kind != .relationship }.count
            print("\(flow.name)  \(flow.scenes.count) scenes, \(segues) segues")
        }
    }
}
