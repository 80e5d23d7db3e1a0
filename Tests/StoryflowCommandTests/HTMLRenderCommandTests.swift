import Foundation
import Testing

@Suite("render --format html")
struct HTMLRenderCommandTests {
    @Test("A page per flow with the SVG inline, the scenes' details and the review's findings")
    func pagePerFlow() throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run("render", "--format", "html,svg", "--output", "out")

        #expect(result.exitCode == 0, "\(result.standardError)")
        for name in ["Ratings", "FriendList", "Homepwner"] {
            let page = storyflow.text(of: "out/\(name).html")
            #expect(page.hasPrefix("<!DOCTYPE html>"))
            #expect(page.contains("<title>\(name) — Storyflow</title>"))
            #expect(page.contains(#"<g id="flow" class="graph flow light""#))
            #expect(storyflow.text(of: "out/\(name).svg").hasPrefix("<?xml"))
        }
        #expect(storyflow.text(of: "out/FriendList.html").contains(#""class":"EditViewController""#))
    }

    @Test("--source-base-url links storyboard lines; without it there are none")
    func sourceLinks() throws {
        let storyflow = try StoryflowProcess()
        try FileManager.default.copyItem(
            at: StoryflowProcess.fixtures.appendingPathComponent("Segues/Base.lproj/Main.storyboard"), to: storyflow.file("Segues.storyboard")
        )
        let linked = try storyflow.run(
            "render", "Segues.storyboard", "--format", "html", "--output", "linked.html",
            "--source-base-url", "https://example.com/app/blob/main/"
        )
        #expect(linked.exitCode == 0, "\(linked.standardError)")
        #expect(storyflow.text(of: "linked.html").contains(#""url":"https:\/\/example.com\/app\/blob\/main\/Segues.storyboard#L"#))

        let plain = try storyflow.run("render", "Segues.storyboard", "--format", "html", "--output", "plain.html")
        #expect(plain.exitCode == 0, "\(plain.standardError)")
        #expect(storyflow.text(of: "plain.html").contains(#""text":"Segues.storyboard:"#))
        #expect(!storyflow.text(of: "plain.html").contains(#""url":"#))
    }

    @Test("A base URL that is not absolute is a command-line error")
    func relativeBaseURL() throws {
        let result = try StoryflowProcess().run("render", "--format", "html", "--source-base-url", "blob/main")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("error: --source-base-url must be an absolute URL"))
    }
}
