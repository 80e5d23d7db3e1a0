import Foundation
@testable import StoryflowCommand
import Testing

@Suite struct SideBySideTests {
    @Test func resultsKeepTheElementsOrderWhateverFinishesFirst() {
        // Early elements take longest, so they finish last when run side by side.
        let elements = Array(0..<64)
        let results = SideBySide.map(elements) { element in
            usleep(UInt32(64 - element) * 200)
            return "\(element)"
        }
        #expect(results == elements.map { "\($0)" })
    }

    @Test func noElementsGiveNoResults() {
        #expect(SideBySide.map([Int]()) { $0 }.isEmpty)
    }
}
