import Foundation

/// The recall of several apps as a Markdown table, with the total over all of them.
public struct RecallTable: Sendable {
    /// Each app's name, score, and the CPU seconds its scan took (storyboards joined), if measured.
    public var rows: [(app: String, score: RecallScore, seconds: Double?)]

    /// Creates the table.
    public init(rows: [(app: String, score: RecallScore, seconds: Double?)]) {
        self.rows = rows
    }

    /// Found over verified transitions of every app together.
    public var totalRecall: Double {
        let found = rows.map(\.score.found.count).reduce(0, +)
        let total = rows.map { $0.score.found.count + $0.score.missed.count }.reduce(0, +)
        return total == 0 ? 1 : Double(found) / Double(total)
    }

    /// The Markdown text.
    public var text: String {
        var lines = [
            "| app | verified | found | recall | site, destination and kind right | scan CPU s |", "|---|---:|---:|---:|---:|---:|",
        ]
        func line(_ name: String, found: Int, total: Int, ignoringSource: Int, seconds: Double?) -> String {
            let share = total == 0 ? 1 : Double(found) / Double(total)
            let time = seconds.map { String(format: "%.2f", $0) } ?? ""
            return "| \(name) | \(total) | \(found) | \(String(format: "%.0f %%", share * 100)) | \(ignoringSource) | \(time) |"
        }
        for (app, score, seconds) in rows {
            lines.append(line(app, found: score.found.count, total: score.found.count + score.missed.count,
                              ignoringSource: score.foundIgnoringSource, seconds: seconds))
        }
        let seconds = rows.allSatisfy { $0.seconds != nil } ? rows.compactMap(\.seconds).reduce(0, +) : nil
        lines.append(line("**all**", found: rows.map(\.score.found.count).reduce(0, +),
                          total: rows.map { $0.score.found.count + $0.score.missed.count }.reduce(0, +),
                          ignoringSource: rows.map(\.score.foundIgnoringSource).reduce(0, +), seconds: seconds))
        return lines.joined(separator: "\n")
    }
}
