import GraphvizDOT
import Storyflow

/// Draws a scene as a small portrait phone screen (wider for an iPad flow): header, then a rounded
/// frame holding the navigation bar, the content, blank screen, the toolbars and the tab bar. A Mac
/// flow's scenes are landscape windows instead: title bar (and tabs) on top, no bars of a phone. The
/// whole label is opaque, so the part of an edge that starts at an inner port is hidden under the scene.
///
/// The header is a port too: segues fired from code or by a gesture leave from it, as Xcode draws
/// them from the scene dock's icons.
///
/// A scene with a screenshot (``LayoutOptions/screenshots``) keeps its header and shows the picture
/// in its frame instead of the mock-up. The model knows where its bars' buttons are in the picture
/// (``ScreenshotPorts``), not its other elements: their segues leave from the header.
struct ScreenLabel {
    let scene: Scene
    let context: LayoutContext

    /// The port of the phone frame: edges arrive there, never on the header.
    static let screenPort = "screen"
    /// The port of the header, where segues without a triggering element leave from.
    static let headerPort = "header"
    /// The port of the frame's top row (the navigation bar, a window's title bar, or else the bezel):
    /// left to right, segues arrive at its west side. Graphviz keeps an edge level where it can, so
    /// arriving at the middle of a screen, each screen would hang half its height below the element
    /// that leads to it, and a flow would step down the page; arriving at the top, screens line up
    /// along their tops. A screen drawn from a screenshot has no such row: segues arrive at its frame.
    static let arrivalPort = "arrival"

    /// The scene's HTML-like label.
    func label() -> HTMLLabel {
        let palette = context.palette
        let marks = context.marks(of: scene.id)
        let phone = HTMLTable(attributes: [
            .style("rounded"), .border(marks == nil ? 1 : 2), .color(marks?.color(in: palette) ?? palette.phoneFrame),
            .backgroundColor(hasGroupedBackground ? palette.groupedBackground : palette.screen),
            .cellBorder(0), .cellSpacing(0), .cellPadding(0),
        ], rows: context.screenshot(of: scene.id).map { screenshotRows($0) } ?? screenRows())
        return .table(HTMLTable(attributes: [
            .border(0), .cellBorder(0), .cellSpacing(0), .cellPadding(0), .backgroundColor(context.background(of: scene.id)),
        ], rows: [
            HTMLRow([SceneHeader(palette: palette, screenWidth: screenSize.width).cell(for: scene, marks: marks, port: Self.headerPort)]),
            HTMLRow([HTMLCell(.table(phone), attributes: [.port(Self.screenPort)])]),
        ]))
    }

    private func screenRows() -> [HTMLRow] {
        let palette = context.palette
        let ports = context.ports(of: scene.id)
        let chrome = context.chrome[scene.id] ?? SceneChrome()
        var rows: [HTMLRow] = []
        var barsHeight = 0.0
        if context.flow.device == .mac {
            let titleBar = WindowTitleBar(palette: palette).rows(title: scene.displayName, tabBar: chrome.tabBar)
            rows += titleBar.rows
            barsHeight = titleBar.height
        } else {
            rows.append(bezel())
        }
        let hasNavigationBar = chrome.isInNavigationStack || scene.content.navigationBar != nil
        if hasNavigationBar {
            let title = scene.content.navigationBar?.title ?? scene.title
            rows.append(HTMLRow([NavigationBarRow(palette: palette, ports: ports)
                    .cell(bar: scene.content.navigationBar, title: title, isPushed: chrome.isPushed)]))
        }
        // The title bar's first row, the navigation bar under the bezel, or the bezel.
        rows[context.flow.device != .mac && hasNavigationBar ? 1 : 0].addPort(Self.arrivalPort)
        let content = contentRows(ports: ports)
        let toolbars = toolbarRows(ports: ports)
        let isMac = context.flow.device == .mac
        // A Mac window's toolbar (and the application's menu bar) is at its top, an iPhone's at the bottom.
        if isMac { rows += toolbars.rows }
        rows += content.rows
        let filler = max(PhoneMetrics.minimumFiller, screenSize.contentHeight - barsHeight - content.estimatedHeight - toolbars.estimatedHeight)
        rows.append(HTMLRow([blankScreen(height: filler)]))
        if !isMac { rows += toolbars.rows }
        if let tabBar = chrome.tabBar, !isMac {
            rows.append(HTMLRow([TabBarRow(palette: palette).cell(for: tabBar)]))
        }
        rows.append(bezel())
        return rows
    }

