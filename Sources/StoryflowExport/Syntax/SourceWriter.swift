import Storyflow

/// Collects lines of Swift source with four-space indentation.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// An empty writer at the left margin.
    init() {}

    private init(depth: Int) {
        self.depth = depth
    }

    /// The source: every line followed by a line feed.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Appends `line` at the current indentation.
    mutating func line(_ line: String) {
        lines.append(String(repeating: "    ", count: depth) + line)
    }

    /// Ends the last line with `suffix`: a modifier after a call or its closing brace.
    mutating func appendToLastLine(_ suffix: String) {
        guard !lines.isEmpty else { return line(suffix) }
        lines[lines.count - 1] += suffix
    }

    /// Appends `// text` at the current indentation.
    mutating func comment(_ text: String) {
        line("// " + text)
    }

    /// Runs `body` one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `call {`, the lines `body` writes one level deeper, then `}`; `call {}` when `body`
    /// writes nothing.
    mutating func block(_ call: String, _ body: (inout SourceWriter) -> Void) {
        let inner = nested(body)
        guard !inner.isEmpty else { return line(call + " {}") }
        line(call + " {")
        lines += inner
        line("}")
    }

    /// Like ``block(_:_:)``, but writes just `call`, without a closure, when `body` writes nothing.
    mutating func optionalBlock(_ call: String, _ body: (inout SourceWriter) -> Void) {
        let inner = nested(body)
        guard !inner.isEmpty else { return line(call) }
        line(call + " {")
        lines += inner
        line("}")
    }

    /// Writes `call` with several trailing closures: `call {`, the first closure's body, then
    /// `} label: {` and the body of each labeled closure, then `}`. `body(writer, index)` writes the
    /// body of closure `index`: 0 for the first, 1 for `labels[0]`…
    mutating func trailingClosures(_ call: String, labels: [String], _ body: (inout SourceWriter, Int) -> Void) {
        line(call + " {")
        lines += nested { body(&$0, 0) }
        for (index, label) in labels.enumerated() {
            line("} \(label): {")
            lines += nested { body(&$0, index + 1) }
        }
        line("}")
    }

    /// The lines `body` writes one level deeper than this writer.
    private func nested(_ body: (inout SourceWriter) -> Void) -> [String] {
        var inner = SourceWriter(depth: depth + 1)
        body(&inner)
        return inner.lines
    }
}
