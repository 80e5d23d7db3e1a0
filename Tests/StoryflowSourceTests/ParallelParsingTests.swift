import Foundation
import Storyflow
import Testing
@testable import StoryflowSource

/// Files are parsed side by side, one thread per core: the scan is the same, in the same order, as on one thread.
@Suite struct ParallelParsingTests {
    @Test func deepStackMapKeepsIndexOrderOnAnyNumberOfThreads() {
        for threads in [1, 2, 5, 40] {
            // Uneven work, so threads finish out of order.
            let values = DeepStack.map(30, threads: threads) { index in
                (0..<((30 - index) * 2_000)).reduce(index) { ($0 &* 31 &+ $1) % 1_000_003 } % 7 * 100 + index
            }
            #expect(values.map { $0 % 100 } == Array(0..<30), "\(threads) threads")
        }
        #expect(DeepStack.map(0, threads: 2) { $0 }.isEmpty)
    }

    @Test func skippedFilesWarnInFileOrderWhateverTheThreads() {
        let sources = [
            ("A.swift", "import SwiftUI\nstruct Home: View { var body: some View { NavigationLink(\"Next\") { Detail() } } }"),
            ("B.swift", "let x = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)),
            ("C.swift", "struct Detail: View { var body: some View { Button(\"Go\") { showsSheet = true }.sheet(isPresented: $s) { Last() } } }"),
            ("D.swift", "func f() {\n" + String(repeating: "try ", count: 200) + "g() }"),
            ("E.swift", "struct Last: View { var body: some View { Text(\"Last\") } }"),
        ]
        var one = SwiftSourceScanner()
        one.parsingThreads = 1
        let expected = one.scan(sources: sources, name: "App")
        #expect(expected.diagnostics.prefix(2).map { $0.location?.file } == ["B.swift", "D.swift"])
        #expect(expected.flow.segues.map { "\($0.source) -> \($0.destination ?? "nil")" } == ["Home -> Detail", "Detail -> Last"])
        for threads in [2, 3, 8] {
            var scanner = SwiftSourceScanner()
            scanner.parsingThreads = threads
            let result = scanner.scan(sources: sources, name: "App")
            #expect(result.flow == expected.flow, "\(threads) threads")
            #expect(result.sites == expected.sites, "\(threads) threads")
            #expect(result.diagnostics == expected.diagnostics, "\(threads) threads")
        }
    }

    @Test(CorpusSwift.required) func iceCubesScansTheSameOnOneThreadAndOnMany() throws {
        let app = CorpusSwift.folder + "/Dimillian+IceCubesApp"
        var one = SwiftSourceScanner()
        one.parsingThreads = 1
        var many = SwiftSourceScanner()
        many.parsingThreads = 4
        let expected = try one.scan(paths: [app])
        let result = try many.scan(paths: [app])
        #expect(expected.flow.scenes.count >= 100)
        #expect(result.flow == expected.flow)
        #expect(result.sites == expected.sites)
        #expect(result.diagnostics == expected.diagnostics)
    }
}
