import Testing

/// Every corpus storyboard, imported alone, against a count of its raw text made without the importer.
@Suite(Corpus.required) struct CorpusAccuracyTests {
    @Test func theCorpusHoldsFifteenStoryboards() {
        #expect(Corpus.storyboards.count == 15)
    }

    @Test(arguments: Corpus.storyboards)
    func importMatchesRawCount(_ relativePath: String) throws {
        try RawCount.expectImportMatches(path: Corpus.path(relativePath))
    }
}
