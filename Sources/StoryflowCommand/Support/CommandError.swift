/// What can go wrong in a `storyflow` command; ``description`` writes the words, as compilers do:
/// `place: error: message`, the place being a file or a flow when there is one.
enum CommandError: Error, CustomStringConvertible {
    case unknownInput(String, builtIn: [String])
    case unreadableFile(path: String, reason: String)
    case invalidFlowJSON(path: String, reason: String)
    case unsupportedFile(path: String)
    case outputNotWritable(path: String, reason: String)
    case outputFileNeedsSingleResult(path: String, results: Int)
    case renderFailed(flow: String, format: String, message: String)
    case layoutTimedOut(flow: String, seconds: Double)
    case layoutCrashed(flow: String, detail: String)
    case workerUnavailable

    var description: String {
        switch self {
        case .unknownInput(let input, let builtIn):
            "error: no built-in flow or file named '\(input)'; built-in flows: \(builtIn.joined(separator: ", "))."
        case .unreadableFile(let path, let reason):
            "\(path): error: cannot read the file: \(reason)"
        case .invalidFlowJSON(let path, let reason):
            "\(path): error: not a Storyflow JSON flow: \(reason)"
        case .unsupportedFile(let path):
            "\(path): error: unsupported input; give a .storyboard file, a folder of storyboards, or a .json flow."
        case .outputNotWritable(let path, let reason):
            "\(path): error: cannot write the output: \(reason)"
        case .outputFileNeedsSingleResult(let path, let results):
            "error: '\(path)' names one file, but this would write \(results) files; give a folder with --output."
        case .renderFailed(let flow, let format, let message):
            "\(flow): error: rendering \(format) failed: \(message)"
        case .layoutTimedOut(let flow, let seconds):
            "\(flow): error: Graphviz did not finish the layout within \(Self.format(seconds)) s; raise --timeout, or render a smaller part of the flow."
        case .layoutCrashed(let flow, let detail):
            "\(flow): error: Graphviz crashed while laying out the flow (\(detail)); nothing was written."
        case .workerUnavailable:
            "error: cannot find the storyflow executable to run an isolated layout in."
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}
