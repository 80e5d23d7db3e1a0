import GraphvizDOT
import Testing

@Suite struct DOTEscapingTests {
    @Test(arguments: [
        ("players", "players"),
        ("_tab2", "_tab2"),
        ("1abc", "\"1abc\""),
        ("node", "\"node\""),
        ("Graph", "\"Graph\""),
        ("a b", "\"a b\""),
        ("é", "\"é\""),
        ("\"quoted\"", "\"\\\"quoted\\\"\""),
        ("trailing\\", "\"trailing\\\\\""),
        ("", "\"\""),
    ])
    func ids(raw: String, written: String) {
        #expect(DOTEscaping.id(raw) == written)
    }

    @Test func quotedStringsTurnLineBreaksIntoEscapes() {
        #expect(DOTEscaping.quoted("one\r\ntwo\rthree\nfour\u{7}") == #""one\ntwo\nthree\nfour ""#)
    }

    @Test func htmlTextEscapesMarkupCharacters() {
        #expect(HTMLEscaping.text(#"<Save & "Exit"> \ it's"#) == #"&lt;Save &amp; &quot;Exit&quot;&gt; \ it&#39;s"#)
        #expect(HTMLEscaping.text("two\nlines") == "two<BR/>lines")
        #expect(HTMLEscaping.attribute("a\nb<") == "a b&lt;")
    }

    @Test func urlsEscapeAmpersands() {
        #expect(DOTEscaping.url("https://x.example/?a=1&b=2") == "https://x.example/?a=1&amp;b=2")
    }

    @Test func numbersDropNeedlessFractions() {
        #expect(DOTEscaping.number(2) == "2")
        #expect(DOTEscaping.number(0.25) == "0.25")
        #expect(DOTEscaping.number(-1.5) == "-1.5")
    }
}

/// Graphviz's own `dot` cannot read a quoted string over 16384 bytes, so the writer never writes one.
@Suite struct LongQuotedStringTests {
    @Test(arguments: [String(repeating: "T", count: 20_000), String(repeating: "\"\\", count: 9_000), String(repeating: "é\n", count: 9_000)])
    func aQuotedStringIsCutToWhatDotReads(text: String) {
        let quoted = DOTEscaping.quoted(text)
        #expect(quoted.utf8.count <= DOTEscaping.maximumQuotedBytes + 2)
        #expect(quoted.hasSuffix("…\""))
        #expect(quoted.utf8.count > DOTEscaping.maximumQuotedBytes - 8)
    }

    @Test func aStringThatFitsIsKeptWhole() {
        let text = String(repeating: "T", count: DOTEscaping.maximumQuotedBytes - 10)
        #expect(DOTEscaping.quoted(text) == "\"\(text)\"")
    }
}
