import Storyflow
import Testing

/// The committed sources in `Generated/` are what the exporter writes today (rewrite them with
/// `RECORD_GENERATED=1`), one per corpus storyboard, fixture storyboard and sample.
@Suite struct GeneratedSourceTests {
    @Test(arguments: ExportFixture.standalone)
    func generatedSourceIsCommitted(_ fixture: ExportFixture) throws {
        try GeneratedSource.expectCommitted(try fixture.export().source, name: fixture.name)
    }

    @Test(Corpus.required, arguments: ExportFixture.corpus)
    func generatedSourceOfTheCorpusIsCommitted(_ fixture: ExportFixture) throws {
        try GeneratedSource.expectCommitted(try fixture.export().source, name: fixture.name)
    }

    @Test(Corpus.required) func everyCorpusStoryboardHasAFixture() {
        let covered = ExportFixture.corpusFiles.flatMap { fixture -> [String] in
            guard case .corpus(let paths) = fixture.origin else { return [] }
            return paths
        }

        #expect(covered.sorted() == Corpus.storyboards)
        #expect(Corpus.storyboards.count == 15)
    }

    @Test func everyFixtureIsCompiledUnderItsOwnFunctionName() {
        #expect(Set(ExportFixture.compiled.keys) == Set(ExportFixture.all.map(\.name)))
        #expect(Set(ExportFixture.all.map(\.functionName)).count == ExportFixture.all.count)
    }
}