    /// The screen as a picture of it: the whole frame filled, at the picture's proportions. With a
    /// base version's picture (a diff of both versions), the two side by side under their captions.
    private func screenshotRows(_ screenshot: SceneScreenshot) -> [HTMLRow] {
        guard let base = context.options.baseScreenshots[scene.id] else {
            let height = SceneScreenshot.drawnSize(pixelWidth: screenshot.pixelWidth, pixelHeight: screenshot.pixelHeight, device: device).height
            return ScreenshotPorts(scene: scene, ports: context.ports(of: scene.id)).rows(picture: picture(screenshot), height: height)
        }
        let caption = { (text: String) in
            HTMLCell(.text([Typography.text(text, size: Typography.body, color: context.palette.secondaryText)]), attributes: [.cellPadding(2)])
        }
        return [HTMLRow([caption("before"), caption("after")]), HTMLRow([picture(base), picture(screenshot)])]
    }

    private func picture(_ screenshot: SceneScreenshot) -> HTMLCell {
        let size = SceneScreenshot.drawnSize(pixelWidth: screenshot.pixelWidth, pixelHeight: screenshot.pixelHeight, device: device)
        return HTMLCell(.scaledImage(path: screenshot.path), attributes: [.fixedSize(true), .width(size.width), .height(size.height)])
    }

    private func contentRows(ports: PortNames) -> ScreenRows {
        var rows = ScreenRows()
        let cells = ElementCells(palette: context.palette, ports: ports, embedded: context.embeddedNames(in: scene.id))
        for element in scene.content.elements {
            if case .toolbar = element { continue }
            if case .table(let table) = element {
                rows.append(TableRows(palette: context.palette, ports: ports).rows(for: table))
            } else {
                let cell = cells.cell(for: element)
                rows.append(cell.cell, height: cell.height)
            }
        }
        return rows
    }

    /// The scene's toolbars, drawn at the bottom of a phone's screen and the top of a Mac window, as
    /// UIKit and AppKit place them.
    private func toolbarRows(ports: PortNames) -> ScreenRows {
        var rows = ScreenRows()
        for case .toolbar(let toolbar) in scene.content.elements {
            let cell = ToolbarRow(palette: context.palette, ports: ports).cell(for: toolbar)
            rows.append(cell.cell, height: cell.height)
        }
        return rows
    }

    /// The blank screen under the content; an empty scene names its kind there, as Interface Builder does.
    private func blankScreen(height: Double) -> HTMLCell {
        let hint = scene.content.elements.isEmpty ? scene.kind.displayName : ""
        return HTMLCell(.text([Typography.text(hint, size: Typography.body, color: context.palette.placeholder)]),
                        attributes: [.width(screenSize.width), .height(Int(height))])
    }

    private var screenSize: ScreenSize {
        ScreenSize.of(device)
    }

    /// The device the scene is drawn for: its own in a folder mixing devices, else its flow's.
    private var device: Device? {
        scene.device ?? context.flow.device
    }

    private var hasGroupedBackground: Bool {
        scene.content.elements.contains { element in
            if case .table(let table) = element { table.style != .plain } else { false }
        }
    }

    private func bezel() -> HTMLRow {
        HTMLRow([HTMLCell(text: "", attributes: [.height(PhoneMetrics.bezel)])])
    }
}

private extension HTMLRow {
    /// Makes the row's first cell the port `port`.
    mutating func addPort(_ port: String) {
        guard case .cells(var cells) = self, !cells.isEmpty else { return }
        cells[0].attributes.append(.port(port))
        self = .cells(cells)
    }
}
