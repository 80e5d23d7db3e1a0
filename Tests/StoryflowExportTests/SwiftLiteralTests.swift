import Storyflow
@testable import StoryflowExport
import Testing

@Suite struct SwiftLiteralTests {
    @Test func quotesBackslashesAndInterpolationAreEscaped() {
        #expect(SwiftLiteral.string(#"<Save & "Exit"> \ \(x)"#) == #""<Save & \"Exit\"> \\ \\(x)""#)
    }

    @Test func lineBreaksTabsAndNulUseTheirShortEscapes() {
        #expect(SwiftLiteral.string("a\nb\r\nc\td\0e") == #""a\nb\r\nc\td\0e""#)
    }

    @Test func printableUnicodeIsKeptAsItIs() {
        #expect(SwiftLiteral.string("Tap ×2 › ⓘ 🎉 e\u{301} 设置") == "\"Tap ×2 › ⓘ 🎉 e\u{301} 设置\"")
    }

    @Test func invisibleAndLineBreakingScalarsAreWrittenAsUnicodeEscapes() {
        #expect(SwiftLiteral.string("\u{7}bell") == #""\u{7}bell""#)
        #expect(SwiftLiteral.string("rtl\u{202E}zw\u{200B}bom\u{FEFF}") == #""rtl\u{202E}zw\u{200B}bom\u{FEFF}""#)
        #expect(SwiftLiteral.string("nbsp\u{A0}ideographic\u{3000}") == #""nbsp\u{A0}ideographic\u{3000}""#)
        #expect(SwiftLiteral.string("line\u{2028}paragraph\u{2029}") == #""line\u{2028}paragraph\u{2029}""#)
        #expect(SwiftLiteral.string("private\u{E000}") == #""private\u{E000}""#)
    }

    @Test func aCombiningMarkIsEscapedOnlyWhereItWouldJoinTheQuote() {
        #expect(SwiftLiteral.string("\u{301}e\u{301}") == "\"\\u{301}e\u{301}\"")
    }

    @Test func nilIsWrittenAsNil() {
        #expect(SwiftLiteral.optionalString(nil) == "nil")
        #expect(SwiftLiteral.optionalString("x") == #""x""#)
    }

    @Test func commentTextCannotBreakTheLine() {
        #expect(SwiftLiteral.commentText("Main\n// \"injected\"\u{2028}") == #"Main\n// \"injected\"\u{2028}"#)
    }

    /// The literals compile back to the text: the committed Showcase source uses the nasty title in
    /// every string position and its test compares the compiled flow with the original.
    @Test func theShowcaseTitleNeedsEveryKindOfEscape() {
        #expect(SwiftLiteral.string(ShowcaseFlow.nasty) == #""<Save & \"Exit\"> \\ \\(x)\n\ttab 🎉 e"# + "\u{301}" + #" \u{202E}rtl\u{A0}nbsp""#)
    }
}
