import ArgumentParser
import Foundation
import Storyflow
import StoryflowLayout

/// `--screenshots`, `--screenshot-map`, `--screenshot-variant` and `--verbose`: real pictures of the
/// screens instead of mock-ups, for `render`, `scan` and `diff`.
struct ScreenshotOptions: ParsableArguments {
    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Folders of PNG screenshots to draw the screens with (snapshot tests' reference images, exported previews).",
        discussion: "A picture goes to a screen when its swift-snapshot-testing folder is named after the screen's type (__Snapshots__/ItemListViewTests → ItemListView; AboutView.test → AboutView), or when its file name is the scene's id, class or storyboard identifier. Screens without a picture keep their mock-up.",
        valueName: "dir"
    ))
    var screenshots: [String] = []

    @Option(help: ArgumentHelp(
        "A JSON object naming a picture for scenes, {\"Scene\": \"path.png\"}; it wins over the other rules.",
        discussion: "A scene is named by its id, title, class or storyboard identifier; paths are relative to the file's folder.",
        valueName: "file"
    ))
    var screenshotMap: String?

    @Option(help: ArgumentHelp(
        "Of several pictures of a screen, prefer those whose name has this word (dark, landscape, ax5…).",
        discussion: "By default the light, portrait picture with no accessibility text size is drawn.",
        valueName: "word"
    ))
    var screenshotVariant: String?

    @Flag(help: "With screenshots: list each screen's picture and the pictures that matched no screen.")
    var verbose = false

    /// Whether pictures were asked for.
    var isEnabled: Bool {
        !screenshots.isEmpty || screenshotMap != nil
    }

    func validate() throws {
        if let screenshotVariant, screenshotVariant.isEmpty || screenshotVariant.contains(where: { !($0.isLetter || $0.isNumber) }) {
            throw ValidationError("--screenshot-variant takes one word of letters and digits, such as dark")
        }
        if screenshotVariant != nil, !isEnabled {
            throw ValidationError("--screenshot-variant needs --screenshots or --screenshot-map")
        }
    }

    /// The catalog of the folders' pictures and the mapping file's entries, read once per command.
    func matcher() throws -> ScreenshotMatcher {
        var matcher = ScreenshotMatcher(catalog: try ScreenshotCatalog(folders: screenshots), variant: screenshotVariant)
        if let screenshotMap { matcher.map = try Self.readMap(at: screenshotMap) }
        return matcher
    }

    /// The mapping file: scene names to picture files, relative to the file's folder; every picture must exist.
    static func readMap(at path: String) throws -> [String: URL] {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CommandError.unreadableFile(path: path, reason: FileErrorText.reason(for: error, at: path))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CommandError.invalidScreenshot(path: path, reason: "a screenshot map is a JSON object of scene names and PNG paths, {\"Players\": \"Images/Players.png\"}")
        }
        var map: [String: URL] = [:]
        let folder = url.deletingLastPathComponent()
        for (name, value) in object {
            guard let picture = value as? String else {
                throw CommandError.invalidScreenshot(path: path, reason: "the value of '\(name)' is not a path")
            }
            let pictureURL = URL(fileURLWithPath: picture, relativeTo: folder).standardizedFileURL
            guard FileManager.default.isReadableFile(atPath: pictureURL.path) else {
                throw CommandError.invalidScreenshot(path: path, reason: "the picture of '\(name)', '\(picture)', cannot be read")
            }
            map[name] = pictureURL
        }
        return map
    }
}

extension ScreenshotOptions {
    /// The pictures of `loaded`'s screens, shrunk for drawing at `pixelsPerPoint`, with a summary
    /// line on standard error (and, with `--verbose`, a line per screen and per unmatched picture).
    /// Empty, and silent, when no picture was asked for and no scene names one.
    func pictures(
        of loaded: LoadedFlow, matcher: ScreenshotMatcher, workspace: ScreenshotWorkspace, pixelsPerPoint: Double
    ) throws -> [Scene.ID: SceneScreenshot] {
        guard isEnabled || loaded.flow.scenes.contains(where: { $0.screenshot != nil }) else { return [:] }
        var matcher = matcher
        if let origin = loaded.origin, origin.lowercased().hasSuffix(".json") {
            matcher.declaredBase = URL(fileURLWithPath: origin).deletingLastPathComponent()
        }
        let result = matcher.match(loaded.flow)
        for line in summary(of: result, flow: loaded.name) { StandardError.print(line) }
        return try workspace.screenshots(for: result.matches, in: loaded.flow, pixelsPerPoint: pixelsPerPoint)
    }

    /// A warning, at the mapping file, for each name in it that is no scene of any of `flows` or
    /// that several scenes of one answer to (a typo would otherwise leave its screen a mock-up).
    func mapWarnings(for matcher: ScreenshotMatcher, flows: [Flow]) -> [Diagnostic] {
        guard let screenshotMap else { return [] }
        let lookups = flows.map(SceneLookup.init(flow:))
        return matcher.map.keys.sorted().compactMap { name in
            let results = lookups.map { $0.scene(named: name) }
            if results.contains(where: { if case .found = $0 { true } else { false } }) { return nil }
            let problem = results.contains(where: { if case .ambiguous = $0 { true } else { false } })
                ? "the screenshot map's '\(name)' names several scenes; use a scene's id" : "the screenshot map's '\(name)' is no scene of the flow"
            return Diagnostic(.warning, problem, location: SourceLocation(file: screenshotMap))
        }
    }

    /// The summary of a match: one line, or with `--verbose` one more per screen and per unmatched picture.
    func summary(of result: ScreenshotMatcher.Result, flow: String) -> [Diagnostic] {
        let unmatched = result.unmatched.count
        var message = "screenshots: \(result.matches.count) of \(result.screenCount) screens drawn from a picture"
        message += unmatched == 0 ? "" : "; \(unmatched) picture\(unmatched == 1 ? "" : "s") matched no screen"
        if !verbose, !result.matches.isEmpty || unmatched > 0 { message += " (--verbose lists them)" }
        var lines = [Diagnostic(.note, message, subject: flow)]
        guard verbose else { return lines }
        for (sceneID, match) in result.matches.sorted(by: { $0.key < $1.key }) {
            let path = DiagnosticFormatter.printable(match.url.relativePathFromCurrentDirectory)
            lines.append(Diagnostic(.note, "screen '\(sceneID)' drawn from \(path) (\(match.rule.rawValue))", subject: flow))
        }
        for url in result.unmatched {
            lines.append(Diagnostic(.note, "picture \(DiagnosticFormatter.printable(url.relativePathFromCurrentDirectory)) matched no screen", subject: flow))
        }
        return lines
    }
}
