import Storyflow
import StoryflowLayout
import Testing

/// A Mac flow's scenes are windows: title bar with the window buttons, tabs on top, no phone bars.
@Suite struct MacWindowTests {
    static func flow() throws -> Flow {
        try Flow("Library", device: .mac) {
            WindowController("Main", initial: true) {
                TabBarController("Tabs") {
                    ViewController("Books", tab: TabBarItem("Books")) {
                        Label("Your books")
                        ToolbarView { BarButton("Share") }
                        ManualSegue(.show, to: "About", identifier: "about")
                    }
                    ViewController("Settings", tab: TabBarItem("Settings"))
                }
            }
            ViewController("About")
        }
    }

    @Test func scenesAreWindowsWithTheirButtonsTitleAndTabs() throws {
        let dot = DOTLines(try Self.flow())
        let books = try #require(dot.node("s2"))
        #expect(books.contains(##"<FONT POINT-SIZE="9" COLOR="#ff5f57">●</FONT><FONT POINT-SIZE="9" COLOR="#febc2e">●</FONT><FONT POINT-SIZE="9" COLOR="#28c840">●</FONT>"##))
        #expect(books.contains(##"<TD BGCOLOR="#007aff"><FONT POINT-SIZE="7.5" COLOR="#ffffff">Books</FONT></TD><TD><FONT POINT-SIZE="7.5" COLOR="#007aff">Settings</FONT></TD>"##))
        #expect(books.contains(##"<TD WIDTH="270""##))
        let bezel = try #require(books.range(of: ##"<TD HEIGHT="5">"##)?.lowerBound)
        #expect(try #require(books.range(of: "Your books")?.lowerBound) < bezel, "no phone bezel above the title bar")
        #expect(!books.contains("<B>Books</B></FONT><BR/>"), "no tab bar at the bottom")
        let toolbar = try #require(books.range(of: ">Share</FONT>")?.lowerBound)
        #expect(toolbar < (try #require(books.range(of: "Your books")?.lowerBound)), "a Mac window's toolbar is at its top")
        let about = try #require(dot.node("s4"))
        #expect(!about.contains(">Settings</FONT>"), "a window opened by a show segue has no tabs")
    }

    @Test func containersNameTheirMacKind() throws {
        let dot = DOTLines(try Self.flow())
        #expect(try #require(dot.node("s0")).contains(">Window Controller</B>"))
        #expect(try #require(dot.node("s0")).contains(">❐</FONT>"))
        #expect(try #require(dot.node("s1")).contains(">Tab View Controller</B>"))
    }

    @Test func theMacIsRecordedInJSON() throws {
        let flow = try Self.flow()
        #expect(try Flow(jsonData: flow.jsonData()) == flow)
        #expect(String(decoding: try flow.jsonData(), as: UTF8.self).contains(#""device" : "mac""#))
        #expect(flow.scene(id: "Main")?.kind == .windowController)
    }
}
