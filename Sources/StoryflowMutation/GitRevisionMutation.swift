/// A revision given to `storyflow diff --git` that must never act as an option of git or write anywhere: each is
/// an unknown revision, or a real one, and nothing else.
public enum GitRevisionMutation: String, CaseIterable, Sendable, CustomStringConvertible {
    case outputOption, shortOutputOption, remoteOption, execOption, formatOption, dash, doubleDash, unknownName, controlCharacters,
         hugeName, shellText, pathSyntax, validRevision

    /// The revision text; `victim` is a file outside the output that must stay as it is.
    public func revision(victim: String) -> String {
        switch self {
        case .outputOption: "--output=\(victim)"
        case .shortOutputOption: "-o\(victim)"
        case .remoteOption: "--remote=file:///nonexistent/repository"
        case .execOption: "--exec=touch \(victim)-exec"
        case .formatOption: "--format=zip"
        case .dash: "-"
        case .doubleDash: "--"
        case .unknownName: "no-such-branch"
        case .controlCharacters: "HEAD\n\u{1B}[2J"
        case .hugeName: String(repeating: "r", count: 100_000)
        case .shellText: "$(touch \(victim)-shell)"
        case .pathSyntax: "HEAD:flows"
        case .validRevision: "HEAD"
        }
    }

    /// The mutation's name, as the campaign reports it.
    public var description: String { rawValue }
}

extension Mutator {
    /// A revision mutation chosen at random.
    public mutating func gitRevisionMutation() -> GitRevisionMutation {
        GitRevisionMutation.allCases[nextIndex(below: GitRevisionMutation.allCases.count)]
    }
}
