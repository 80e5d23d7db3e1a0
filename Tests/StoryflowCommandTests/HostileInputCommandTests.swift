import Foundation
import Testing

/// Inputs that once crashed `storyflow` end in one clear error naming the file and line, exit 1,
/// and nothing written, for every command that reads them.
@Suite struct HostileInputCommandTests {
    static let commands: [[String]] = [["review"], ["render", "--format", "svg", "--output", "out"], ["export", "--format", "json", "--output", "out"]]

    @Test(arguments: commands)
    func invalidUTF8IsAnErrorAtItsLine(command: [String]) throws {
        let input = StoryflowProcess.hostileFixtures.appendingPathComponent("InvalidUTF8ElementName.storyboard").path
        try expectError(command, input, "\(input):2:6: error: the file is not UTF-8 text: byte 0xFF is not part of any character")
    }

    @Test(arguments: commands)
    func duplicateSceneIDsAreAnErrorNamingBothLines(command: [String]) throws {
        let input = StoryflowProcess.hostileFixtures.appendingPathComponent("DuplicateSceneID.storyboard").path
        try expectError(command, input, "\(input):5: error: two scenes have the id 'Home' (line 4 and line 5)")
    }

    @Test func deepNestingIsAnErrorNotASilentCrash() throws {
        let storyflow = try StoryflowProcess()
        let deep = String(repeating: "<view><subviews>", count: 3554) + String(repeating: "</subviews></view>", count: 3554)
        try storyflow.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
            + deep + "</document>", to: "Deep.storyboard")
        let result = try storyflow.run("render", "Deep.storyboard", "--output", "out")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Deep.storyboard:3: error: elements are nested more than 256 levels deep; "
            + "a storyboard nests a few dozen at most, so this file is damaged\n")
        #expect(storyflow.writtenFiles == ["Deep.storyboard"])
    }

    @Test func duplicateSceneIDsInJSONAreAnErrorNamingBoth() throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(#"{"name": "X", "scenes": [{"id": "A", "kind": "viewController"}, {"id": "A", "kind": "tableViewController"}]}"#, to: "dup.json")
        let result = try storyflow.run("render", "dup.json", "--output", "out")
        #expect(result.exitCode == 1)
        #expect(result.standardError == "dup.json: error: not a Storyflow JSON flow: scenes[1].id: the scene id 'A' is already used by scenes[0]; "
            + "every scene needs its own id\n")
        #expect(storyflow.writtenFiles == ["dup.json"])
    }

    @Test(arguments: [
        ("{\"name\": \"X\",\n  \"scenes\": [{\"id\": \"A\", \"kind\": \"viewController\"}\n    {\"id\": \"B\"}]}",
         "bad.json:3:5: error: not a Storyflow JSON flow: unexpected '{'; expected ',' or a closing '}' or ']'"),
        ("{\"name\": \"X\",\n  \"scenes\": [{\"id\": \"A\",",
         "bad.json:2:25: error: not a Storyflow JSON flow: the JSON ends early: a closing '}', ']' or '\"' is missing"),
        ("{\"name\": \"X\", \"scenes\": [{\"id\": \"A\", \"kind\": \"screen\"}]}",
         "bad.json: error: not a Storyflow JSON flow: scenes[0].kind: 'screen' is not a valid SceneKind; expected one of viewController, "
            + "tableViewController, collectionViewController, navigationController, tabBarController, splitViewController, pageViewController, "
            + "windowController, reference, other"),
        ("{\"name\": \"X\", \"scenes\": [{\"id\": \"A\", \"kind\": \"viewController\", \"content\": {\"elements\": [{\"type\": \"sliderr\", \"id\": \"s\"}]}}]}",
         "bad.json: error: not a Storyflow JSON flow: scenes[0].content.elements[0].type: 'sliderr' is not a valid ElementType; expected one of table, stack, "
            + "label, button, textField, imageView, containerView, toolbar, control, group, collectionView"),
        // Three enums are called Kind: where the value sits tells which one's words to give.
        ("{\"name\": \"X\", \"scenes\": [{\"id\": \"A\", \"kind\": \"viewController\", \"content\": {\"elements\": [{\"type\": \"group\", \"id\": \"g\", \"kind\": \"stackView\"}]}}]}",
         "bad.json: error: not a Storyflow JSON flow: scenes[0].content.elements[0].kind: 'stackView' is not a valid Kind; expected one of scrollView, visualEffectView, custom"),
        ("{\"name\": \"X\", \"scenes\": [{\"id\": \"A\", \"kind\": \"viewController\", \"content\": {\"elements\": [{\"type\": \"control\", \"id\": \"c\", \"kind\": \"knob\"}]}}]}",
         "bad.json: error: not a Storyflow JSON flow: scenes[0].content.elements[0].kind: 'knob' is not a valid Kind; expected one of switch, slider, "
            + "segmentedControl, stepper, progressView, activityIndicator, pageControl, picker, datePicker, searchBar, textView, webView, mapView, "
            + "checkBox, radioButton, popUpButton"),
        ("{\"name\": \"X\", \"scenes\": [], \"segues\": [{\"id\": \"s\", \"kind\": \"show\", \"source\": \"A\", \"destination\": \"A\", \"trigger\": {\"kind\": \"tap\"}}]}",
         "bad.json: error: not a Storyflow JSON flow: segues[0].trigger.kind: 'tap' is not a valid Kind; expected one of barButton, cell, button, gesture, containerView, manual"),
        ("{\"name\": \"X\", \"scenes\": [{\"kind\": \"viewController\"}]}", "bad.json: error: not a Storyflow JSON flow: scenes[0]: the key 'id' is missing"),
        ("{\"name\": \"X\", \"scenes\": [{\"id\": 7, \"kind\": \"viewController\"}]}",
         "bad.json: error: not a Storyflow JSON flow: scenes[0].id: expected a string, found number"),
        ("[1, 2]", "bad.json: error: not a Storyflow JSON flow: expected an object, found an array"),
        ("  \n", "bad.json: error: not a Storyflow JSON flow: the file is empty; expected a JSON object such as {\"name\": …, \"scenes\": […]}"),
    ])
    func jsonErrorsGiveThePlaceAndWhatWasExpected(json: String, message: String) throws {
        let storyflow = try StoryflowProcess()
        try storyflow.write(json, to: "bad.json")
        let result = try storyflow.run("review", "bad.json")
        #expect(result.exitCode == 1)
        #expect(result.standardError == message + "\n")
    }

    @Test func jsonThatIsNotUTF8IsAnErrorAtTheByte() throws {
        let storyflow = try StoryflowProcess()
        var data = Data(#"{"name": "X", "scenes": [{"id": "A", "kind": "viewController", "title": "_"}]}"#.utf8)
        data[data.firstIndex(of: UInt8(ascii: "_"))!] = 0xFF
        try data.write(to: storyflow.file("bad.json"))
        let result = try storyflow.run("review", "bad.json")
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("bad.json:1:74: error: not a Storyflow JSON flow: the file is not UTF-8 text: byte 0xFF"))
    }

    @Test(StoryflowProcess.fuzzCrashersRequired, arguments: [
        "min-invalid-utf8-element-name.storyboard", "min-invalid-utf8-attribute-name.storyboard", "min-duplicate-scene-id.storyboard",
        "min-deep-nesting-7200.storyboard", "depth-sb-x.storyboard", "depth-sb-view.storyboard",
    ])
    func everySharedCrasherIsAClearError(name: String) throws {
        let input = StoryflowProcess.fuzzCrashers.appendingPathComponent(name).path
        for command in Self.commands {
            let storyflow = try StoryflowProcess()
            let result = try storyflow.run([command[0], input] + command.dropFirst())
            #expect(result.exitCode == 1, "\(command[0]) \(name): \(result.standardError)")
            #expect(result.standardError.hasPrefix("\(input):"))
            #expect(result.standardError.contains(": error: "))
            #expect(storyflow.writtenFiles.isEmpty)
        }
    }

    /// Runs `command input` and expects exit 1, `message` at the start of standard error, nothing written.
    private func expectError(_ command: [String], _ input: String, _ message: String) throws {
        let storyflow = try StoryflowProcess()
        let result = try storyflow.run([command[0], input] + command.dropFirst())
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix(message))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(storyflow.writtenFiles.isEmpty)
    }
}
