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

        let absolute = try storyflow.run(
            "render", storyflow.file("Segues.storyboard").path, "--format", "html", "--output", "absolute.html",
            "--source-base-url", "https://example.com/app/blob/main/"
        )
        #expect(absolute.exitCode == 0, "\(absolute.standardError)")
        #expect(storyflow.text(of: "absolute.html").contains(#""url":"https:\/\/example.com\/app\/blob\/main\/Segues.storyboard#L"#),
                "a path inside the current folder is linked relative to it")

        let plain = try storyflow.run("render", "Segues.storyboard", "--format", "html", "--output", "plain.html")
        #expect(plain.exitCode == 0, "\(plain.standardError)")
        #expect(storyflow.text(of: "plain.html").contains(#""text":"Segues.storyboard:"#))
        #expect(!storyflow.text(of: "plain.html").contains(#""url":"#))
    }

    @Test("diff --format html: the diff diagram in the viewer, its changes as classes, the findings it introduces in the details")
    func diffPage() throws {
        let storyflow = try StoryflowProcess()
        let export = try storyflow.run("export", "Ratings")
        try storyflow.write(export.standardOutput, to: "base.json")
        let head = export.standardOutput.replacingOccurrences(of: #""kind" : "present""#, with: #""kind" : "show""#)
        #expect(head != export.standardOutput)
        try storyflow.write(head, to: "head.json")

        let result = try storyflow.run("diff", "base.json", "head.json", "--format", "html", "--output", "out")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let page = storyflow.text(of: "out/Ratings-diff.html")
        #expect(page.contains("<title>Ratings (changes) — Storyflow</title>"))
        #expect(page.contains(#"class="edge segue show changed""#))
        #expect(page.contains(#"class="node scene tableViewController unchanged""#))
        #expect(page.contains(#""rule":"push-navigation-controller""#), "the finding the change introduces")
    }

    @Test("A base URL that is not absolute is a command-line error")
    func relativeBaseURL() throws {
        let result = try StoryflowProcess().run("render", "--format", "html", "--source-base-url", "blob/main")
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("error: --source-base-url must be an absolute http or https URL"))
    }

    @Test("A base URL that is not http or https is refused: a javascript: link would run script on click")
    func scriptBaseURL() throws {
        for url in ["javascript:alert(document.cookie)//", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/"] {
            let result = try StoryflowProcess().run("render", "Ratings", "--format", "html", "--source-base-url", url)
            #expect(result.exitCode == 64, "\(url)")
            #expect(result.standardError.contains("error: --source-base-url must be an absolute http or https URL"), "\(url)")
        }
    }
}
