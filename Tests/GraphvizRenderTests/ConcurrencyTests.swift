import Foundation
import Testing
import GraphvizRender

@Suite struct ConcurrencyTests {
    /// 8 tasks × 50 renders, alternating the asynchronous API and the blocking one (called from
    /// the tasks' threads at the same time), all byte-identical.
    @Test func concurrentRendersAllSucceedWithIdenticalOutput() async throws {
        let renderer = GraphvizRenderer()
        let expected = try await renderer.render(TestSupport.nestedClusters, as: .svg).data
        let outputs = try await withThrowingTaskGroup(of: [Data].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var outputs: [Data] = []
                    for index in 0..<50 {
                        if index.isMultiple(of: 2) {
                            outputs.append(try await renderer.render(TestSupport.nestedClusters, as: .svg).data)
                        } else {
                            outputs.append(try Self.renderBlocking(renderer))
                        }
                    }
                    return outputs
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outputs.count == 400)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    private static func renderBlocking(_ renderer: GraphvizRenderer) throws -> Data {
        try renderer.render(TestSupport.nestedClusters, as: .svg).data
    }
}
