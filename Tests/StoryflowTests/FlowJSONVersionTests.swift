import Foundation
import Storyflow
import Testing

/// The JSON records the version of its shape; files without one still load, later major versions are refused in words.
@Suite struct FlowJSONVersionTests {
    @Test func theJSONNamesItsVersion() throws {
        let flow = try Flow("Small") { ViewController("Home", initial: true) }
        let json = String(decoding: try flow.jsonData(), as: UTF8.self)
        #expect(json.contains(#""version" : "1.0""#))
        #expect(try Flow(jsonData: flow.jsonData()) == flow)
    }

    @Test func aFileWithoutAVersionOrOfALaterMinorVersionLoads() throws {
        let old = #"{"name": "Old", "scenes": [{"id": "Home", "kind": "viewController"}]}"#
        #expect(try Flow(jsonData: Data(old.utf8)).scenes.map(\.id) == ["Home"])
        let minor = #"{"version": "1.7", "name": "Newer", "scenes": []}"#
        #expect(try Flow(jsonData: Data(minor.utf8)).name == "Newer")
    }

    @Test func aLaterMajorVersionIsAnErrorThatSaysSo() throws {
        let data = Data(#"{"version": "2.0", "name": "Future", "scenes": []}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try Flow(jsonData: data) }
        #expect(FlowJSONProblem(error, in: data).message
            == "version: the file is version 2.0 of Storyflow's JSON, newer than the version 1 this Storyflow reads; update Storyflow")
    }

    @Test func aVersionThatIsNoVersionIsAnError() throws {
        let data = Data(#"{"version": "next", "name": "Odd", "scenes": []}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try Flow(jsonData: data) }
        #expect(FlowJSONProblem(error, in: data).message == "version: 'next' is not a version; expected MAJOR.MINOR, such as '1.0'")
    }
}
