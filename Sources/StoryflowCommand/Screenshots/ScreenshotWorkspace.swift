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

    /// The pictures of `matches` as a layout draws them, for a flow designed for `device`, at
    /// `pixelsPerPoint`. A picture that is no PNG, or a damaged one, is an error naming its file.
    func screenshots(for matches: [Scene.ID: ScreenshotMatcher.Match], device: Device?, pixelsPerPoint: Double) throws -> [Scene.ID: SceneScreenshot] {
        var screenshots: [Scene.ID: SceneScreenshot] = [:]
        for (sceneID, match) in matches.sorted(by: { $0.key < $1.key }) {
            screenshots[sceneID] = try thumbnail(of: match.url, device: device, pixelsPerPoint: pixelsPerPoint)
            embedding.fullSize[sceneID] = match.url
        }
        return screenshots
    }

    /// Removes the thumbnails.
    func remove() {
        guard created else { return }
        try? FileManager.default.removeItem(at: folder)
        PendingFiles.remove(folder.path)
    }

    private func thumbnail(of url: URL, device: Device?, pixelsPerPoint: Double) throws -> SceneScreenshot {
        let data = try Self.read(url)
        guard let size = PNGThumbnail.pixelSize(ofPNG: data) else {
            throw CommandError.invalidScreenshot(path: url.relativePathFromCurrentDirectory, reason: "it is not a PNG image")
        }
        let drawn = SceneScreenshot.drawnSize(pixelWidth: size.width, pixelHeight: size.height, device: device)
        let (width, height) = (Int((Double(drawn.width) * pixelsPerPoint).rounded()), Int((Double(drawn.height) * pixelsPerPoint).rounded()))
        let key = ThumbnailKey(picture: data, width: width, height: height)
        if let known = thumbnails[key] { return known }
        let thumbnail: PNGThumbnail
        do {
            thumbnail = try PNGThumbnail(png: data, fittingWidth: width, height: height)
        } catch {
            throw CommandError.invalidScreenshot(path: url.relativePathFromCurrentDirectory, reason: error.description)
        }
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
        let screenshot = SceneScreenshot(path: file.path, pixelWidth: thumbnail.width, pixelHeight: thumbnail.height)
        thumbnails[key] = screenshot
        embedding.pictures[file.path] = ScreenshotEmbedding.Picture(original: url, thumbnail: thumbnail.png)
        return screenshot
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

    /// Each screen's full-size picture as the HTML page's details show it; a picture that can no
    /// longer be read is left out.
    func fullSizeDetails() -> [Scene.ID: [ViewerScreenshot]] {
        fullSize.compactMapValues { url in Self.detail(url, caption: nil).map { [$0] } }
    }

    /// The picture at `url`, full size, as the HTML page's details show it; `nil` when it can no longer be read.
    static func detail(_ url: URL, caption: String?) -> ViewerScreenshot? {
        (try? Data(contentsOf: url)).map { ViewerScreenshot(caption: caption, source: "data:image/png;base64," + $0.base64EncodedString()) }
    }

    /// The DOT source with each thumbnail's path replaced by its original picture's.
    func dot(_ data: Data) -> Data {
        replacing(in: data, attribute: "SRC") { HTMLEscaping.attribute($0.original.path) }
    }

    private func replacing(in data: Data, attribute: String, with value: (Picture) -> String) -> Data {
        guard !pictures.isEmpty else { return data }
        var text = String(decoding: data, as: UTF8.self)
        for (path, picture) in pictures.sorted(by: { $0.key < $1.key }) {
            text = text.replacingOccurrences(of: "\(attribute)=\"\(path)\"", with: "\(attribute)=\"\(value(picture))\"")
        }
        return Data(text.utf8)
    }
}
