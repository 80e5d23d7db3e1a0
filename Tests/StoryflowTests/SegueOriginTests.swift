import Foundation
import Storyflow
import StoryflowSamples
import Testing

/// Where a segue came from is data: the DSL says `dsl`, the JSON keeps what it is given, and a JSON
/// segue that says nothing came from JSON.
@Suite struct SegueOriginTests {
    @Test func dslSeguesComeFromTheDSLAndKeepItThroughJSON() throws {
        let ratings = try Samples.ratings()
        #expect(ratings.segues.allSatisfy { $0.origin == .dsl })
        let json = String(decoding: try ratings.jsonData(), as: UTF8.self)
        #expect(json.contains(#""origin" : "dsl""#))
        #expect(try Flow(jsonData: ratings.jsonData()).segues.map(\.origin) == ratings.segues.map(\.origin))
    }

    @Test func aJSONSegueWithoutAnOriginComesFromJSON() throws {
        let json = #"""
        {"name": "Small", "scenes": [{"id": "A", "kind": "viewController"}, {"id": "B", "kind": "viewController"}],
         "segues": [{"id": "A.1", "kind": "show", "source": "A", "destination": "B"},
                    {"id": "A.2", "kind": "present", "source": "A", "destination": "B", "origin": "swiftSource"}]}
        """#
        #expect(try Flow(jsonData: Data(json.utf8)).segues.map(\.origin) == [.json, .swiftSource])
    }

    @Test func anUnknownOriginIsAnErrorThatListsTheOrigins() throws {
        let data = Data(#"{"name": "S", "segues": [{"id": "a", "kind": "show", "source": "A", "destination": "B", "origin": "xib"}]}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try Flow(jsonData: data) }
        #expect(FlowJSONProblem(error, in: data).message == "segues[0].origin: 'xib' is not a valid Origin; expected one of dsl, storyboard, json, swiftSource")
    }
}
