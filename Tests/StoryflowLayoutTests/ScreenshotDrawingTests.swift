import Foundation
import GraphvizRender
import Storyflow
import StoryflowLayout
import Testing

/// A scene with a screenshot keeps its header and shows the picture in its frame, scaled to fit;
/// its bar buttons' segues leave beside the picture, its other segues from the header; containers
/// and compact cards keep their look.
@Suite struct ScreenshotDrawingTests {
    /// A 4×8 opaque blue PNG.
    static let picture = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAICAIAAABRUclSAAAAEUlEQVR42mOQq7gDRwy04wAATi8uQYL4eS8AAAAASUVORK5CYII=")!

    private func options(path: String) -> LayoutOptions {
        var options = LayoutOptions()
        options.screenshots = [
            "AddPlayer": SceneScreenshot(path: path, pixelWidth: 4, pixelHeight: 8),
            "Tabs": SceneScreenshot(path: path, pixelWidth: 4, pixelHeight: 8),
        ]
        return options
    }

    @Test func thePictureFillsTheScreenAndSeguesLeaveFromTheBarsOrTheHeader() throws {
        let dot = FlowLayout(options: options(path: "/shots/Add & Player.png")).graph(for: Fixtures.ratings).dotSource
        let plain = FlowLayout().graph(for: Fixtures.ratings).dotSource
        let size = SceneScreenshot.drawnSize(pixelWidth: 4, pixelHeight: 8, device: nil)
        #expect(size.width == 180 && size.height == 360)
        #expect(dot.contains(#"<TD FIXEDSIZE="TRUE" WIDTH="180" HEIGHT="360" ROWSPAN="4"><IMG SCALE="TRUE" SRC="/shots/Add &amp; Player.png"/></TD>"#))
        #expect(dot.components(separatedBy: "<IMG").count == 2, "once: the tab bar controller is a container and keeps its node")
        #expect(!dot.contains(">PLAYER NAME<"), "the mock-up's content is gone")
        #expect(dot.contains(">Add Player<"), "the header keeps the name")
        #expect(plain.contains(">PLAYER NAME<") && !plain.contains("<IMG"), "without screenshots, the mock-up")
        // The Game cell's place in the picture is unknown: its segue leaves from the header. Cancel and Done
        // are in the navigation bar: their unwinds leave from ports beside the picture, at the bar's height.
        let before = try #require(DOTLines(Fixtures.ratings).edge(id: "segue-AddPlayer_PickGame"))
        let after = try #require(DOTLines(Fixtures.ratings, options(path: "/a.png")).edge(id: "segue-AddPlayer_PickGame"))
        #expect(before.contains(":p3") && after.contains(":header"), "\(after)")
        // The picture has no bar of its own to arrive at: segues arrive at its frame.
        #expect(try #require(DOTLines(Fixtures.ratings, options(path: "/a.png")).edge(id: "segue-AddPlayerNav_root")).hasPrefix("s4 -> s5:screen ["))
        for id in ["segue-AddPlayer_cancel", "segue-AddPlayer_done"] {
            let unwind = try #require(DOTLines(Fixtures.ratings, options(path: "/a.png")).edge(id: id))
            #expect(unwind.hasPrefix("s5:p0:w") || unwind.hasPrefix("s5:p1:w"), "\(unwind)")
        }
        // Rows: the status bar (20 of 360 points), the bar buttons' row, the rest, the home indicator.
        #expect(dot.contains(#"<TR><TD FIXEDSIZE="TRUE" WIDTH="1" HEIGHT="20"></TD><TD FIXEDSIZE="TRUE" WIDTH="180" HEIGHT="360" ROWSPAN="4"><IMG"#))
        #expect(dot.contains(#"<TR><TD FIXEDSIZE="TRUE" WIDTH="1" HEIGHT="6" PORT="p0"></TD><TD FIXEDSIZE="TRUE" WIDTH="1" HEIGHT="6" PORT="p1"></TD></TR>"#))
    }

    /// In a folder mixing iPhone and iPad storyboards, an iPad scene's picture is as wide as its iPad screen.
    @Test func anIPadScenesPictureIsSizedByItsOwnDevice() throws {
        var flow = Fixtures.ratings
        let index = try #require(flow.scenes.firstIndex { $0.id == "AddPlayer" })
        flow.scenes[index].device = .pad
        let pad = SceneScreenshot.drawnSize(pixelWidth: 4, pixelHeight: 8, device: .pad)
        #expect(pad.width == 252 && pad.height == 504, "an iPad's screen width, at the picture's proportions")
        let dot = FlowLayout(options: options(path: "/a.png")).graph(for: flow).dotSource
        #expect(dot.contains(#"<TD FIXEDSIZE="TRUE" WIDTH="\#(pad.width)" HEIGHT="\#(pad.height)" ROWSPAN="4"><IMG SCALE="TRUE" SRC="/a.png"/></TD>"#))
    }

    @Test func compactCardsKeepTheirLook() {
        var options = options(path: "/shots/a.png")
        options.detail = .cards
        #expect(!FlowLayout(options: options).graph(for: Fixtures.ratings).dotSource.contains("<IMG"))
    }

    @Test func graphvizDrawsThePictureInTheSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("add.png")
        try Self.picture.write(to: file)
        let result = try GraphvizRenderer().render(FlowLayout(options: options(path: file.path)).graph(for: Fixtures.ratings), as: .svg)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let svg = String(decoding: result.data, as: UTF8.self)
        #expect(svg.contains(#"<image xlink:href="\#(file.path)" width="180px" height="360px" preserveAspectRatio="xMinYMin meet""#))
        let png = try GraphvizRenderer().render(FlowLayout(options: options(path: file.path)).graph(for: Fixtures.ratings), as: .png)
        #expect(png.warnings.isEmpty, "\(png.warnings)")
    }
}
