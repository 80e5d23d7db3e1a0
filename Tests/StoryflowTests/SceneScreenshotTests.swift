import Foundation
import Storyflow
import Testing

/// A scene that names its own screenshot, in the DSL and in JSON.
@Suite struct SceneScreenshotTests {
    @Test func theDSLNamesAScreensPictureAndJSONKeepsIt() throws {
        let flow = try Flow("Shots") {
            NavigationController("Nav", initial: true) {
                TableViewController("Players", class: "PlayersViewController") { Prototype("PlayerCell") }
                    .screenshot("Images/Players.png")
            }
            ViewController("Detail")
        }
        #expect(flow.scenes.first { $0.id == "Players" }?.screenshot == "Images/Players.png")
        #expect(flow.scenes.first { $0.id == "Detail" }?.screenshot == nil)

        let json = try flow.jsonData()
        #expect(String(decoding: json, as: UTF8.self).contains(#""screenshot" : "Images/Players.png""#))
        #expect(!String(decoding: json, as: UTF8.self).contains(#""screenshot" : null"#), "absent when not set, so other flows' JSON is unchanged")
        #expect(try JSONDecoder().decode(Flow.self, from: json) == flow)
    }
}
