internal import CGraphviz

/// The text Graphviz reports through its error handler (`agseterrf`) during one job.
///
/// The handler is a C function pointer and cannot capture context, so it appends to the one
/// shared log. The log is only touched while ``GraphvizContext``'s lock is held, which is what
/// makes the unchecked `Sendable` conformance sound.
final class GraphvizMessageLog: @unchecked Sendable {
    /// The log the installed handler writes to.
    static let shared = GraphvizMessageLog()

    /// The handler to install with `agseterrf`: records one piece of a message.
    static let handler: agusererrf = { piece in
        if let piece {
            GraphvizMessageLog.shared.text += String(cString: piece)
        }
        return 0
    }

    private var text = ""

    /// Forgets everything recorded so far.
    func clear() {
        text = ""
    }

    /// What has been recorded since the last ``clear()``.
    var messages: GraphvizMessages {
        GraphvizMessages(captured: text)
    }
}
