import Storyflow

/// What can go wrong in a `storyflow` command, as data; ``diagnostic`` writes the words, and they
/// print like every other diagnostic: `place: error: message`, the place being a file or a flow.
enum CommandError: Error, CustomStringConvertible {
    case unknownInput(String, builtIn: [String])
    case unreadableFile(path: String, reason: String)
    case invalidFlowJSON(path: String, line: Int?, column: Int?, reason: String)
    case unsupportedFile(path: String)
    case notAFile(path: String, kind: FileKind)
    case outputNotWritable(path: String, reason: String)
    case outputFileNeedsSingleResult(path: String, results: Int)
    case renderFailed(flow: String, format: String, message: String)
    case layoutTimedOut(flow: String, seconds: Double)
    case layoutCrashed(flow: String, detail: String)
    case layoutStopped(flow: String, detail: String)
    case workerUnavailable
    case gitFailed(revision: String, path: String, message: String)
    case diffNeedsOneFlow(input: String, flows: Int)
    case sourceScanFailed(String)
    case unknownScene(flow: String, name: String, suggestion: String?)
    case ambiguousScene(flow: String, name: String, candidates: [String])
    /// A screenshot (or the screenshot map) that cannot be drawn: not a PNG, damaged, or a map that is not one.
    case invalidScreenshot(path: String, reason: String)

    /// The error as a diagnostic about the file or flow at fault.
    var diagnostic: Diagnostic {
        switch self {
        case .unknownInput(let input, let builtIn):
            Diagnostic(.error, "no built-in flow or file named '\(input)'; built-in flows: \(builtIn.joined(separator: ", "))")
        case .unreadableFile(let path, let reason):
            Diagnostic(.error, "cannot read the file: \(reason)", location: SourceLocation(file: path))
        case .invalidScreenshot(let path, let reason):
            Diagnostic(.error, "cannot draw the screenshot: \(reason)", location: SourceLocation(file: path))
        case .invalidFlowJSON(let path, let line, let column, let reason):
            Diagnostic(.error, "not a Storyflow JSON flow: \(reason)", location: SourceLocation(file: path, line: line, column: column))
        case .unsupportedFile(let path):
            Diagnostic(
                .error, "unsupported input; give a .storyboard file, a folder of storyboards or Swift sources, or a .json flow",
                location: SourceLocation(file: path)
            )
        case .notAFile(let path, let kind):
            Diagnostic(
                .error, "this is \(kind), not a file; give a .storyboard file, a folder of storyboards, or a .json flow",
                location: SourceLocation(file: path)
            )
        case .outputNotWritable(let path, let reason):
            Diagnostic(.error, "cannot write the output: \(reason)", location: SourceLocation(file: path))
        case .outputFileNeedsSingleResult(let path, let results):
            Diagnostic(.error, "'\(path)' names one file, but this would write \(results) files; give a folder with --output")
        case .renderFailed(let flow, let format, let message):
            Diagnostic(.error, "rendering \(format) failed: \(message)", subject: flow)
        case .layoutTimedOut(let flow, let seconds):
            Diagnostic(
                .error, "Graphviz did not finish the layout within \(Self.format(seconds)) s; raise --timeout, or render a smaller part of the flow",
                subject: flow
            )
        case .layoutCrashed(let flow, let detail):
            Diagnostic(.error, "Graphviz crashed while laying out the flow (\(detail)); nothing was written", subject: flow)
        case .layoutStopped(let flow, let detail):
            Diagnostic(
                .error, "the layout worker was stopped by a signal (\(detail)) before it finished; nothing was written",
                subject: flow
            )
        case .workerUnavailable:
            Diagnostic(.error, "cannot find the storyflow executable to run an isolated layout in")
        case .gitFailed(let revision, let path, let message):
            Diagnostic(.error, "cannot read revision '\(revision)' with git: \(message)", location: SourceLocation(file: path))
        case .diffNeedsOneFlow(let input, let flows):
            Diagnostic(.error, "'\(input)' holds \(flows) flows; diff compares one flow with one flow (give a storyboard folder, a file or a flow name)")
        case .sourceScanFailed(let message):
            Diagnostic(.error, message)
        case .unknownScene(let flow, let name, let suggestion):
            Diagnostic(.error, "no scene named '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), subject: flow)
        case .ambiguousScene(let flow, let name, let candidates):
            Diagnostic(.error, "several scenes are named '\(name)'; give one of their ids: \(candidates.joined(separator: ", "))", subject: flow)
        }
    }

    var description: String {
        diagnostic.description
    }

    private static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}
