import Foundation
import Storyflow
import StoryflowSource
import StoryflowStoryboard

/// An app folder scanned the way `storyflow scan` and `render` read it: its Swift sources joined with its storyboards.
public enum AppScan {
    /// The app's flow.
    public static func flow(of folder: String) throws -> Flow {
        let hasStoryboards = FileManager.default.enumerator(atPath: folder)?.contains { ($0 as? String)?.hasSuffix(".storyboard") == true } ?? false
        let storyboards = hasStoryboards ? try StoryboardImporter().importFlow(paths: [folder], sourcesDirectory: folder).flow : nil
        return try SwiftSourceScanner(storyboards: storyboards).scan(paths: [folder]).flow
    }
}
