import GraphvizDOT

/// The badge of a marked scene: a rounded pill in the severity's colour with its symbol and count.
enum MarkBadge {
    /// A fixed-size cell holding the badge of `marks`, so a wide column cannot stretch the pill.
    static func cell(for marks: SceneMarks, palette: Palette) -> HTMLCell {
        HTMLCell(.text([Typography.text(marks.badge, size: Typography.badge, color: palette.badgeText, bold: true)]), attributes: [
            .style("rounded"), .backgroundColor(marks.color(in: palette)),
            .fixedSize(true), .width(width(of: marks)), .height(13), .cellPadding(0), .align(.center),
        ])
    }

    /// The pill's width in points, from the badge's length.
    static func width(of marks: SceneMarks) -> Int {
        10 + 6 * marks.badge.count
    }
}
