import Foundation
import GraphvizDOT
import GraphvizRender
import Storyflow
import StoryflowHTML
import StoryflowLayout

/// The thumbnails of one command's screenshots: each picture decoded once, shrunk to the size it
/// is drawn at (times the pixels per point of the output), and written to a temporary folder for
/// Graphviz to draw, removed when the command ends (or is stopped: see ``PendingFiles``). ``embedding`` says what each thumbnail stands
/// for in the files written.
final class ScreenshotWorkspace {
    private let folder: URL
    private var created = false
    /// The thumbnails by the picture's bytes and the size they fit: a picture is decoded once, and two
    /// files with the same picture (a version's unchanged copy) share one thumbnail and its path.
    private var thumbnails: [ThumbnailKey: SceneScreenshot] = [:]

    private struct ThumbnailKey: Hashable {
        let picture: Data
        let width: Int
        let height: Int
    }
    /// What each thumbnail written so far stands for.
    private(set) var embedding = ScreenshotEmbedding()

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-screenshots-\(UUID().uuidString)", isDirectory: true)
    }

    /// The pictures of `matches` as a layout draws them, for the screens of `flow` (each sized for its
    /// own device in a folder mixing iPhone and iPad storyboards, else the flow's), at
    /// `pixelsPerPoint`; the pictures not shrunk yet are shrunk side by side on every core. A picture
    /// that is no PNG, or a damaged one, is an error naming its file.
    func screenshots(for matches: [Scene.ID: ScreenshotMatcher.Match], in flow: Flow, pixelsPerPoint: Double) throws -> [Scene.ID: SceneScreenshot] {
        var wanted: [(sceneID: Scene.ID, url: URL, key: ThumbnailKey)] = []
        let sceneDevices = Dictionary(flow.scenes.compactMap { scene in scene.device.map { (scene.id, $0) } }, uniquingKeysWith: { first, _ in first })
        for (sceneID, match) in matches.sorted(by: { $0.key < $1.key }) {
            let device = sceneDevices[sceneID] ?? flow.device
            let data = try Self.read(match.url)
            guard let size = PNGThumbnail.pixelSize(ofPNG: data) else {
                throw CommandError.invalidScreenshot(path: match.url.relativePathFromCurrentDirectory, reason: "it is not a PNG image")
            }
            let drawn = SceneScreenshot.drawnSize(pixelWidth: size.width, pixelHeight: size.height, device: device)
            let (width, height) = (Int((Double(drawn.width) * pixelsPerPoint).rounded()), Int((Double(drawn.height) * pixelsPerPoint).rounded()))
            wanted.append((sceneID, match.url, ThumbnailKey(picture: data, width: width, height: height)))
            embedding.fullSize[sceneID] = match.url
        }
        var seen = Set(thumbnails.keys)
        let pending = wanted.filter { seen.insert($0.key).inserted }
        let made = PNGThumbnail.thumbnails(of: pending.map { ($0.key.picture, $0.key.width, $0.key.height) })
        for (item, result) in zip(pending, made) {
            switch result {
            case .success(let thumbnail): try keep(thumbnail, of: item.url, key: item.key)
            case .failure(let error): throw CommandError.invalidScreenshot(path: item.url.relativePathFromCurrentDirectory, reason: error.description)
            }
        }
        return Dictionary(uniqueKeysWithValues: wanted.compactMap { item in thumbnails[item.key].map { (item.sceneID, $0) } })
    }

    /// Removes the thumbnails.
    func remove() {
        guard created else { return }
        try? FileManager.default.removeItem(at: folder)
        PendingFiles.remove(folder.path)
    }

    /// Writes `thumbnail` into the folder for Graphviz and remembers it under `key`.
    private func keep(_ thumbnail: PNGThumbnail, of url: URL, key: ThumbnailKey) throws {
        if !created {
            PendingFiles.add(folder.path)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandError.outputNotWritable(path: folder.path, reason: FileErrorText.reason(for: error, at: folder.path))
            }
            created = true
        }
        let file = folder.appendingPathComponent("\(thumbnails.count + 1).png")
        do {
            try thumbnail.png.write(to: file)
        } catch {
            throw CommandError.outputNotWritable(path: file.path, reason: FileErrorText.reason(for: error, at: file.path))
        }
        thumbnails[key] = SceneScreenshot(path: file.path, pixelWidth: thumbnail.width, pixelHeight: thumbnail.height)
        embedding.pictures[file.path] = ScreenshotEmbedding.Picture(original: url, thumbnail: thumbnail.png)
    }

    static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CommandError.unreadableFile(path: url.relativePathFromCurrentDirectory, reason: FileErrorText.reason(for: error, at: url.path))
        }
    }
}

