import Foundation
import Storyflow
import Testing

@Suite("DSL validation")
struct FlowDefinitionErrorTests {
    /// The problems building `content` reports, or a failed expectation if it builds.
    private func problems(
        _ sourceLocation: Testing.SourceLocation = #_sourceLocation, @SceneBuilder content: () -> [SceneDeclaration]
    ) -> [FlowDefinitionProblem] {
        do {
            _ = try Flow("Broken", content: content)
            Issue.record("the flow was built", sourceLocation: sourceLocation)
            return []
        } catch {
            #expect(error.flowName == "Broken", sourceLocation: sourceLocation)
            return error.problems
        }
    }

    @Test func aSegueToAMistypedSceneSuggestsTheClosestOne() {
        let line = #line
        let found = problems {
            TableViewController("AddPlayer") {
                StaticSection {
                    StaticCell("Game").segue(.show, to: "ChoseGame", identifier: "PickGame")
                }
            }
            TableViewController("ChooseGame")
        }

        #expect(found.map(\.description) == [
            "\(#fileID):\(line + 4): error: segue 'PickGame' goes to unknown scene 'ChoseGame'; did you mean 'ChooseGame'?",
        ])
        guard case .unknownScene(let scene, let segue, let suggestion, let location) = found.first else {
            Issue.record("expected an unknown scene, got \(found)")
            return
        }
        #expect(scene == "ChoseGame")
        #expect(suggestion == "ChooseGame")
        #expect(location == SourceLocation(file: #fileID, line: line + 4))
        #expect(segue.source == "AddPlayer")
        #expect(segue.identifier == "PickGame")
        #expect(segue.trigger == Trigger(kind: .cell, elementID: "AddPlayer.table0.section0.cell0", title: "Game"))
    }

    @Test func everyKindOfSegueNamesTheUnknownSceneItGoesTo() {
        let line = #line
        let found = problems {
            ViewController("Players") {
                Button("Add").segue(.present, to: "Nowhere")
                ContainerView().embed("Chart")
                ManualSegue(unwindTo: "Detial", action: "save:", identifier: "saveInput")
            }
            TableViewController("AddPlayer") {
                NavigationItem().left { BarButton(.cancel).unwind(to: "Player", action: "cancel:") }
            }
            ViewController("Detail")
        }

        #expect(found.map(\.description) == [
            "\(#fileID):\(line + 3): error: present segue from 'Players' goes to unknown scene 'Nowhere'",
            "\(#fileID):\(line + 4): error: container view in 'Players' embeds unknown scene 'Chart'",
            "\(#fileID):\(line + 5): error: unwind segue 'saveInput' returns to unknown scene 'Detial'; did you mean 'Detail'?",
            "\(#fileID):\(line + 8): error: unwind 'cancel:' from 'AddPlayer' returns to unknown scene 'Player'; did you mean 'Players'?",
        ])
    }

    @Test func aDuplicateSceneIdPointsAtBothDeclarations() {
        let line = #line
        let found = problems {
            ViewController("Players")
            TableViewController("Players")
        }

        #expect(found == [
            .duplicateSceneID(
                "Players", location: SourceLocation(file: #fileID, line: line + 3),
                firstLocation: SourceLocation(file: #fileID, line: line + 2)
            ),
        ])
        #expect(found.first?.description == "\(#fileID):\(line + 3): error: duplicate scene id 'Players'; first declared at \(#fileID):\(line + 2)")
    }

    @Test func aSceneNestedInTwoContainersIsReported() {
        let line = #line
        let found = problems {
            TabBarController("Tabs") {
                NavigationController("PlayersNav") { TableViewController("Players") }
                NavigationController("OtherNav") { TableViewController("Players") }
            }
        }

        #expect(found == [
            .sceneInTwoContainers(
                "Players", container: "OtherNav", location: SourceLocation(file: #fileID, line: line + 4),
                firstContainer: "PlayersNav", firstLocation: SourceLocation(file: #fileID, line: line + 3)
            ),
        ])
        #expect(found.first?.message == "scene 'Players' is placed in two containers, 'PlayersNav' (\(#fileID):\(line + 3)) and 'OtherNav'; a scene has one parent container")
    }

    @Test func aSecondInitialSceneIsReported() {
        let line = #line
        let found = problems {
            ViewController("Home", initial: true)
            ViewController("Login", initial: true)
        }

        #expect(found.map(\.description) == [
            "\(#fileID):\(line + 3): error: scene 'Login' is marked initial, but 'Home' already is (\(#fileID):\(line + 2)); a flow has one initial scene",
        ])
    }

    @Test func aTableMixingPrototypesAndStaticSectionsIsReported() {
        let line = #line
        let found = problems {
            TableViewController("Settings") {
                Prototype("Cell")
                StaticSection { StaticCell("Sound") }
            }
        }

        #expect(found == [.mixedTableCells(scene: "Settings", location: SourceLocation(file: #fileID, line: line + 2))])
        #expect(found.first?.message == "a table in scene 'Settings' mixes prototype cells and static sections; a table has one or the other")
    }

    @Test func twoNavigationItemsInOneSceneAreReported() {
        let line = #line
        let found = problems {
            ViewController("Home") {
                NavigationItem("Home")
                NavigationItem("Again")
            }
        }

        #expect(found.map(\.description) == [
            "\(#fileID):\(line + 2): error: scene 'Home' declares 2 navigation items; a scene has one",
        ])
    }

    @Test func viewsSharingAnIdAreReported() {
        let line = #line
        let found = problems {
            ViewController("Home") {
                Label(id: "title", text: "One")
                VStack { Label(id: "title", text: "Two") }
            }
        }

        #expect(found == [.duplicateElementID("title", scene: "Home", location: SourceLocation(file: #fileID, line: line + 2))])
        #expect(found.first?.message == "scene 'Home' has several views with id 'title'")
    }

    @Test func everyProblemIsCollectedInSourceOrder() throws {
        let line = #line
        func ratings() throws(FlowDefinitionError) -> Flow {
            try Flow("Ratings") {
                ViewController("Players") {
                    Button("Add").segue(.present, to: "AddPlayr", identifier: "AddPlayer")
                }
                ViewController("AddPlayer", initial: true)
                ViewController("Players", initial: true)
            }
        }

        let error = #expect(throws: FlowDefinitionError.self) { try ratings() }
        let expected = """
            \(#fileID):\(line + 4): error: segue 'AddPlayer' goes to unknown scene 'AddPlayr'; did you mean 'AddPlayer'?
            \(#fileID):\(line + 7): error: duplicate scene id 'Players'; first declared at \(#fileID):\(line + 3)
            \(#fileID):\(line + 7): error: scene 'Players' is marked initial, but 'AddPlayer' already is (\(#fileID):\(line + 6)); a flow has one initial scene
            """
        #expect(error?.flowName == "Ratings")
        #expect(error?.description == expected)
        #expect(error?.localizedDescription == expected)
        #expect(error?.problems.count == 3)
    }

    @Test func aFarOffNameGetsNoSuggestion() {
        let found = problems {
            ViewController("Home") { Button("Go").segue(.show, to: "Settings", identifier: "go") }
            ViewController("Profile")
        }

        guard case .unknownScene(_, _, let suggestion, _) = found.first else {
            Issue.record("expected an unknown scene, got \(found)")
            return
        }
        #expect(suggestion == nil)
        #expect(found.first?.message == "segue 'go' goes to unknown scene 'Settings'")
    }
}
