import Storyflow
import StoryflowReview
import Testing

private typealias F = ReviewFixtures

@Suite("Review rules: unwinds and the way back")
struct ReviewUnwindRulesTests {
    /// Master (in a navigation controller) shows Detail, which presents Edit (with Cancel and Done) in
    /// its own navigation controller; `unwinds` leave Edit.
    private func editFlow(unwinds: [Segue]) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController), F.scene("Master", .tableViewController), F.scene("Detail"),
             F.scene("EditNav", .navigationController), F.scene("Edit", navigationBar: F.cancelDoneBar)],
            [F.relationship("Nav", "Master", .root), F.segue(.show, "Master", "Detail", identifier: "showDetail"),
             F.segue(.present, "Detail", "EditNav", identifier: "editDetail"), F.relationship("EditNav", "Edit", .root)] + unwinds,
            initial: "Nav"
        )
    }

    @Test("An unwind with no target scene is reported, with or without an action")
    func unwindWithoutTarget() {
        let flow = editFlow(unwinds: [
            F.segue(.unwind, "Edit", nil, id: "Edit.cancel", unwind: Unwind(action: "cancelInput:", resolution: .unresolved), line: 88),
            F.segue(.unwind, "Edit", nil, id: "Edit.save", line: 89),
        ])
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "unwind-without-target", severity: .warning,
                message: "unwind segue from 'Edit' with action 'cancelInput:' has no target scene; implement 'cancelInput:' "
                    + "in the scene it should return to, as an @IBAction that takes a UIStoryboardSegue",
                location: F.line(88), sceneIDs: ["Edit"], segueIDs: ["Edit.cancel"]
            ),
            ExpectedFinding(
                ruleID: "unwind-without-target", severity: .warning,
                message: "unwind segue from 'Edit' has no action and no target scene; connect it to the unwind action of the scene it should return to",
                location: F.line(89), sceneIDs: ["Edit"], segueIDs: ["Edit.save"]
            ),
        ])
    }

    @Test("An unwind to the scene that presented its source passes, exact or inferred")
    func unwindWithTarget() {
        let flow = editFlow(unwinds: [
            F.segue(.unwind, "Edit", "Detail", id: "Edit.cancel", unwind: Unwind(action: "cancelInput:")),
            F.segue(.unwind, "Edit", "Master", id: "Edit.save", unwind: Unwind(action: "saveInput:", resolution: .inferred)),
        ])
        #expect(reviewed(flow) == [])
    }

    @Test("An unwind that could return to several scenes lists them")
    func ambiguousUnwindTarget() {
        let flow = editFlow(unwinds: [
            F.segue(.unwind, "Edit", nil, identifier: "doneEditing",
                    unwind: Unwind(action: "done:", resolution: .ambiguous, candidates: ["Master", "Detail"]), line: 90),
        ])
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "ambiguous-unwind-target", severity: .warning,
                message: "unwind segue 'doneEditing' from 'Edit' with action 'done:' could return to 'Master' or 'Detail'; "
                    + "UIKit picks the first one it meets on the way back, so give the action a name only the intended scene implements",
                location: F.line(90), sceneIDs: ["Edit", "Master", "Detail"], segueIDs: ["Edit>exit"]
            ),
        ])
    }

    /// Tabs: Players (presents Add Player) and Gestures (pushes Gesture Detail); Add Player unwinds to each target.
    private func tabsFlow(unwindingTo targets: [Scene.ID]) -> Flow {
        F.flow(
            [F.scene("Tabs", .tabBarController), F.scene("PlayersNav", .navigationController), F.scene("Players"),
             F.scene("AddPlayer", title: "Add Player", navigationBar: F.cancelDoneBar),
             F.scene("GesturesNav", .navigationController), F.scene("Gestures"), F.scene("GestureDetail", title: "Gesture Detail")],
            [F.relationship("Tabs", "PlayersNav", .tab(0)), F.relationship("Tabs", "GesturesNav", .tab(1)),
             F.relationship("PlayersNav", "Players", .root), F.segue(.present, "Players", "AddPlayer", identifier: "AddPlayer"),
             F.relationship("GesturesNav", "Gestures", .root), F.segue(.show, "Gestures", "GestureDetail", identifier: "showGesture")]
                + targets.map { target in
                    F.segue(.unwind, "AddPlayer", target, id: "AddPlayer.to\(target)", unwind: Unwind(action: "done:"), line: 50)
                },
            initial: "Tabs"
        )
    }

    @Test("An unwind to a scene on no path that leads to its source is reported")
    func unwindTargetOffPath() {
        #expect(reviewed(tabsFlow(unwindingTo: ["GestureDetail"])) == [
            ExpectedFinding(
                ruleID: "unwind-target-off-path", severity: .warning,
                message: "unwind segue from 'Add Player' with action 'done:' returns to 'Gesture Detail', which is not on any "
                    + "path that leads to 'Add Player', so UIKit never finds it; unwind to a scene that 'Add Player' is reached from",
                location: F.line(50), sceneIDs: ["AddPlayer", "GestureDetail"], segueIDs: ["AddPlayer.toGestureDetail"]
            ),
        ])
    }

    @Test("An unwind to a scene that leads to the source, or to a tab of a tab bar that does, passes")
    func unwindTargetOnPath() {
        #expect(reviewed(tabsFlow(unwindingTo: ["Players", "Tabs", "Gestures"])) == [])
    }

    /// Players, in a navigation controller, with more scenes and segues.
    private func presentingFlow(_ scenes: [Scene], _ segues: [Segue]) -> Flow {
        F.flow(
            [F.scene("Nav", .navigationController), F.scene("Players")] + scenes,
            [F.relationship("Nav", "Players", .root)] + segues,
            initial: "Nav"
        )
    }

    @Test("A full-screen presented scene without unwind or dismissing button is a warning")
    func presentedFullScreenWithoutWayBack() {
        let flow = presentingFlow(
            [F.scene("Settings", elements: [.label(Label(id: "title", text: "Settings"))], line: 61)],
            [F.segue(.present, "Players", "Settings", identifier: "showSettings", presentationStyle: "fullScreen", line: 60)]
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "presented-without-way-back", severity: .warning,
                message: "'Settings' is presented modally but has no way back: neither it nor any scene it contains or pushes has an "
                    + "unwind segue or a Cancel, Done, Save or Close button; add one that unwinds or dismisses it",
                location: F.line(61), sceneIDs: ["Settings"], segueIDs: ["Players>Settings"]
            ),
        ])
    }

    @Test("A sheet without unwind or dismissing button is a note, located at the segue when the scene has no location")
    func presentedSheetWithoutWayBack() {
        let flow = presentingFlow(
            [F.scene("SettingsNav", .navigationController, title: "Settings Nav"), F.scene("SettingsList"), F.scene("About")],
            [F.segue(.present, "Players", "SettingsNav", identifier: "showSettings", line: 60),
             F.relationship("SettingsNav", "SettingsList", .root), F.segue(.show, "SettingsList", "About", identifier: "showAbout")]
        )
        #expect(reviewed(flow) == [
            ExpectedFinding(
                ruleID: "presented-without-way-back", severity: .note,
                message: "'Settings Nav' is presented as a sheet that only a swipe down can dismiss: neither it nor any scene it "
                    + "contains or pushes has an unwind segue or a Cancel, Done, Save or Close button; add one that unwinds or dismisses it",
                location: F.line(60), sceneIDs: ["SettingsNav"], segueIDs: ["Players>SettingsNav"]
            ),
        ])
    }

    @Test("An unwind in a pushed scene, a button titled Close, or a popover is a way back")
    func presentedWithWayBack() {
        let flow = presentingFlow(
            [F.scene("SettingsNav", .navigationController), F.scene("SettingsList"), F.scene("About"),
             F.scene("Help", navigationBar: NavigationBar(title: "Help", leftItems: [BarButton(id: "close", title: "Close")])),
             F.scene("Legal", elements: [.stack(StackView(id: "s", axis: .vertical, elements: [.button(Button(id: "ok", title: " OK "))]))]),
             F.scene("Info")],
            [F.segue(.present, "Players", "SettingsNav", identifier: "showSettings", presentationStyle: "fullScreen"),
             F.relationship("SettingsNav", "SettingsList", .root), F.segue(.show, "SettingsList", "About", identifier: "showAbout"),
             F.segue(.unwind, "About", "Players", unwind: Unwind(action: "closeSettings:")),
             F.segue(.present, "Players", "Help", identifier: "showHelp", presentationStyle: "overFullScreen"),
             F.segue(.present, "Players", "Legal", identifier: "showLegal", presentationStyle: "fullScreen"),
             F.segue(.popover, "Players", "Info", identifier: "showInfo")]
        )
        #expect(reviewed(flow) == [])
    }

    @Test("A Done or Cancel in a toolbar is a way back; a toolbar of other items is not")
    func toolbarButtonIsAWayBack() {
        let doneToolbar = Toolbar(id: "bar", items: [BarButton(id: "share", systemItem: .action), BarButton(id: "done", systemItem: .done)])
        let cancelInStack = StackView(id: "s", axis: .vertical, elements: [.toolbar(Toolbar(id: "bar", items: [BarButton(id: "c", title: "Cancel")]))])
        let otherToolbar = Toolbar(id: "bar", items: [BarButton(id: "share", systemItem: .action), BarButton(id: "more", title: "More")])
        let flow = presentingFlow(
            [F.scene("Editor", elements: [.toolbar(doneToolbar)]), F.scene("Picker", elements: [.stack(cancelInStack)]),
             F.scene("Viewer", elements: [.toolbar(otherToolbar)], line: 71)],
            [F.segue(.present, "Players", "Editor", identifier: "edit", presentationStyle: "fullScreen"),
             F.segue(.present, "Players", "Picker", identifier: "pick", presentationStyle: "fullScreen"),
             F.segue(.present, "Players", "Viewer", identifier: "view", presentationStyle: "fullScreen")]
        )
        let findings = reviewed(flow)
        #expect(findings.map(\.ruleID) == ["presented-without-way-back"])
        #expect(findings.map(\.sceneIDs) == [["Viewer"]])
    }

    @Test("An xmark or chevron-down image button is a way back; a star button is not")
    func imageButtonIsAWayBack() {
        let flow = presentingFlow(
            [F.scene("Photo", elements: [.group(ViewGroup(id: "g", kind: .visualEffectView, elements: [.button(Button(id: "x", title: "", image: "xmark.circle.fill"))]))]),
             F.scene("Sheet", navigationBar: NavigationBar(rightItems: [BarButton(id: "down", image: "chevron.down")])),
             F.scene("Starred", elements: [.button(Button(id: "s", title: "", image: "star"))], line: 72)],
            [F.segue(.present, "Players", "Photo", identifier: "photo", presentationStyle: "fullScreen"),
             F.segue(.present, "Players", "Sheet", identifier: "sheet", presentationStyle: "fullScreen"),
             F.segue(.present, "Players", "Starred", identifier: "starred", presentationStyle: "fullScreen")]
        )
        #expect(reviewed(flow).map(\.sceneIDs) == [["Starred"]])
    }
}
