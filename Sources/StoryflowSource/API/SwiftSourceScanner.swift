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
    /// How many files are parsed side by side: one per core. The result is the same with any number.
    var parsingThreads = ProcessInfo.processInfo.activeProcessorCount

    /// Creates a scanner, optionally with the app's storyboards as one flow.
    public init(storyboards: Flow? = nil) {
        self.storyboards = storyboards
    }

    /// Scans the `.swift` files under `paths` (folders or files); the flow is named `name`, else after the first path.
    ///
    /// A file or folder that cannot be read (not UTF-8, a link to nothing, no permission, nested deeper or larger
    /// than a scan reads) is skipped with a warning among the result's diagnostics; the rest is still scanned.
    public func scan(paths: [String], name: String? = nil) throws -> SourceScanResult {
        let found = try SourceFileSet.files(under: paths)
        guard !found.files.isEmpty else { throw SourceScanError.noSwiftFiles(paths) }
        var sources: [(path: String, text: String)] = []
        var skipped = found.warnings
        for file in found.files {
            switch SourceText.read(path: file.path, displayPath: file.displayPath) {
            case .success(let text): sources.append((file.displayPath, text))
            case .failure(let file): skipped.append(file.warning)
            }
        }
        let flowName = name ?? URL(fileURLWithPath: paths[0]).standardizedFileURL.lastPathComponent
        var result = scan(sources: sources, name: flowName, strings: LocalizedStrings(under: paths).texts)
        result.diagnostics = skipped + result.diagnostics
        return result
    }

    /// Whether a folder holds Swift files (outside tests), so a command can scan it.
    public static func containsSwiftFiles(_ folder: String) -> Bool {
        SourceFileSet.containsSwift(folder)
    }

    /// Scans sources given as text, each with the path messages show; `strings` maps the app's localization keys to
    /// its development-language texts (read from its String Catalogs and `en.lproj` tables when scanning folders). A
    /// file nested deeper than a scan follows is skipped with a warning.
    public func scan(sources: [(path: String, text: String)], name: String, strings: [String: String] = [:]) -> SourceScanResult {
        // The parser and the walkers recurse once per level of nesting: they run on stacks that hold the deepest
        // file a scan accepts. The files are parsed side by side, then kept in their order.
        var clock = StageClock()
        let parsed = DeepStack.map(sources.count, threads: parsingThreads) { index in
            ParsedFile.parse(displayPath: sources[index].path, source: sources[index].text)
        }
        clock.lap("parse")
        return DeepStack.run {
            var files: [ParsedFile] = []
            var skipped: [Diagnostic] = []
            for outcome in parsed {
                switch outcome {
                case .success(let file): files.append(file)
                case .failure(let file): skipped.append(file.warning)
                }
            }
            var result = SourceFlowAssembler(files: files, storyboards: storyboards, strings: LocalizedStrings(strings)).assemble(name: name)
            result.diagnostics = skipped + result.diagnostics
            result.stages = clock.stages + result.stages
            return result
        }
    }
}
