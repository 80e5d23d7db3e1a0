import Storyflow
import StoryflowLayout
import StoryflowSamples
import Testing

/// The seed apps: every scene, cell and bar button title reaches the diagram.
@Suite struct SampleLayoutTests {
    @Test(arguments: ["Ratings", "FriendList", "Homepwner"])
    func everyTitleAppearsInTheDOT(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        let dot = FlowLayout().graph(for: flow).dotSource
        for scene in flow.scenes {
            #expect(dot.contains(">\(scene.displayName)<"), "scene \(scene.id)")
            for item in (scene.content.navigationBar?.leftItems ?? []) + (scene.content.navigationBar?.rightItems ?? []) {
                #expect(dot.contains(">\(item.displayText)<"), "bar button \(item.id) of \(scene.id)")
            }
            for cell in scene.content.allElements.flatMap(\.cells) {
                guard let title = cell.text ?? cell.reuseIdentifier else { continue }
                #expect(dot.contains(">\(title)<"), "cell \(cell.id) of \(scene.id)")
            }
        }
    }

    @Test(arguments: ["Ratings", "FriendList", "Homepwner"])
    func everySegueBecomesAnEdge(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        let dot = DOTLines(flow)
        for segue in flow.segues {
            #expect(dot.edges.contains { $0.contains(##"class="segue \##(segue.kind.rawValue)"##) && $0.contains("segue-") }, "\(segue.id)")
        }
        #expect(dot.edges.count == flow.segues.count + 1)
    }
}
