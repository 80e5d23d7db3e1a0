import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

@Suite struct CanvasPositionTests {
    private func importFlow(_ paths: String...) throws -> Flow {
        try StoryboardImporter().importFlow(paths: paths.map(FixtureStoryboards.path)).flow
    }

    @Test func aSceneKeepsWhereTheDeveloperPlacedIt() throws {
        let flow = try importFlow("Kitchen/Base.lproj/Recipes.storyboard")
        #expect(flow.scene(id: "Rcp-Rc-001")?.position == CanvasPosition(x: 880, y: 40))
        #expect(flow.scene(id: "Add-Rc-001")?.position == CanvasPosition(x: 1760, y: 800))
        #expect(flow.scene(id: "Cat-Rc-001")?.position == CanvasPosition(x: 2640, y: 800))
    }

    @Test func seguesRecordThatTheyCameFromAStoryboard() throws {
        let flow = try importFlow("Kitchen/Base.lproj/Recipes.storyboard")
        #expect(!flow.segues.isEmpty)
        #expect(flow.segues.allSatisfy { $0.origin == .storyboard })
    }

    @Test func positionsGoIntoTheJSONAndComeBack() throws {
        let flow = try importFlow("Kitchen/Base.lproj/Recipes.storyboard")
        let json = String(decoding: try flow.jsonData(), as: UTF8.self)
        #expect(json.contains(#""position" : {"#))
        #expect(json.contains(#""x" : 880"#))
        #expect(try Flow(jsonData: Data(json.utf8)) == flow)
    }

    @Test func aSceneWithoutCanvasLocationHasNoPosition() throws {
        let document = StoryboardFixture.document(initial: "a", scenes:
            StoryboardFixture.scene(#"<viewController id="a" sceneMemberID="viewController"/>"#, sceneID: "s1"))
        let flow = try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "One.storyboard", data: Data(document.utf8))]).flow
        #expect(flow.scenes.map(\.position) == [nil])
    }

    @Test func storyboardsLoadedTogetherGetCanvasesThatDoNotOverlap() throws {
        let main = try importFlow("Kitchen/Base.lproj/Main.storyboard")
        let recipes = try importFlow("Kitchen/Base.lproj/Recipes.storyboard")
        let both = try importFlow("Kitchen/Base.lproj/Main.storyboard", "Kitchen/Base.lproj/Recipes.storyboard")
        func box(_ scenes: [Scene]) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
            let points = scenes.compactMap(\.position)
            return (points.map(\.x).min()!, points.map(\.x).max()!, points.map(\.y).min()!, points.map(\.y).max()!)
        }
        let mainScenes = both.scenes.filter { $0.id.hasPrefix("Main/") }
        let recipeScenes = both.scenes.filter { $0.id.hasPrefix("Recipes/") }
        #expect(!mainScenes.isEmpty && main.scenes.count >= mainScenes.count)
        let (a, b) = (box(mainScenes), box(recipeScenes))
        let apart = a.maxX + 500 <= b.minX || b.maxX + 500 <= a.minX || a.maxY + 1000 <= b.minY || b.maxY + 1000 <= a.minY
        #expect(apart, "\(a) overlaps \(b)")
        // Each storyboard keeps its own arrangement, only moved.
        let shift = (recipeScenes[0].position!.x - recipes.scenes[0].position!.x, recipeScenes[0].position!.y - recipes.scenes[0].position!.y)
        for (moved, original) in zip(recipeScenes, recipes.scenes) {
            #expect(moved.position == CanvasPosition(x: original.position!.x + shift.0, y: original.position!.y + shift.1))
        }
    }
}
