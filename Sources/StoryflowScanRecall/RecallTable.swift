import Foundation

/// The recall of several apps as a Markdown table, with the total over all of them.
public struct RecallTable: Sendable {
    /// Each app's name and score.
    public var rows: [(app: String, score: RecallScore)]

    /// Creates the table.
    public init(rows: [(app: String, score: RecallScore)]) {
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
        var lines = ["| app | verified | found | recall | site, destination and kind right |", "|---|---:|---:|---:|---:|"]
        func line(_ name: String, found: Int, total: Int, ignoringSource: Int) -> String {
            let share = total == 0 ? 1 : Double(found) / Double(total)
            return "| \(name) | \(total) | \(found) | \(String(format: "%.0f %%", share * 100)) | \(ignoringSource) |"
        }
        for (app, score) in rows {
            lines.append(line(app, found: score.found.count, total: score.found.count + score.missed.count, ignoringSource: score.foundIgnoringSource))
        }
        lines.append(line("**all**", found: rows.map(\.score.found.count).reduce(0, +),
                          total: rows.map { $0.score.found.count + $0.score.missed.count }.reduce(0, +),
                          ignoringSource: rows.map(\.score.foundIgnoringSource).reduce(0, +)))
        return lines.joined(separator: "\n")
    }
}
