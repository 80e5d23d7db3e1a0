import Foundation
import Storyflow
import StoryflowHTML
import StoryflowReview
import Testing

@Suite("HTML viewer page")
struct HTMLViewerPageTests {
    @Test("The page holds the sample's SVG inline, its details as JSON, the style and the script, and nothing from the network")
    func selfContained() throws {
        let html = try ViewerPages.page(of: try ViewerPages.sample("Ratings"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<?xml"))
        #expect(!html.contains("<!DOCTYPE svg"))
        #expect(html.contains(#"<g id="scene&#45;ChooseGame" class="node scene tableViewController">"#))
        #expect(html.contains(#"<script type="application/json" id="viewer-data">{"elements":{"#))
        #expect(html.contains(#""class":"GamePickerViewController""#))
        #expect(html.contains("function readGraph(svg, details, names)"))
        // The class names the script reads, as the layout writes them, and the logic it calls.
        #expect(html.contains(#"<script type="application/json" id="viewer-names">{"changeClasses":["added","removed","changed","unchanged"],"classes":{"#))
        #expect(html.contains(#""hubReference":"hub-reference""#))
        #expect(html.contains("const ViewerLogic = (() => {"))
        for external in ["<link", " src=", "@import", "url(http", "fetch("] {
            #expect(!html.contains(external), "the page refers to something outside it: \(external)")
        }
    }

    @Test("The same flow gives the same bytes")
    func deterministic() throws {
        let flow = try ViewerPages.sample("Homepwner")
        #expect(try ViewerPages.page(of: flow) == ViewerPages.page(of: flow))
    }

    @Test("User text is escaped in the title and cannot end the data's script element")
    func escaping() throws {
        var element = ViewerElement(name: "</script><script>alert(1)</script>")
        element.content = ["label “<b>&</b>”"]
        let page = HTMLViewerPage(title: #"<Save & "Exit">"#, svg: #"<?xml version="1.0"?><svg viewBox="0 0 10 10"></svg>"#,
                                  elements: ["scene-X": element])
        let html = page.html()
        #expect(html.contains("<title>&lt;Save &amp; &quot;Exit&quot;&gt; — Storyflow</title>"))
        #expect(html.contains("<h1>&lt;Save &amp; &quot;Exit&quot;&gt;</h1>"))
        #expect(html.contains(#""name":"\u003c\/script>\u003cscript>alert(1)\u003c\/script>""#))
        #expect(html.components(separatedBy: "</script>").count == 4, "only the three script elements end")
    }

    @Test("Scene details: kind, class, storyboard id, content outline and source link")
    func sceneDetails() throws {
        let flow = try ViewerPages.sample("Ratings")
        let base = try #require(URL(string: "https://example.com/app/blob/main"))
        let details = FlowViewerDetails.elements(of: flow, svgIDs: ["AddPlayer": "scene-AddPlayer"], findings: [], sourceBaseURL: base)
        let addPlayer = try #require(details["scene-AddPlayer"])
        #expect(details.count == 1)
        #expect(addPlayer.name == "Add Player")
        #expect(addPlayer.kind == "tableViewController")
        #expect(addPlayer.customClass == "PlayerDetailsViewController")
        #expect(addPlayer.identifier == "AddPlayer")
        #expect(addPlayer.content == [
            "navigation bar “Add Player”", "  left: Cancel", "  right: Done",
            "table, grouped, static cells",
            "  section “Player Name”", "    cell, custom", "      text field “Name”",
            "  section", "    cell “Game” · Chess, rightDetail ›",
        ])
        let location = try #require(flow.scenes.first { $0.id == "AddPlayer" }?.location)
        let line = try #require(location.line)
        #expect(addPlayer.source == ViewerSourceLink(location, baseURL: base))
        #expect(addPlayer.source?.text == "\(location.file):\(line)")
        #expect(addPlayer.source?.url == "https://example.com/app/blob/main/\(location.file)#L\(line)")
        // A script URL given to the library (the command refuses it) links nothing.
        let script = try #require(URL(string: "javascript:alert(1)//"))
        #expect(ViewerSourceLink(location, baseURL: script).url == nil)
    }

    @Test("The content outline names controls, view groups and collection cells")
    func controlsInOutline() throws {
        let flow = try Flow("Controls") {
            ViewController("Settings", initial: true) {
                SegmentedControl(["Day", "Week"], selected: 1)
                ScrollView { Label("Terms") }
                CollectionView { CollectionCell("PhotoCell") { ImageView("photo") } }
            }
        }
        let details = FlowViewerDetails.elements(of: flow, svgIDs: ["Settings": "scene-Settings"], findings: [])
        #expect(details["scene-Settings"]?.content == [
            "segmented control “Day” | “Week”", "Scroll View", "  label “Terms”",
            "collection view", "  prototype PhotoCell, custom", "    image “photo”",
        ])
    }

    @Test("Findings are listed on every scene they concern, with their rule and link")
    func findings() throws {
        let flow = try Flow("Pushes") {
            ViewController("Start", initial: true) { Button("Go").segue(.show, to: "Next", identifier: "Go") }
            ViewController("Next") { Label("Here") }
        }
        let findings = FlowReviewer().review(flow).filter { $0.ruleID == "push-without-navigation" }
        #expect(findings.count == 1)
        let details = FlowViewerDetails.elements(
            of: flow, svgIDs: ["Start": "scene-Start", "Next": "scene-Next"], findings: findings, sourceBaseURL: nil
        )
        for id in ["scene-Start", "scene-Next"] {
            let listed = try #require(details[id]?.findings.first)
            #expect(listed.rule == "push-without-navigation")
            #expect(listed.severity == "warning")
            #expect(listed.message.hasPrefix("show segue 'Go' from 'Start' has no navigation controller"))
            #expect(listed.source?.url == nil)
        }
    }

    @Test("Source links: paths are percent-encoded, absolute paths outside the root get no link, a line becomes #L")
    func sourceLinks() throws {
        let base = URL(string: "https://example.com/repo/blob/main/")
        let spaced = ViewerSourceLink(SourceLocation(file: "My App/Main.storyboard", line: 7, objectID: "a-b"), baseURL: base)
        #expect(spaced.text == "My App/Main.storyboard:7 (a-b)")
        #expect(spaced.url == "https://example.com/repo/blob/main/My%20App/Main.storyboard#L7")
        #expect(ViewerSourceLink(SourceLocation(file: "/tmp/Main.storyboard", line: 7), baseURL: base).url == nil)
        #expect(ViewerSourceLink(SourceLocation(file: "Main.storyboard"), baseURL: base).url == "https://example.com/repo/blob/main/Main.storyboard")
        #expect(ViewerSourceLink(SourceLocation(file: "Main.storyboard", line: 3), baseURL: nil).url == nil)
        let inRoot = ViewerSourceLink(SourceLocation(file: "/work/app/App/Main.storyboard", line: 9), baseURL: base, root: "/work/app")
        #expect(inRoot.text == "App/Main.storyboard:9")
        #expect(inRoot.url == "https://example.com/repo/blob/main/App/Main.storyboard#L9")
        #expect(ViewerSourceLink(SourceLocation(file: "/work/application/Main.storyboard"), baseURL: base, root: "/work/app").url == nil)
    }
}
