import ArgumentParser

/// `storyflow scan`: draws an app's navigation from its Swift sources (SwiftUI and UIKit).
struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Draw an app's navigation from its Swift sources (SwiftUI and UIKit), like render.",
        discussion: """
        The INPUT folders are parsed together as one app with swift-syntax: views and view controllers become screens; links, \
        sheets, covers, popovers, tabs, split columns, pushes, presentations and enum routers become segues. \
        Every navigation site that cannot be resolved is reported as a warning with its file and line. \
        Storyboards of --storyboards (or of the folder itself) join the flow. `render`, `review` and \
        `export` read a folder of Swift files the same way.
        """
    )

    @OptionGroup var render: RenderCommand

    func run() async throws {
        var command = render
        command.input.scanSources = true
        try await command.run()
    }
}
