import Foundation
import Storyflow
import StoryflowStoryboard
import Testing

/// A storyboard in any encoding, declared truly or falsely, is read as UTF-8 or refused in words: the parser is
/// never handed bytes it would trap on (a UTF-16 declaration on a byte that is not UTF-8 once ended in SIGILL).
@Suite struct TextEncodingTests {
    static let body = StoryboardFixture.document(scenes: StoryboardFixture.scene(
        #"<viewController id="a" title="Café" sceneMemberID="viewController"/>"#
    )).drop { $0 != "\n" }

    private func importing(_ data: Data) throws -> Flow {
        try StoryboardImporter().importFlow(storyboards: [StoryboardFile(path: "x.storyboard", data: data)]).flow
    }

    @Test(arguments: [#"encoding="UTF-16""#, #"encoding9"UTF-8""#, #"encoding='utf-32'"#])
    func aByteThatIsNotUTF8UnderAnyDeclarationIsAnErrorAtItsLine(declaration: String) throws {
        var data = Data((#"<?xml version="1.0" \#(declaration)?>"# + "\n<docu").utf8)
        data.append(contentsOf: [0xFF] + Array("ment/>\n".utf8))
        #expect(throws: StoryboardImportError.invalidUTF8(path: "x.storyboard", line: 2, column: 6, byte: 0xFF)) { try importing(data) }
    }

    @Test func aFalseUTF16DeclarationOnUTF8TextIsReadAsUTF8() throws {
        let flow = try importing(Data((#"<?xml version="1.0" encoding="UTF-16"?>"# + Self.body).utf8))
        #expect(flow.scenes.first?.title == "Café")
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16])
    func aUTF16StoryboardIsRead(encoding: String.Encoding) throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?>"# + Self.body
        let flow = try importing(try #require(text.data(using: encoding)))
        #expect(flow.scenes.first?.title == "Café")
    }

    @Test func anEncodingThatIsNotReadIsRefusedInWords() throws {
        let data = Data((#"<?xml version="1.0" encoding="KOI8-R"?>"# + Self.body).utf8)
        #expect(throws: StoryboardImportError.undecodableText(path: "x.storyboard", encoding: "KOI8-R")) { try importing(data) }
        #expect(StoryboardImportError.undecodableText(path: "x.storyboard", encoding: "KOI8-R").description
            == "x.storyboard: error: cannot read the text as 'KOI8-R', the encoding the file declares; storyboards are UTF-8, as Xcode writes them")
    }

    @Test func halfAUTF16CharacterIsRefusedInWords() throws {
        var data = try #require((#"<?xml version="1.0" encoding="UTF-16"?>"# + Self.body).data(using: .utf16LittleEndian))
        data.append(contentsOf: [0x00, 0xD8])   // a lone high surrogate
        #expect(throws: StoryboardImportError.undecodableText(path: "x.storyboard", encoding: "UTF-16")) { try importing(data) }
    }
}
