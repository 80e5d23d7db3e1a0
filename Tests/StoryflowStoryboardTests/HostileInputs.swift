import Foundation
import Testing

/// Inputs that once crashed the importer: the small copies written for these tests in
/// `HostileFixtures/`, generated deep nesting, and the minimal crashers of `../shared/fuzz-crashers`
/// (used only when that folder is beside the repository).
enum HostileInputs {
    /// The `HostileFixtures` folder.
    static let fixtures: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HostileFixtures")

    /// A hostile fixture's path.
    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    /// `../shared/fuzz-crashers`, found from this file's path.
    static let crashers: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fuzz-crashers")

    /// Runs a test only when `../shared/fuzz-crashers` is there, and says why it was skipped when not.
    static var crashersRequired: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: crashers.path),
                 "../shared/fuzz-crashers is not beside the repository: crasher test skipped")
    }

    /// A storyboard whose one scene's view holds `depth` nested `<view><subviews>` pairs.
    static func nestedViews(depth: Int) -> String {
        let opening = String(repeating: #"<view id="v"><subviews>"#, count: depth)
        let closing = String(repeating: "</subviews></view>", count: depth)
        return StoryboardFixture.document(scenes: StoryboardFixture.scene("""
            <viewController id="deep" sceneMemberID="viewController">
                <view key="view" id="root"><subviews>\(opening)<label id="l" text="bottom"/>\(closing)</subviews></view>
            </viewController>
            """))
    }

    /// A storyboard whose root holds `depth` nested `<x>` elements after its scenes.
    static func nestedElements(depth: Int) -> String {
        StoryboardFixture.document(
            scenes: StoryboardFixture.scene(#"<viewController id="a" sceneMemberID="viewController"/>"#),
            trailer: String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth)
        )
    }
}
