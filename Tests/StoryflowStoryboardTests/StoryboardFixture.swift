import Storyflow
import StoryflowStoryboard

/// Small storyboards written inline, for tests that target one rule at a time.
enum StoryboardFixture {
    /// A storyboard document around `scenes` (the `<scene>` elements), then `trailer` (e.g. tie-breakers).
    static func document(initial: String? = nil, version: String = "3.0", scenes: String, trailer: String = "") -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="14490" targetRuntime="iOS.CocoaTouch"\(initialAttribute)>
            <scenes>
        \(scenes)
            </scenes>
        \(trailer)
        </document>
        """
    }

    /// A `<scene>` whose objects are `objects`, preceded by Xcode's label comment when given.
    static func scene(_ objects: String, label: String? = nil, sceneID: String = "scene") -> String {
        let comment = label.map { "<!--\($0)-->\n" } ?? ""
        return """
        \(comment)<scene sceneID="\(sceneID)">
            <objects>
        \(objects)
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(sceneID)-fr" sceneMemberID="firstResponder"/>
                <exit id="\(sceneID)-exit" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
        </scene>
        """
    }

    /// Imports storyboard texts as files named `<name>.storyboard`, in order.
    static func importFlow(_ files: [(name: String, xml: String)], unwindActions: UnwindActionIndex? = nil) throws -> ImportResult {
        try StoryboardImporter().importFlow(
            storyboards: files.map { StoryboardFile(path: "\($0.name).storyboard", contents: $0.xml) },
            unwindActions: unwindActions
        )
    }

    /// Imports one storyboard text as `Main.storyboard`.
    static func importFlow(_ xml: String, unwindActions: UnwindActionIndex? = nil) throws -> ImportResult {
        try importFlow([("Main", xml)], unwindActions: unwindActions)
    }
}
