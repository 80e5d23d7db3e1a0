import Storyflow
import StoryflowGenerator
import Testing

@Suite struct SyntheticFlowGeneratorTests {
    @Test(arguments: [10, 100, 1000], SyntheticFlowGenerator.Shape.allCases)
    func generatesExactlyTheRequestedNumberOfScenes(count: Int, shape: SyntheticFlowGenerator.Shape) {
        let flow = SyntheticFlowGenerator(sceneCount: count, shape: shape, seed: 3).makeFlow()
        #expect(flow.scenes.count == count)
        #expect(Set(flow.scenes.map(\.id)).count == count)
        #expect(flow.initialSceneID == flow.scenes.first?.id)
    }

    @Test func theSameSeedGivesTheSameFlowAndAnotherSeedAnotherFlow() {
        let first = SyntheticFlowGenerator(sceneCount: 300, shape: .app, seed: 42).makeFlow()
        let again = SyntheticFlowGenerator(sceneCount: 300, shape: .app, seed: 42).makeFlow()
        let other = SyntheticFlowGenerator(sceneCount: 300, shape: .app, seed: 43).makeFlow()
        // Compared outside #expect: capturing two flows this large crashes swift-testing 6.3.
        let sameSeedGivesSameFlow = first == again
        let otherSeedGivesOtherFlow = first != other
        #expect(sameSeedGivesSameFlow)
        #expect(otherSeedGivesOtherFlow)
    }

    @Test(arguments: SyntheticFlowGenerator.Shape.allCases)
    func everySegueConnectsExistingScenesFromAnExistingTrigger(shape: SyntheticFlowGenerator.Shape) {
        let flow = SyntheticFlowGenerator(sceneCount: 500, shape: shape, seed: 9).makeFlow()
        let scenes = Dictionary(uniqueKeysWithValues: flow.scenes.map { ($0.id, $0) })
        for segue in flow.segues {
            let source = try! #require(scenes[segue.source])
            #expect(segue.destination.flatMap { scenes[$0] } != nil, "\(segue.id) has no destination")
            if let element = segue.trigger.elementID {
                #expect(source.content.containsElement(id: element), "\(segue.id): \(element) missing in \(source.id)")
            }
        }
    }

    @Test func appFlowsLookLikeApps() {
        let flow = SyntheticFlowGenerator(sceneCount: 1000, shape: .app, seed: 1).makeFlow()
        let kinds = Dictionary(grouping: flow.segues, by: \.kind).mapValues(\.count)
        let tabs = flow.segues.filter { if case .tab = $0.relationshipRole { true } else { false } }
        #expect(flow.scene(id: flow.initialSceneID!)?.kind == .tabBarController)
        #expect(tabs.count == 5)
        #expect(kinds[.show, default: 0] > 500)
        #expect(kinds[.present, default: 0] > 20)
        let unwindShare = Double(kinds[.unwind, default: 0]) / Double(flow.segues.count)
        #expect((0.05...0.2).contains(unwindShare))
    }

    @Test func deepFlowsAreOneLongNavigationStack() {
        let flow = SyntheticFlowGenerator(sceneCount: 1000, shape: .deep, seed: 1).makeFlow()
        #expect(flow.segues.filter { $0.kind == .show }.count == 998)
        // Every scene is pushed from one of the twelve before it.
        for segue in flow.segues where segue.kind == .show {
            let source = Int(segue.source.dropFirst())!, destination = Int(segue.destination!.dropFirst())!
            #expect((1...12).contains(destination - source))
        }
        #expect(longestPushChain(in: flow) > 100)
    }

    private func longestPushChain(in flow: Flow) -> Int {
        var depth: [Scene.ID: Int] = [:]
        for segue in flow.segues where segue.kind == .show {
            depth[segue.destination!] = depth[segue.source, default: 0] + 1
        }
        return depth.values.max() ?? 0
    }
}
