import Foundation
import Storyflow
import StoryflowStoryboard

/// One app's storyboards in `Refactors/`, as a refactor leaves them: `OneFile` (the whole app in
/// `Main`), `Split` (Refactor to Storyboard: each tab in its own file, `Main` keeping references),
/// `Renamed` (`Settings` renamed `Preferences`), `Moved` (`Settings` moved to another folder),
/// `Localized` (`Base`, `de`, `es` and `zh-Hans` copies of `Main`), `DeviceKeys` (an `Info.plist`
/// naming the main storyboard only by its `~iphone` and `~ipad` keys).
enum RefactorFixtures {
    /// The `Refactors` folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Refactors")

    /// The path of a fixture folder.
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// A fixture folder imported as one flow, its files named relative to the folder.
    static func flow(_ name: String) throws -> Flow {
        try StoryboardImporter().importFlow(paths: [path(name)]).flow.locationFiles(relativeTo: path(name))
    }
}
