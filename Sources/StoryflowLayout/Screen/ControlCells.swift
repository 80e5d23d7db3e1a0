import GraphvizDOT
import Storyflow

/// Draws a control as a small mock-up of how it looks on the device:
///
/// | control | drawn as |
/// |---|---|
/// | switch | a green (on) or grey (off) pill with its knob |
/// | slider, progress view | a track filled to the value, a slider with its knob |
/// | segmented control | its segments side by side, the selected one filled |
/// | stepper | `−` and `+` in an outlined pair |
/// | activity indicator | a spinner glyph |
/// | page control | a dot per page, the current one filled |
/// | picker, date picker | a wheel of three rows, the middle one selected |
/// | search bar | a rounded field with a magnifier and the placeholder |
/// | text view | a few lines of its text in a box |
/// | web view, map view | a framed page or a green map area, named |
/// | check box, radio button | `☑`/`☐` or `◉`/`○` by its state, then its title |
/// | pop-up button | a rounded box with its selected item and `⌃⌄` |
struct ControlCells {
    let palette: Palette

    /// The cell of `control` and its estimated height.
    func cell(for control: Control) -> (cell: HTMLCell, height: Double) {
        switch control.kind {
        case .switch: (fixed(toggle(isOn: control.isOn ?? false), width: 28, height: 16), 22)
        case .slider: (track(value: control.value ?? 0.5, knob: true), 20)
        case .progressView: (track(value: control.value ?? 0.5, knob: false), 12)
        case .segmentedControl: (segments(control), 24)
        case .stepper: (fixed(stepper(), width: 44, height: 16), 24)
        case .activityIndicator: (glyph("✺", size: 14, color: palette.secondaryText), 22)
        case .pageControl: (pageDots(count: control.count ?? 3, current: control.selectedIndex ?? 0), 18)
        case .picker: (wheel(Self.pickerRows), 48)
        case .datePicker: (wheel(Self.dateRows(mode: control.text)), 48)
        case .searchBar: (searchBar(control.text), 28)
        case .textView: (textView(control.text), 52)
        case .webView: (framed("◎ Web View", fill: palette.screen, border: palette.fieldBorder), 56)
        case .mapView: (framed("➤ Map View", fill: palette.mapFill, border: palette.mapFill), 56)
        case .checkBox: (choice(control.isOn == true ? "☑" : "☐", title: control.text), 20)
        case .radioButton: (choice(control.isOn == true ? "◉" : "○", title: control.text), 20)
        case .popUpButton: (popUp(control.text), 26)
        }
    }

    // MARK: - Switches, sliders, steppers

    private func toggle(isOn: Bool) -> HTMLTable {
        let knob = HTMLCell(.text([Typography.text("●", size: 11, color: "#ffffff")]), attributes: [.cellPadding(0)])
        let gap = HTMLCell(text: "", attributes: [.width(10)])
        return HTMLTable(attributes: [
            .style("rounded"), .border(0), .cellSpacing(0), .cellPadding(1), .backgroundColor(isOn ? palette.switchOn : palette.fieldBorder),
        ], rows: [HTMLRow(isOn ? [gap, knob] : [knob, gap])])
    }

    /// A track of heavy line glyphs, tinted up to `value`, with the slider's knob there. (A nested
    /// table would be stretched to its row's height; text stays a thin line.)
    private func track(value: Double, knob: Bool) -> HTMLCell {
        let length = 26
        let filled = Int((min(max(value, 0), 1) * Double(length)).rounded())
        var text = [Typography.text(String(repeating: "━", count: filled), size: Typography.detail, color: palette.tint)]
        if knob { text.append(Typography.text("●", size: Typography.barButton, color: palette.fieldBorder)) }
        text.append(Typography.text(String(repeating: "━", count: length - filled), size: Typography.detail, color: palette.separator))
        return HTMLCell(.text(text), attributes: [.cellPadding(3)])
    }

    private func segments(_ control: Control) -> HTMLCell {
        let titles = control.titles.isEmpty ? ["First", "Second"] : control.titles
        let limit = max(3, 30 / titles.count)
        let cells = titles.enumerated().map { index, title in
            let isSelected = index == control.selectedIndex
            return HTMLCell(.text([Typography.text(Typography.truncated(title, limit: limit), size: Typography.detail,
                                                   color: isSelected ? palette.screen : palette.tint)]),
                            attributes: isSelected ? [.backgroundColor(palette.tint)] : [])
        }
        let table = HTMLTable(attributes: [.border(1), .cellBorder(1), .cellSpacing(0), .cellPadding(2), .color(palette.tint)],
                              rows: [HTMLRow(cells)])
        return HTMLCell(.table(table), attributes: [.cellPadding(4)])
    }

    /// Unpadded, so the pair fits its 16-point box in every Graphviz (14 measures the glyphs taller than 2.42).
    private func stepper() -> HTMLTable {
        let cells = ["−", "+"].map { HTMLCell(.text([Typography.text($0, size: Typography.barButton, color: palette.tint)]), attributes: [.width(18)]) }
        return HTMLTable(attributes: [.border(1), .cellBorder(1), .cellSpacing(0), .cellPadding(0), .color(palette.tint)], rows: [HTMLRow(cells)])
    }

