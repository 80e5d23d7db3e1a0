import GraphvizDOT

/// Rows of a scene thumbnail, with an estimate of their height in points.
///
/// The estimate sizes the blank screen below the content, so that every scene reads as a
/// portrait phone screen whatever it holds.
struct ScreenRows {
    private(set) var rows: [HTMLRow] = []
    private(set) var estimatedHeight = 0.0

    /// Appends a row of one cell, `height` points high.
    mutating func append(_ cell: HTMLCell, height: Double) {
        rows.append(HTMLRow([cell]))
        estimatedHeight += height
    }

    /// Appends the rows of `other`.
    mutating func append(_ other: ScreenRows) {
        rows += other.rows
        estimatedHeight += other.estimatedHeight
    }
}

/// The fixed sizes of a scene thumbnail, in points.
enum PhoneMetrics {
    /// The width of a screen.
    static let screenWidth = 180
    /// The height below the bars that content and blank space fill together.
    static let contentHeight = 230.0
    /// The smallest blank space left under the content.
    static let minimumFiller = 6.0
    /// The frame's inner margin above and below the screen.
    static let bezel = 5
    /// Header and bar sides are cut to this many characters.
    static let textLimit = 30
}
