import StoryflowCommand
import StoryflowMutation

/// What one `storyflow` run on a mutant came to.
enum RunVerdict: Equatable, Sendable {
    /// Success, or a clean failure: exit 0 or 1 and every line on standard error a diagnostic.
    case clean
    /// Ended by a signal, or an exit status `storyflow` never uses.
    case crashed(String)
    /// Still running at the time limit.
    case hung
    /// Exit 0 or 1, but a standard-error line that is not a diagnostic (raw Foundation or Graphviz text).
    case unclear(String)
    /// A file written, changed or removed outside the command's output.
    case wroteOutside(String)

    /// The verdict for a run that ended with `outcome` and wrote `standardError`.
    init(outcome: SupervisedProcess.Outcome, standardError: String) {
        switch outcome {
        case .timedOut:
            self = .hung
        case .crashed(let signal):
            self = .crashed(ProcessSignal.description(of: signal))
        case .exited(let status) where status != 0 && status != 1:
            self = .crashed("exit status \(status)")
        case .exited:
            let unclear = standardError.split(separator: "\n").first { !CleanFailure.isDiagnostic(String($0)) }
            self = unclear.map { .unclear(String($0.prefix(300))) } ?? .clean
        }
    }
}
