import Foundation
import Testing
import GraphvizRender

@Suite struct GraphvizRendererTests {
    let renderer = GraphvizRenderer()

    @Test func nastyIdentifiersAndLabelsAppearVerbatimInSVG() throws {
        let dot = #"""
            digraph nasty {
              "1abc"; "node"; "a b"; "é"; "\"quoted\""; "trailing\\";
              save [label="<Save & \"Exit\">"];
              "1abc" -> "node" -> "a b" -> "é" -> "\"quoted\"" -> "trailing\\" -> save;
            }
            """#
        let svg = try renderer.render(dot, as: .svg).data
        #expect(TestSupport.svgTexts(svg) == [
            "1abc", "node", "a b", "é", "&quot;quoted&quot;", #"trailing\"#, "&lt;Save &amp; &quot;Exit&quot;&gt;",
        ])
        #expect(TestSupport.svgTitles(svg).contains("&quot;quoted&quot;&#45;&gt;trailing\\\\"))
    }

    @Test func svgHasSignatureAndTheGraphsNodes() throws {
        let result = try renderer.render("digraph flow { players -> detail }", as: .svg)
        let svg = String(decoding: result.data, as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg "))
        #expect(TestSupport.svgTitles(result.data) == ["flow", "players", "detail", "players&#45;&gt;detail"])
        #expect(TestSupport.svgTexts(result.data) == ["players", "detail"])
        #expect(result.warnings.isEmpty)
    }

    @Test func pngHasMagicBytesAndItsSizeFollowsTheResolution() throws {
        let dot = "digraph { players -> detail }"
        let standard = try GraphvizRenderer(options: RenderOptions(dpi: 72)).render(dot, as: .png).data
        let double = try GraphvizRenderer(options: RenderOptions(dpi: 144)).render(dot, as: .png).data
        #expect(standard.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(double.prefix(8) == standard.prefix(8))
        let width = TestSupport.pngWidth(standard)
        #expect(width > 50)
        #expect(abs(TestSupport.pngWidth(double) - 2 * width) <= 2)
    }

    @Test func pdfHasSignatureAPageAndAnEnd() throws {
        let pdf = try renderer.render("digraph { players -> detail }", as: .pdf).data
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Type /Page"))
        #expect(text.contains("%%EOF"))
    }

    @Test func dotFormatAddsTheLayout() throws {
        let dot = String(decoding: try renderer.render("digraph flow { players -> detail }", as: .laidOutDOT).data, as: UTF8.self)
        #expect(dot.hasPrefix("digraph flow {"))
        #expect(dot.contains("bb=\""))
        #expect(dot.contains("players\t[height=0.5,"))
        #expect(dot.contains("pos=\""))
    }

    /// cgraph's writers ask whether a name is an HTML string by reading the string's header, so
    /// the ID discipline must hand back the graph's own strings: a plain copy made names come
    /// out as `<flow>` now and then, after other renders had used the heap.
    @Test func graphNamesNeverTurnIntoHTMLStrings() throws {
        for round in 0..<100 {
            let name = "flow" + String(repeating: "x", count: round % 24)
            _ = try renderer.render("digraph { a [label=<<B>\(name)</B>>] }", as: .svg)
            let dot = String(decoding: try renderer.render("digraph \(name) { a -> b }", as: .laidOutDOT).data, as: UTF8.self)
            #expect(dot.hasPrefix("digraph \(name) {"))
        }
    }

    @Test(arguments: [LayoutEngine.neato, .fdp, .sfdp, .circo, .twopi, .osage, .patchwork])
    func otherEnginesLayOutTheGraph(engine: LayoutEngine) throws {
        let svg = try GraphvizRenderer(options: RenderOptions(engine: engine)).render("graph { a -- b -- c -- a }", as: .svg).data
        #expect(TestSupport.svgTexts(svg) == ["a", "b", "c"])
    }

    @Test func syntaxErrorCarriesGraphvizsMessageAndTheNextRenderSucceeds() throws {
        #expect(throws: RenderError.syntax(message: "syntax error in line 2 near '->'")) {
            try renderer.render("digraph {\n a -> -> b }", as: .svg)
        }
        let svg = try renderer.render("digraph { a -> b }", as: .svg)
        #expect(TestSupport.svgTexts(svg.data) == ["a", "b"])
        #expect(svg.warnings.isEmpty)
    }

    @Test(arguments: [
        #"digraph { a [label="unterminated }"#, "digraph { a /* open comment", "digraph { a [label=<<b>open ]",
        "digraph {", "graph { a -> b }", "digraph one { a } trailing -> ", "digraph one { a }x -> ", "digraph one { a }\n}",
    ])
    func brokenTextNeverReachesTheNextRender(broken: String) throws {
        #expect(throws: RenderError.self) { try renderer.render(broken, as: .svg) }
        #expect(TestSupport.svgTitles(try renderer.render("digraph next { c }", as: .svg).data) == ["next", "c"])
    }

    @Test func unterminatedStringQuotesGraphvizsWholeMessage() {
        #expect(throws: RenderError.syntax(message: """
            syntax error in line 2 scanning a quoted string (missing endquote? longer than 16384?)
            String starting:"open }
            """)) {
            try renderer.render("digraph {\n a [label=\"open }", as: .svg)
        }
    }

    @Test func moreThanOneGraphIsAnErrorAndTheSecondNeverReachesTheNextRender() throws {
        #expect(throws: RenderError.syntax(message: "the text holds 2 graphs; render one at a time")) {
            try renderer.render("digraph one { a } digraph two { b }", as: .svg)
        }
        #expect(throws: RenderError.syntax(message: "the text holds 3 graphs; render one at a time")) {
            try renderer.render("digraph one { a }digraph two { b }\n\ndigraph three { c }\n", as: .svg)
        }
        #expect(TestSupport.svgTitles(try renderer.render("digraph three { c }", as: .svg).data) == ["three", "c"])
    }

    @Test func textWithoutAGraphIsASyntaxError() {
        #expect(throws: RenderError.syntax(message: "the text holds no graph")) {
            try renderer.render("  ", as: .svg)
        }
    }

    @Test func longMessagesArriveWhole() {
        let name = String(repeating: "x", count: 3000)
        #expect(throws: RenderError.syntax(message: "syntax error in line 1 near '\(name)'")) {
            try renderer.render("digraph flow \(name) { }", as: .svg)
        }
    }

    @Test func malformedHTMLLabelIsALayoutErrorNotTheNodeID() throws {
        let error = try #require(throws: RenderError.self) {
            try renderer.render("digraph { a [label=<<b>x</i>>] }", as: .svg)
        }
        guard case .layout(let engine, let message) = error else {
            Issue.record("expected a layout error, got \(error)")
            return
        }
        #expect(engine == "dot")
        #expect(message == "mismatched tag in line 1\n... x</i> ...\nin label of node a")
        #expect(try TestSupport.svgTexts(renderer.render("digraph { a }", as: .svg).data) == ["a"])
    }

    @Test func warningsAreReturnedWithTheResult() throws {
        let result = try renderer.render("digraph { a [shape=foo] }", as: .svg)
        #expect(result.warnings == ["using box for unknown shape foo"])
        #expect(TestSupport.svgTexts(result.data) == ["a"])
        #expect(try renderer.render("digraph { a }", as: .svg).warnings.isEmpty)
    }

    @Test func unknownLayoutEngineIsATypedError() throws {
        let error = try #require(throws: RenderError.self) {
            try GraphvizRenderer(options: RenderOptions(engine: LayoutEngine("bogus"))).render("digraph { a }", as: .svg)
        }
        guard case .unknownLayoutEngine(let name, let message) = error else {
            Issue.record("expected an unknown engine error, got \(error)")
            return
        }
        #expect(name == "bogus")
        #expect(message.hasPrefix(#"Layout type: "bogus" not recognized. Use one of:"#))
        #expect(message.contains(" dot "))
    }

    @Test func layoutAttributeInTheGraphTakesPrecedence() throws {
        let bogus = GraphvizRenderer(options: RenderOptions(engine: LayoutEngine("bogus")))
        #expect(TestSupport.svgTexts(try bogus.render(#"graph { layout="circo"; a -- b }"#, as: .svg).data) == ["a", "b"])
        #expect {
            try renderer.render(#"digraph { layout="nowhere"; a }"#, as: .svg)
        } throws: { error in
            guard case .unknownLayoutEngine("nowhere", _) = error as? RenderError else { return false }
            return true
        }
    }

    @Test func formatsAreParsedByNameOrExtension() throws {
        #expect(try OutputFormat(name: "SVG") == .svg)
        #expect(try OutputFormat(name: "png") == .png)
        #expect(try OutputFormat(name: "pdf") == .pdf)
        #expect(try OutputFormat(name: "dot") == .laidOutDOT)
        #expect(throws: RenderError.unsupportedFormat("bmp")) { try OutputFormat(name: "bmp") }
    }

    @Test func asyncRenderGivesTheSameBytesAsSynchronous() async throws {
        let dot = "digraph flow { players -> detail }"
        let asynchronous = try await renderer.render(dot, as: .svg)
        let synchronous = try GraphvizRendererTests.renderSynchronously(dot)
        #expect(asynchronous == synchronous)
    }

    @Test func errorDescriptionsQuoteGraphvizOrTheFile() {
        #expect(RenderError.syntax(message: "syntax error in line 1 near '->'").description
            == "the DOT text is invalid: syntax error in line 1 near '->'")
        #expect(RenderError.unsupportedFormat("bmp").description
            == "unsupported output format 'bmp'; use one of: svg, png, pdf, dot")
        #expect(RenderError.io(path: "/out/flow.svg", reason: "No such file or directory").localizedDescription
            == "cannot write '/out/flow.svg': No such file or directory")
    }

    private static func renderSynchronously(_ dot: String) throws -> RenderResult {
        try GraphvizRenderer().render(dot, as: .svg)
    }
}
