import Storyflow
import Testing

@Suite("DSL segues")
struct DSLSegueTests {
    @Test func barButtonSegueLeavesFromTheButton() throws {
        let line = #line
        let flow = try Flow("Ratings") {
            TableViewController("Players") {
                NavigationItem("Players")
                    .right { BarButton(.add).segue(.present, to: "AddPlayerNav", identifier: "AddPlayer") }
            }
            NavigationController("AddPlayerNav") { TableViewController("AddPlayer") }
        }

        #expect(flow.segues(from: "Players") == [
            Segue(
                id: "Players.AddPlayer", kind: .present, source: "Players", destination: "AddPlayerNav", identifier: "AddPlayer",
                trigger: Trigger(kind: .barButton, elementID: "Players.rightBarButton0", title: "+"),
                location: SourceLocation(file: #fileID, line: line + 4)
            ),
        ])
    }

    @Test func cellSeguesAreTitledWithTheCellTextOrReuseIdentifier() throws {
        let line = #line
        let flow = try Flow("Cells") {
            TableViewController("AddPlayer") {
                StaticSection {
                    StaticCell("Game", detail: "Chess", style: .rightDetail, accessory: .disclosureIndicator)
                        .segue(.show, to: "ChooseGame", identifier: "PickGame")
                }
            }
            TableViewController("ChooseGame") {
                Prototype("GameCell", accessory: .checkmark)
                    .unwind(to: "AddPlayer", action: "didSelectGame:")
            }
        }

        #expect(flow.segues == [
            Segue(
                id: "AddPlayer.PickGame", kind: .show, source: "AddPlayer", destination: "ChooseGame", identifier: "PickGame",
                trigger: Trigger(kind: .cell, elementID: "AddPlayer.table0.section0.cell0", title: "Game"),
                location: SourceLocation(file: #fileID, line: line + 5)
            ),
            Segue(
                id: "ChooseGame.unwind0", kind: .unwind, source: "ChooseGame", destination: "AddPlayer",
                trigger: Trigger(kind: .cell, elementID: "ChooseGame.table0.section0.cell0", title: "GameCell"),
                unwind: Unwind(action: "didSelectGame:", resolution: .exact),
                location: SourceLocation(file: #fileID, line: line + 10)
            ),
        ])
    }

    @Test func unwindFromABarButtonNamesItsTargetAndAction() throws {
        let line = #line
        let flow = try Flow("Unwind") {
            TableViewController("Detail")
            TableViewController("Edit") {
                NavigationItem("Edit")
                    .left { BarButton(.cancel).unwind(to: "Detail", action: "cancel:", identifier: "cancelInput") }
            }
        }

        #expect(flow.segues == [
            Segue(
                id: "Edit.cancelInput", kind: .unwind, source: "Edit", destination: "Detail", identifier: "cancelInput",
                trigger: Trigger(kind: .barButton, elementID: "Edit.leftBarButton0", title: "Cancel"),
                unwind: Unwind(action: "cancel:"), location: SourceLocation(file: #fileID, line: line + 5)
            ),
        ])
    }

    @Test func presentAndPopoverAndCustomStylesCarryTheirDetails() throws {
        let flow = try Flow("Styles") {
            ViewController("Home") {
                Button("Sheet").segue(.present(style: .formSheet, transition: .flipHorizontal, animated: false), to: "Other")
                Button("Flip").segue(.present(style: nil, transition: .crossDissolve), to: "Other")
                Button("Info").segue(.popover(anchor: "Info button"), to: "Other")
                Button("Pop").segue(.popover, to: "Other")
                Button("Fade").segue(.custom("FadeSegue"), to: "Other", identifier: "fade")
                Button("Replace").segue(.showDetail, to: "Other")
            }
            ViewController("Other")
        }

        let segues = flow.segues(from: "Home")
        #expect(segues.map(\.kind) == [.present, .present, .popover, .popover, .custom, .showDetail])
        #expect(segues.map(\.id) == ["Home.present0", "Home.present1", "Home.popover0", "Home.popover1", "Home.fade", "Home.showDetail0"])
        #expect(segues[0].presentation == Presentation(presentationStyle: "formSheet", transitionStyle: "flipHorizontal", animates: false))
        #expect(segues[1].presentation == Presentation(presentationStyle: nil, transitionStyle: "crossDissolve", animates: true))
        #expect(segues[2].popoverAnchor == "Info button")
        #expect(segues[3].popoverAnchor == nil)
        #expect(segues[4].customClass == "FadeSegue")
        #expect(segues.map(\.trigger) == ["Sheet", "Flip", "Info", "Pop", "Fade", "Replace"].enumerated().map { index, title in
            Trigger(kind: .button, elementID: "Home.button\(index)", title: title)
        })
    }

    @Test func aContainerViewEmbedsItsScene() throws {
        let line = #line
        let flow = try Flow("Embed") {
            ViewController("Dashboard") {
                Label("Sales")
                ContainerView().embed("Chart", identifier: "embedChart")
            }
            ViewController("Chart")
        }

        #expect(flow.segues == [
            Segue(
                id: "Dashboard.embedChart", kind: .embed, source: "Dashboard", destination: "Chart", identifier: "embedChart",
                trigger: Trigger(kind: .containerView, elementID: "Dashboard.containerView0"),
                location: SourceLocation(file: #fileID, line: line + 4)
            ),
        ])
    }

    @Test func manualAndGestureSeguesBelongToTheScene() throws {
        let line = #line
        let flow = try Flow("Manual") {
            ViewController("Login") {
                ManualSegue(.present, to: "Main", identifier: "loggedIn")
                ManualSegue(unwindTo: "Start", action: "logout:", identifier: "logout")
                Gesture(.pinch).segue(.show, to: "Main", identifier: "zoom")
            }
            ViewController("Main")
            ViewController("Start")
        }

        #expect(flow.segues == [
            Segue(
                id: "Login.loggedIn", kind: .present, source: "Login", destination: "Main", identifier: "loggedIn",
                trigger: .manual, location: SourceLocation(file: #fileID, line: line + 3)
            ),
            Segue(
                id: "Login.logout", kind: .unwind, source: "Login", destination: "Start", identifier: "logout",
                trigger: .manual, unwind: Unwind(action: "logout:"), location: SourceLocation(file: #fileID, line: line + 4)
            ),
            Segue(
                id: "Login.zoom", kind: .show, source: "Login", destination: "Main", identifier: "zoom",
                trigger: Trigger(kind: .gesture, title: "Pinch Gesture"), location: SourceLocation(file: #fileID, line: line + 5)
            ),
        ])
    }

    @Test func oneTriggerCanFireSeveralSegues() throws {
        let flow = try Flow("Chained") {
            ViewController("Home") {
                HStack {
                    Button("Go")
                        .segue(.show, to: "Next", identifier: "go")
                        .segue(.present, to: "Next", identifier: "goModal")
                }
                Gesture(.longPress)
                    .segue(.show, to: "Next")
                    .unwind(to: "Home", action: "reset:")
            }
            ViewController("Next")
        }

        let segues = flow.segues(from: "Home")
        #expect(segues.map(\.id) == ["Home.go", "Home.goModal", "Home.show0", "Home.unwind0"])
        #expect(segues.map(\.trigger.elementID) == ["Home.stack0.button0", "Home.stack0.button0", nil, nil])
        #expect(segues.map(\.trigger.title) == ["Go", "Go", "Long Press Gesture", "Long Press Gesture"])
    }

    @Test func seguesFollowContentOrderThenManualOnes() throws {
        let flow = try Flow("Order") {
            TableViewController("List") {
                ManualSegue(.show, to: "Next", identifier: "manual")
                Prototype("Cell").segue(.show, to: "Next", identifier: "cell")
                TableHeaderView { Button("Header").segue(.show, to: "Next", identifier: "header") }
                NavigationItem().right { BarButton(.add).segue(.show, to: "Next", identifier: "bar") }
            }
            ViewController("Next")
        }

        #expect(flow.segues(from: "List").map(\.identifier) == ["bar", "header", "cell", "manual"])
    }

    @Test func segueIdsStayUniqueWhenIdentifiersRepeat() throws {
        let flow = try Flow("Repeats") {
            ViewController("Home") {
                Button("One").segue(.show, to: "Next", identifier: "next")
                Button("Two").segue(.show, to: "Next", identifier: "next")
                Button("Three").segue(.show, to: "Next", identifier: "next")
            }
            ViewController("Next")
        }

        #expect(flow.segues.map(\.id) == ["Home.next", "Home.next-2", "Home.next-3"])
        #expect(flow.segues.map(\.identifier) == ["next", "next", "next"])
    }

    @Test func everyTriggerElementExistsInItsSourceScene() throws {
        let flow = try Flow("Triggers") {
            TableViewController("List") {
                NavigationItem().left { BarButton(.edit).segue(.present, to: "Edit") }
                StaticSection {
                    StaticCell { Button("In Cell").segue(.show, to: "Edit") }
                        .segue(.show, to: "Edit")
                }
            }
            ViewController("Edit")
        }

        let segues = flow.segues(from: "List")
        #expect(segues.count == 3)
        for segue in segues {
            let elementID = try #require(segue.trigger.elementID)
            #expect(flow.scene(id: "List")?.content.containsElement(id: elementID) == true)
        }
        #expect(segues.map(\.trigger.kind) == [.barButton, .button, .cell])
    }
}
