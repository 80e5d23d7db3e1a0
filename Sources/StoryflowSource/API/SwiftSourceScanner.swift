import Foundation
import Storyflow

/// Reads an app's Swift sources and draws its navigation as a ``Flow``: SwiftUI views and UIKit view
/// controllers become screens; links, sheets, covers, popovers, tabs, split-view columns, pushes,
/// presentations, `path.append` and enum routers become segues.
///
/// ```swift
/// let result = try SwiftSourceScanner().scan(paths: ["Sources/App"])
/// result.flow.scenes.map(\.id)          // ["ContentView.TabView", "FeedView", …]
/// result.diagnostics.first?.description // "Views/Profile.swift:88:10: warning: sheet presents … [unresolved-navigation]"
/// ```
///
/// Only `SwiftParser`/`SwiftSyntax` are used: nothing is compiled, no macro runs. Previews (`#Preview`,
/// `…_Previews`), tests and comments are left out.
public struct SwiftSourceScanner: Sendable {
    /// Storyboards imported beside the sources: `instantiateViewController(withIdentifier:)` links to their scenes.
    public var storyboards: Flow?

    /// Creates a scanner, optionally with the app's storyboards as one flow.
    public init(storyboards: Flow? = nil) {
        self.storyboards = storyboards
    }

    /// Scans the `.swift` files under `paths` (folders or files); the flow is named `name`, else after the first path.
    public func scan(paths: [String], name: String? = nil) throws -> SourceScanResult {
        let found = try SourceFileSet.files(under: paths)
        guard !found.isEmpty else { throw SourceScanError.noSwiftFiles(paths) }
        var sources: [(path: String, text: String)] = []
        for file in found {
            do {
                sources.append((file.displayPath, try String(contentsOfFile: file.path, encoding: .utf8)))
            } catch {
                throw SourceScanError.unreadable(path: file.path, reason: error.localizedDescription)
            }
        }
        let flowName = name ?? URL(fileURLWithPath: paths[0]).standardizedFileURL.lastPathComponent
        return scan(sources: sources, name: flowName, strings: LocalizedStrings(under: paths).texts)
    }

    /// Whether a folder holds Swift files (outside tests), so a command can scan it.
    public static func containsSwiftFiles(_ folder: String) -> Bool {
        SourceFileSet.containsSwift(folder)
    }

    /// Scans sources given as text, each with the path messages show; `strings` maps the app's localization keys to
    /// its development-language texts (read from its String Catalogs and `en.lproj` tables when scanning folders).
    public func scan(sources: [(path: String, text: String)], name: String, strings: [String: String] = [:]) -> SourceScanResult {
        let files = sources.map { ParsedFile(displayPath: $0.path, source: $0.text) }
        return SourceFlowAssembler(files: files, storyboards: storyboards, strings: LocalizedStrings(strings)).assemble(name: name)
    }
}
