import Foundation
import Storyflow

/// Transitions a reader verified in an app's code: the oracle a scan's recall is measured against.
///
/// A ground-truth file is tab-separated, one transition a line, `#` lines are comments:
///
/// ```
/// # file	line	source	destination	kind	note
/// Sources/Feed/FeedView.swift	42	FeedView	DetailView	show	NavigationLink
/// ```
///
/// `file` is relative to the app's folder; `line` is the navigation site's line; `source` and `destination` are the
/// screens' Swift type names (`Outer.Inner` for nested ones); `kind` is `show`, `present`, `showDetail` or `popover`.
public struct GroundTruth: Sendable, Equatable {
    /// One verified transition.
    public struct Transition: Sendable, Equatable {
        /// The file, relative to the app's folder.
        public var file: String
        /// The line of the navigation site.
        public var line: Int
        /// The type of the screen navigated from.
        public var source: String
        /// The type of the screen that appears.
        public var destination: String
        /// How it appears.
        public var kind: SegueKind
        /// The reader's remark, if any.
        public var note: String?
        /// Where the row is in the ground-truth file, for messages.
        public var row: Int

        /// Creates a transition.
        public init(file: String, line: Int, source: String, destination: String, kind: SegueKind, note: String? = nil, row: Int = 0) {
            self.file = file
            self.line = line
            self.source = source
            self.destination = destination
            self.kind = kind
            self.note = note
            self.row = row
        }
    }

    /// Why a ground-truth file cannot be read.
    public struct FormatError: Error, CustomStringConvertible, Equatable {
        /// The ground-truth file.
        public var path: String
        /// The row, from 1.
        public var row: Int
        /// What is wrong with it.
        public var reason: String

        /// Creates the error.
        public init(path: String, row: Int, reason: String) {
            self.path = path
            self.row = row
            self.reason = reason
        }

        /// The message, compiler style.
        public var description: String { "\(path):\(row): error: \(reason)" }
    }

    /// The transitions, in file order.
    public var transitions: [Transition]

    /// The kinds a row may name.
    static let kinds: [String: SegueKind] = ["show": .show, "present": .present, "showDetail": .showDetail, "popover": .popover]

    /// Parses a ground-truth file's text; `path` names it in errors.
    public init(text: String, path: String) throws {
        transitions = []
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let row = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = raw.components(separatedBy: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 5 else {
                throw FormatError(path: path, row: row, reason: "expected 5 tab-separated fields (file, line, source, destination, kind), found \(fields.count)")
            }
            guard let number = Int(fields[1]), number > 0 else {
                throw FormatError(path: path, row: row, reason: "'\(fields[1])' is not a line number")
            }
            guard let kind = GroundTruth.kinds[fields[4]] else {
                throw FormatError(path: path, row: row, reason: "unknown kind '\(fields[4])'; use one of \(GroundTruth.kinds.keys.sorted().joined(separator: ", "))")
            }
            let note = fields.count > 5 && !fields[5].isEmpty ? fields[5] : nil
            transitions.append(Transition(file: fields[0], line: number, source: fields[2], destination: fields[3], kind: kind, note: note, row: row))
        }
    }

    /// Reads a ground-truth file.
    public init(contentsOf path: String) throws {
        try self.init(text: try String(contentsOfFile: path, encoding: .utf8), path: path)
    }
}
