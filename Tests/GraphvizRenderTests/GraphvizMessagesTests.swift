import Testing
@testable import GraphvizRender

@Suite struct GraphvizMessagesTests {
    @Test func splitsErrorsAndWarningsAndKeepsContinuationLines() {
        let captured = "Warning: using box for unknown shape foo\nError: mismatched tag in line 1 \n... x</i> ...\nin label of node a\n"
        let messages = GraphvizMessages(captured: captured)
        #expect(messages.warnings == ["using box for unknown shape foo"])
        #expect(messages.errors == ["mismatched tag in line 1\n... x</i> ...\nin label of node a"])
    }

    @Test func textWithoutLevelIsAnError() {
        let messages = GraphvizMessages(captured: "something went wrong\n")
        #expect(messages.errors == ["something went wrong"])
        #expect(messages.warnings.isEmpty)
    }

    @Test func errorTextJoinsErrorsOnePerLine() {
        let messages = GraphvizMessages(captured: "Error: first\nError: second\n")
        #expect(messages.errorText == "first\nsecond")
    }
}
