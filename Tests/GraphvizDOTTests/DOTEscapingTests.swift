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
