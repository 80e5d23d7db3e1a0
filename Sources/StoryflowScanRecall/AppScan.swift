import Foundation
import Storyflow
import StoryflowSource
import StoryflowStoryboard

/// An app folder scanned the way `storyflow scan` and `render` read it: its Swift sources joined with its storyboards.
public enum AppScan {
    /// The app's flow.
    public static func flow(of folder: String) throws -> Flow {
        try scan(of: folder).flow
    }

    /// The app's scan: its flow, sites, findings and the time each stage took.
    public static func scan(of folder: String) throws -> SourceScanResult {
        let hasStoryboards = FileManager.default.enumerator(atPath: folder)?.contains { ($0 as? String)?.hasSuffix(".storyboard") == true } ?? false
        let storyboards = hasStoryboards ? try StoryboardImporter().importFlow(paths: [folder], sourcesDirectory: folder).flow : nil
        return try SwiftSourceScanner(storyboards: storyboards).scan(paths: [folder])
    }

    /// Parses the app's Swift sources and does nothing more (see ``SwiftSourceScanner/parseOnly(paths:)``): the floor
    /// under the CPU time of its scan. Returns how many files were parsed.
    public static func parseOnly(of folder: String) throws -> Int {
        try SwiftSourceScanner.parseOnly(paths: [folder])
    }
}
