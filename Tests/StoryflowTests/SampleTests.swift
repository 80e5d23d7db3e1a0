import Foundation
import Storyflow
import StoryflowSamples
import Testing

@Suite("Samples")
struct SampleTests {
    static let names = ["Ratings", "FriendList", "Homepwner"]

    @Test func theSamplesAreRatingsFriendListAndHomepwner() throws {
        #expect(try Samples.all().map(\.name) == Self.names)
        #expect(try Samples.flow(named: "Ratings") == Samples.ratings())
        #expect(try Samples.flow(named: "Nothing") == nil)
    }

    @Test(arguments: names)
    func jsonRoundTripKeepsTheSample(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        #expect(try Flow(jsonData: flow.jsonData()) == flow)
    }

    @Test func buildingTheSamplesAgainGivesTheSameBytes() throws {
        let first = try Samples.all().map { try $0.jsonData() }
        let second = try Samples.all().map { try $0.jsonData() }
        #expect(first == second)
    }

    @Test(arguments: names)
    func everySegueConnectsDeclaredScenesFromAnExistingTrigger(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        let initial = try #require(flow.initialSceneID)
        #expect(flow.scene(id: initial) != nil)
        for segue in flow.segues {
            let source = try #require(flow.scene(id: segue.source))
            let destination = try #require(segue.destination)
            #expect(flow.scene(id: destination) != nil, "\(segue.id) goes to \(destination)")
            if let elementID = segue.trigger.elementID {
                #expect(source.content.containsElement(id: elementID), "\(segue.id) fired by \(elementID)")
            }
        }
    }

    @Test(arguments: names)
    func locationsPointAtTheDeclaringLines(name: String) throws {
        let flow = try #require(try Samples.flow(named: name))
        let file = "StoryflowSamples/\(name).swift"
        let sourceURL = URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "samples/\(name).swift")
        let lines = try String(contentsOf: sourceURL, encoding: .utf8).components(separatedBy: "\n")
        func line(at location: Storyflow.SourceLocation?) throws -> String {
            let location = try #require(location)
            #expect(location.file == file)
            return lines[try #require(location.line) - 1]
        }

        for scene in flow.scenes {
            #expect(try line(at: scene.location).contains("(\"\(scene.id)\""), "scene \(scene.id)")
        }
        for segue in flow.segues {
            let text = try line(at: segue.location)
            let expected = switch segue.kind {
            case .relationship: "(\"\(segue.destination ?? "")\""
            case .unwind: ".unwind(to: \"\(segue.destination ?? "")\", action: \"\(segue.unwind?.action ?? "")\""
            default: ".segue(.\(segue.kind.rawValue), to: \"\(segue.destination ?? "")\""
            }
            #expect(text.contains(expected), "segue \(segue.id) at \(text)")
        }
    }
}