/// What the thumbnails Graphviz drew stand for in the files written: an SVG (and so an HTML page)
/// embeds each as a data URI, so it stays self-contained; the DOT source names the original picture.
struct ScreenshotEmbedding: Sendable {
    /// A thumbnail: the picture it was made from and its PNG bytes.
    struct Picture: Sendable {
        let original: URL
        let thumbnail: Data
    }

    /// The thumbnails by the path Graphviz drew them from.
    var pictures: [String: Picture] = [:]
    /// Each screen's full-size picture, for the HTML page's details.
    var fullSize: [Scene.ID: URL] = [:]

    /// Whether there is nothing to embed.
    var isEmpty: Bool { pictures.isEmpty }

    /// The SVG with each thumbnail's path replaced by its data URI.
    func svg(_ data: Data) -> Data {
        replacing(in: data, attribute: "xlink:href") { "data:image/png;base64," + $0.thumbnail.base64EncodedString() }
    }

    /// The full-size pictures of the screens `sceneIDs` names (those a page draws) as the HTML page's
    /// details show them; a picture that can no longer be read is left out.
    func fullSizeDetails(of sceneIDs: [Scene.ID]) -> [Scene.ID: [ViewerScreenshot]] {
        var details: [Scene.ID: [ViewerScreenshot]] = [:]
        for sceneID in sceneIDs {
            if let detail = fullSize[sceneID].flatMap({ Self.detail($0, caption: nil) }) { details[sceneID] = [detail] }
        }
        return details
    }

    /// The picture at `url`, full size, as the HTML page's details show it; `nil` when it can no longer be read.
    static func detail(_ url: URL, caption: String?) -> ViewerScreenshot? {
        (try? Data(contentsOf: url)).map { ViewerScreenshot(caption: caption, source: "data:image/png;base64," + $0.base64EncodedString()) }
    }

    /// The DOT source with each thumbnail's path replaced by its original picture's.
    func dot(_ data: Data) -> Data {
        replacing(in: data, attribute: "SRC") { HTMLEscaping.attribute($0.original.path) }
    }

    /// `data` with the value of every `attribute="PATH"` whose path is a thumbnail's replaced by
    /// `value` of its picture, in one pass over the bytes (a diagram of a hundred pictures is megabytes).
    private func replacing(in data: Data, attribute: String, with value: (Picture) -> String) -> Data {
        guard !pictures.isEmpty else { return data }
        let opening = Array("\(attribute)=\"".utf8)
        let bytes = [UInt8](data)
        var output = Data()
        output.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while let start = Self.firstIndex(of: opening, in: bytes, from: index) {
            let valueStart = start + opening.count
            guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            index = valueEnd + 1
            guard let picture = pictures[String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)] else { continue }
            output.append(contentsOf: bytes[copied..<valueStart])
            output.append(contentsOf: value(picture).utf8)
            copied = valueEnd
        }
        output.append(contentsOf: bytes[copied...])
        return output
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            guard let candidate = bytes[index...(bytes.count - pattern.count)].firstIndex(of: first) else { return nil }
            if bytes[candidate..<candidate + pattern.count].elementsEqual(pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
