import Storyflow
import Testing

/// The acceptance bar: each committed generated source, compiled into this target, builds the flow
/// it was exported from, as ``FlowNormalization`` defines "the same", with exactly the losses it notes.
@Suite struct CompiledFlowTests {
    @Test(arguments: ExportFixture.standalone)
    func compiledSourceBuildsTheExportedFlow(_ fixture: ExportFixture) throws {
        try expectCompiledSourceBuildsTheExportedFlow(fixture)
    }

    @Test(Corpus.required, arguments: ExportFixture.corpus)
    func compiledSourceBuildsTheExportedCorpusFlow(_ fixture: ExportFixture) throws {
        try expectCompiledSourceBuildsTheExportedFlow(fixture)
    }

    private func expectCompiledSourceBuildsTheExportedFlow(_ fixture: ExportFixture) throws {
        let flow = try fixture.flow()
        let export = try fixture.export()
        let expected = FlowNormalization.normalized(flow.applying(export.losses))
        let compiled = FlowNormalization.normalized(try fixture.compiledFlow())

        #expect(compiled.name == expected.name)
        #expect(compiled.initialSceneID == expected.initialSceneID)
        #expect(compiled.scenes.map(\.id) == expected.scenes.map(\.id))
        for (built, original) in zip(compiled.scenes, expected.scenes) {
            #expect(built == original)
        }
        #expect(compiled.segues.count == expected.segues.count)
        for (built, original) in zip(compiled.segues, expected.segues) {
            #expect(built == original)
        }
    }

    /// Flows written with the DSL come back with the same ids and order: only locations differ.
    @Test(arguments: ExportFixture.samples + [ExportFixture(name: "Showcase", origin: .showcase)])
    func dslFlowsComeBackExactly(_ fixture: ExportFixture) throws {
        let export = try fixture.export()

        #expect(export.losses.isEmpty)
        #expect(FlowNormalization.withoutLocations(try fixture.compiledFlow()) == FlowNormalization.withoutLocations(try fixture.flow()))
    }
}