    private func pageDots(count: Int, current: Int) -> HTMLCell {
        let dots = (0..<min(max(count, 1), 9)).map { $0 == current ? "●" : "○" }.joined(separator: " ")
        return glyph(dots, size: Typography.detail, color: palette.secondaryText)
    }

    // MARK: - Wheels

    /// The sample rows Interface Builder shows in a picker.
    private static let pickerRows = [["Mountain View"], ["Sunnyvale"], ["Cupertino"]]

    /// A date picker's three rows in `mode` (`date`, `time`, `countDownTimer`; date and time otherwise).
    private static func dateRows(mode: String?) -> [[String]] {
        switch mode {
        case "date": [["October", "24", "2025"], ["November", "25", "2026"], ["December", "26", "2027"]]
        case "time": [["9", "40", ""], ["10", "41", "AM"], ["11", "42", "PM"]]
        case "countDownTimer": [["0 hours", "59 min"], ["1 hour", "0 min"], ["2", "1"]]
        default: [["Mon Nov 24", "9", "40"], ["Today", "10", "41"], ["Wed Nov 26", "11", "42"]]
        }
    }

    /// Three rows of columns, the middle one dark on a band and the others faded.
    private func wheel(_ rows: [[String]]) -> HTMLCell {
        let htmlRows = rows.enumerated().map { index, columns in
            let isSelected = index == 1
            return HTMLRow(columns.map { text in
                HTMLCell(.text([Typography.text(text, size: isSelected ? Typography.body : Typography.detail,
                                                color: isSelected ? palette.text : palette.placeholder)]),
                         attributes: isSelected ? [.backgroundColor(palette.groupedBackground)] : [])
            })
        }
        let table = HTMLTable(attributes: [.border(0), .cellSpacing(0), .cellPadding(1)], rows: htmlRows)
        return HTMLCell(.table(table), attributes: [.cellPadding(2)])
    }

    // MARK: - Fields and views

    private func searchBar(_ placeholder: String?) -> HTMLCell {
        let text = Typography.text("⚲ " + Typography.truncated(placeholder ?? "Search", limit: PhoneMetrics.textLimit - 2),
                                   size: Typography.body, color: palette.placeholder)
        let field = HTMLTable(attributes: [.style("rounded"), .border(0), .cellSpacing(0), .cellPadding(3), .backgroundColor(palette.separator)],
                              rows: [HTMLRow([HTMLCell(.text([text]), attributes: [.align(.left)])])])
        return HTMLCell(.table(field), attributes: [.cellPadding(4), .backgroundColor(palette.bar)])
    }

    private func textView(_ text: String?) -> HTMLCell {
        let body = text.flatMap { $0.isEmpty ? nil : $0 } ?? "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu."
        let lines = Typography.paragraph(body, width: PhoneMetrics.textLimit + 2, maxLines: 3, size: Typography.detail, color: palette.text)
        return .inset(HTMLCell(.text(lines), attributes: [
            .border(1), .color(palette.fieldBorder), .align(.left), .balign(.left), .verticalAlign(.top), .height(40),
        ]))
    }

    private func framed(_ name: String, fill: Color, border: Color) -> HTMLCell {
        .inset(HTMLCell(.text([Typography.text(name, size: Typography.detail, color: palette.secondaryText)]), attributes: [
            .border(1), .color(border), .backgroundColor(fill), .height(44),
        ]))
    }

    // MARK: - macOS buttons

    /// A check box or radio button: its state's glyph in the tint, then its title.
    private func choice(_ glyph: String, title: String?) -> HTMLCell {
        HTMLCell(.text([
            Typography.text(glyph + " ", size: Typography.body, color: palette.tint),
            Typography.text(Typography.truncated(title ?? "", limit: PhoneMetrics.textLimit - 2), size: Typography.body, color: palette.text),
        ]), attributes: [.cellPadding(2), .align(.left)])
    }

    /// A pop-up button: a rounded box showing the selected item, with the up-down arrows at its end.
    private func popUp(_ selected: String?) -> HTMLCell {
        let text = Typography.text(Typography.truncated(selected ?? "", limit: PhoneMetrics.textLimit - 4) + "  ⌃⌄",
                                   size: Typography.body, color: palette.text)
        let box = HTMLTable(attributes: [.style("rounded"), .border(1), .cellSpacing(0), .cellPadding(3), .color(palette.fieldBorder),
                                         .backgroundColor(palette.screen)],
                            rows: [HTMLRow([HTMLCell(.text([text]), attributes: [.align(.left)])])])
        return HTMLCell(.table(box), attributes: [.cellPadding(3)])
    }

    // MARK: - Helpers

    private func glyph(_ text: String, size: Double, color: Color) -> HTMLCell {
        HTMLCell(.text([Typography.text(text, size: size, color: color)]), attributes: [.cellPadding(2)])
    }

    /// `table` at its own size. A nested table grows to fill its cell, so it sits in a fixed-size cell
    /// beside an empty one that takes the rest of the row.
    private func fixed(_ table: HTMLTable, width: Int, height: Int) -> HTMLCell {
        let holder = HTMLCell(.table(table), attributes: [.fixedSize(true), .width(width), .height(height)])
        let row = HTMLTable(attributes: [.border(0), .cellSpacing(0), .cellPadding(0)], rows: [HTMLRow([holder, HTMLCell(text: "")])])
        return HTMLCell(.table(row), attributes: [.cellPadding(3)])
    }
}
