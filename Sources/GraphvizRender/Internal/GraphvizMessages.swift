/// Graphviz's messages from one job, split into errors and warnings.
///
/// Graphviz hands its error handler each message in pieces: the level (`Error` or `Warning`),
/// `": "`, then the text, whose continuation lines arrive without a level. Joined, that is
/// `Error: text\nmore text\nWarning: text\n`, which this type reads line by line.
struct GraphvizMessages: Equatable {
    private(set) var errors: [String] = []
    private(set) var warnings: [String] = []

    /// The messages in the text captured from Graphviz's error handler.
    init(captured text: String) {
        var current: (isError: Bool, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("Error: ") {
                append(current)
                current = (true, [String(line.dropFirst("Error: ".count))])
            } else if line.hasPrefix("Warning: ") {
                append(current)
                current = (false, [String(line.dropFirst("Warning: ".count))])
            } else if current != nil {
                current?.lines.append(String(line))
            } else {
                current = (true, [String(line)])
            }
        }
        append(current)
    }

    /// All errors as one text, one message per line.
    var errorText: String {
        errors.joined(separator: "\n")
    }

    private mutating func append(_ message: (isError: Bool, lines: [String])?) {
        guard let message else { return }
        let text = message.lines
            .map { $0.trimmingTrailingSpaces() }
            .joined(separator: "\n")
        if message.isError {
            errors.append(text)
        } else {
            warnings.append(text)
        }
    }
}

private extension String {
    /// The line without the spaces Graphviz leaves before its line breaks.
    func trimmingTrailingSpaces() -> String {
        var trimmed = Substring(self)
        while trimmed.last == " " {
            trimmed = trimmed.dropLast()
        }
        return String(trimmed)
    }
}
