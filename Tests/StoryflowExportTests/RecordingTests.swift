import Testing

@Suite struct RecordingTests {
    @Test(arguments: ExportFixture.all)
    func generatedSourceIsCommitted(_ fixture: ExportFixture) throws {
        try GeneratedSource.expectCommitted(try fixture.export().source, name: fixture.name)
    }
}
