import GraphvizDOT
import Storyflow

/// Where a screen drawn from its picture lets segues leave: the model knows a bar button is in the
/// navigation bar at the top and a toolbar's item at the bottom, so those get ports in thin columns
/// beside the picture at about that height (leading buttons on the left, trailing ones and the
/// toolbar's on the right). Any other element's place in the picture is unknown: its segues leave
/// from the header.
struct ScreenshotPorts {
    /// The ports of the leading bar buttons, the trailing ones and the toolbars' items, in order.
    let leading: [String]
    let trailing: [String]
    let toolbar: [String]
    /// The ids of the elements that have a port beside the picture.
    let elementIDs: Set<String>

    /// The height of a port's row.
    static let rowHeight = 6
    /// Where the navigation bar starts and how far from the bottom a toolbar ends, as parts of the
    /// picture's height (an iPhone's status bar and home indicator).
    static let topInset = 0.055, bottomInset = 0.035

    init(scene: Scene, ports: PortNames) {
        let bar = scene.content.navigationBar
        let items = { (buttons: [BarButton]) in buttons.compactMap { button in ports.port(for: button.id).map { (button.id, $0) } } }
        let leading = items(bar?.leftItems ?? [])
        let trailing = items(bar?.rightItems ?? [])
        var toolbar: [(String, String)] = []
        for case .toolbar(let tools) in scene.content.elements { toolbar += items(tools.items) }
        self.leading = leading.map(\.1)
        self.trailing = trailing.map(\.1)
        self.toolbar = toolbar.map(\.1)
        elementIDs = Set((leading + trailing + toolbar).map(\.0))
    }

    /// The rows of a picture `height` points tall with the port columns beside it; just the picture
    /// when there is no port.
    func rows(picture: HTMLCell, height: Int) -> [HTMLRow] {
        guard !elementIDs.isEmpty else { return [HTMLRow([picture])] }
        let barRows = max(leading.count, trailing.count)
        let top = Int((Double(height) * Self.topInset).rounded()), bottom = Int((Double(height) * Self.bottomInset).rounded())
        let filler = max(1, height - top - bottom - (barRows + toolbar.count) * Self.rowHeight)
        // Each row: its height, and the port of its left and right cell.
        var layout: [(height: Int, left: String?, right: String?)] = [(top, nil, nil)]
        for index in 0..<barRows {
            layout.append((Self.rowHeight, index < leading.count ? leading[index] : nil, index < trailing.count ? trailing[index] : nil))
        }
        layout.append((filler, nil, nil))
        layout += toolbar.map { (Self.rowHeight, nil, $0) }
        layout.append((bottom, nil, nil))
        var picture = picture
        picture.attributes.append(.rowSpan(layout.count))
        return layout.enumerated().map { index, row in
            let cell = { (port: String?) in
                HTMLCell(text: "", attributes: [.fixedSize(true), .width(1), .height(row.height)] + (port.map { [.port($0)] } ?? []))
            }
            return HTMLRow(index == 0 ? [cell(row.left), picture, cell(row.right)] : [cell(row.left), cell(row.right)])
        }
    }
}
