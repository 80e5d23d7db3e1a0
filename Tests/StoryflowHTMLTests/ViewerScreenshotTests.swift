import Foundation
import StoryflowHTML
import Testing

/// A scene's details show its pictures at full size; a page without any keeps the plain script.
@Suite struct ViewerScreenshotTests {
    @Test func detailsCarryThePicturesAndOnlyThenTheScriptDrawsThem() throws {
        var players = ViewerElement(name: "Players", kind: "tableViewController")
        let plain = HTMLViewerPage(title: "Ratings", svg: "<svg></svg>", elements: ["scene-Players": players]).html()
        players.screenshots = [ViewerScreenshot(caption: "base", source: "data:image/png;base64,AAAA"),
                               ViewerScreenshot(caption: "head", source: "data:image/png;base64,BBBB")]
        let page = HTMLViewerPage(title: "Ratings", svg: "<svg></svg>", elements: ["scene-Players": players]).html()
        #expect(page.contains(#""screenshots":[{"caption":"base","src":"data:image\/png;base64,AAAA"},{"caption":"head","src":"data:image\/png;base64,BBBB"}]"#))
        #expect(page.contains("if (info.screenshots?.length) {"))
        #expect(page.contains(#"add(figure, "figcaption", shot.caption)"#))
        #expect(!plain.contains("screenshots"), "no pictures, no picture code: a page without screenshots keeps its bytes")
    }
}
