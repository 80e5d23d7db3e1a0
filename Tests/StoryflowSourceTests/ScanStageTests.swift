import Testing
@testable import StoryflowSource

/// A scan says how long each of its stages took, in the order they ran.
@Suite struct ScanStageTests {
    @Test func aScanTimesEachStageInOrder() {
        let result = Scanning.scan("""
        import SwiftUI
        struct Home: View {
            var body: some View { NavigationStack { NavigationLink("Detail") { Detail() } } }
        }
        struct Detail: View { var body: some View { Text("Detail") } }
        """)
        #expect(result.stages.map(\.name) == ["parse", "index", "mappings", "helpers", "survey", "screens", "components", "coordinators", "flow"])
        #expect(result.stages.allSatisfy { $0.seconds >= 0 })
        #expect(result.edges.contains("Home -show-> Detail"))
    }

    @Test func eachLapEndsTheStageSinceThePreviousOne() {
        var clock = StageClock()
        clock.lap("first")
        clock.lap("second")
        #expect(clock.stages.map(\.name) == ["first", "second"])
        #expect(clock.stages.allSatisfy { $0.seconds >= 0 && $0.seconds < 60 })
    }
}
