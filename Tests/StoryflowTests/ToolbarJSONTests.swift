import Foundation
import Storyflow
import Testing

@Suite("JSON of toolbars and devices")
struct ToolbarJSONTests {
    private let flow = Flow(
        name: "Menu",
        scenes: [Scene(id: "Detail", kind: .viewController, content: SceneContent(elements: [
            .toolbar(Toolbar(id: "bar", items: [BarButton(id: "menu", title: "Menu"), BarButton(id: "trash", systemItem: .trash)])),
        ]))],
        device: .pad
    )

    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aToolbarIsAnElementOfTypeToolbarWithItsItems() throws {
        let json = try object(flow.jsonData())
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        let elements = try #require((scenes.first?["content"] as? [String: Any])?["elements"] as? [[String: Any]])
        #expect(elements.count == 1)
        #expect(elements[0]["type"] as? String == "toolbar")
        #expect(elements[0]["id"] as? String == "bar")
        let items = try #require(elements[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["menu", "trash"])
        #expect(items.map { $0["title"] as? String } == ["Menu", nil])
        #expect(items.map { $0["systemItem"] as? String } == [nil, "trash"])
    }

    @Test func theDeviceIsWrittenOnlyWhenSet() throws {
        #expect(try object(flow.jsonData())["device"] as? String == "pad")
        var unknown = flow
        unknown.device = nil
        #expect(try object(unknown.jsonData()).keys.sorted() == ["initial", "name", "scenes", "segues", "version"])
    }

    @Test func toolbarsAndDevicesComeBackFromJSON() throws {
        #expect(try Flow(jsonData: flow.jsonData()) == flow)
    }

    @Test func jsonWithoutADeviceStillDecodes() throws {
        let json = #"{"name": "Old", "initial": null, "scenes": [], "segues": []}"#
        #expect(try Flow(jsonData: Data(json.utf8)) == Flow(name: "Old"))
    }

    @Test func anUnknownDeviceIsAnError() {
        let json = #"{"name": "Watch", "scenes": [], "segues": [], "device": "watch"}"#
        #expect(throws: DecodingError.self) { try Flow(jsonData: Data(json.utf8)) }
    }
}
