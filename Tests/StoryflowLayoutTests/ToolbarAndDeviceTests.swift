import Storyflow
import StoryflowLayout
import Testing

/// Toolbars are bar-button rows whose items are ports; iPad flows have wider screens.
@Suite struct ToolbarAndDeviceTests {
    /// Detail (`s0`) with a label and a toolbar whose Menu item presents Popover (`s1`), for `device`.
    static func menuFlow(device: Device?) throws -> Flow {
        try Flow("Menu", device: device) {
            ViewController("Detail") {
                Label("Body")
                ToolbarView {
                    BarButton(.trash)
                    BarButton("Menu").segue(.popover(anchor: "Menu"), to: "Popover", identifier: "ShowPopover")
                }
            }
            ViewController("Popover")
        }
    }

    @Test func aToolbarIsABarWithEachItemItsOwnPort() throws {
        let detail = try #require(DOTLines(try Self.menuFlow(device: .pad)).node("s0"))
        #expect(detail.contains(##"<TD BGCOLOR="#f6f6f8" BORDER="1" SIDES="TB" COLOR="#e3e3e8" CELLPADDING="0">"##))
        #expect(detail.contains(##"<TD PORT="p0" ALIGN="CENTER"><FONT POINT-SIZE="9" COLOR="#007aff">Trash</FONT></TD>"##))
        #expect(detail.contains(##"<TD PORT="p1" ALIGN="CENTER"><FONT POINT-SIZE="9" COLOR="#007aff">Menu</FONT></TD>"##))
        // The toolbar follows the label, as in the scene's view.
        let label = try #require(detail.range(of: ">Body<"))
        let menu = try #require(detail.range(of: ">Menu<"))
        #expect(label.lowerBound < menu.lowerBound)
    }

    @Test func aSegueFromAToolbarItemLeavesFromThatItem() throws {
        let flow = try Self.menuFlow(device: .pad)
        #expect(try #require(DOTLines(flow).edge(id: "segue-Detail_ShowPopover")).hasPrefix("s0:p1:e -> s1:arrival:w ["))
        let topToBottom = DOTLines(flow, LayoutOptions(direction: .topToBottom))
        #expect(try #require(topToBottom.edge(id: "segue-Detail_ShowPopover")).hasPrefix("s0:p1:e -> s1:n ["))
    }

    @Test func anUntitledTriggerIsNamedAfterItsToolbarItem() throws {
        var flow = try Self.menuFlow(device: .pad)
        flow.segues[0].trigger.title = nil
        let edge = try #require(DOTLines(flow).edge(id: "segue-Detail_ShowPopover"))
        #expect(DOTLines.attribute("label", in: edge) == #""ShowPopover\nanchor: Menu""#, "it leaves from the item, which says Menu")
        #expect(edge.contains("trigger: barButton Menu"))
    }

    @Test func iPadScreensAreWiderAndTallerThanPhoneScreens() throws {
        let pad = DOTLines(try Self.menuFlow(device: .pad))
        let phone = DOTLines(try Self.menuFlow(device: nil))
        let popoverOnPad = try #require(pad.node("s1"))
        let popoverOnPhone = try #require(phone.node("s1"))
        #expect(popoverOnPad.contains(##"<TD WIDTH="252" HEIGHT="300">"##))
        #expect(popoverOnPhone.contains(##"<TD WIDTH="180" HEIGHT="230">"##))
        #expect(popoverOnPad.replacingOccurrences(of: ##"WIDTH="252" HEIGHT="300""##, with: ##"WIDTH="180" HEIGHT="230""##) == popoverOnPhone)
        let explicitPhone = DOTLines(try Self.menuFlow(device: .phone))
        #expect(explicitPhone.lines == phone.lines)
    }

    @Test func aMarkBadgeSitsAtTheRightEdgeOfTheWiderScreen() throws {
        let marks = [SceneMark(sceneID: "Popover", severity: .warning, message: "Presented scene has no way back")]
        func headerWidth(_ device: Device?) throws -> Int {
            let node = try #require(DOTLines(try Self.menuFlow(device: device), LayoutOptions(marks: marks)).node("s1"))
            let width = try #require(node.firstMatch(of: /<TD ALIGN="LEFT" BALIGN="LEFT" WIDTH="([0-9]+)">/))
            return try #require(Int(width.output.1))
        }
        #expect(try headerWidth(.pad) - headerWidth(nil) == 252 - 180)
    }
}
