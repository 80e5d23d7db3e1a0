import Foundation

/// A PNG picture shrunk to the size it is drawn at, as a PNG: what a diagram embeds for a screen's
/// screenshot, so that a diagram of many screens stays small.
///
/// Each pixel of the thumbnail is the average of the source pixels it covers (a box filter, in
/// premultiplied alpha), which keeps thin lines and text legible when a 1170-pixel-wide snapshot
/// becomes 360 pixels. Pure integer arithmetic: the same file gives the same bytes everywhere.
///
/// ```swift
/// let thumbnail = try PNGThumbnail(png: Data(contentsOf: url), fittingWidth: 360, height: 780)
/// try thumbnail.png.write(to: output)
/// ```
public struct PNGThumbnail: Hashable, Sendable {
    /// Why a picture could not be read: the file is no PNG, or a damaged one.
    public struct DecodingError: Error, CustomStringConvertible, Sendable {
        /// What is wrong with the file, worded to follow its name ("it is not a PNG image").
        public let description: String
    }

    /// The thumbnail's PNG file.
    public let png: Data
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int

    /// The width and height in pixels that a PNG file's header gives, read without decoding the
    /// picture; `nil` when the data is not a PNG.
    public static func pixelSize(ofPNG data: Data) -> (width: Int, height: Int)? {
        PNGDecoder.size(of: data)
    }

    /// Decodes the PNG file `data` and shrinks it, keeping its proportions, to fit in `width` ×
    /// `height` pixels; a picture that already fits keeps its size (it is never enlarged).
    public init(png data: Data, fittingWidth width: Int, height: Int) throws(DecodingError) {
        let picture: PNGDecoder.Picture
        do {
            picture = try PNGDecoder.decode(data)
        } catch let failure as PNGDecoder.Failure {
            throw DecodingError(description: failure.description)
        } catch {
            throw DecodingError(description: "\(error)")
        }
        let scale = min(1, Double(max(1, width)) / Double(picture.width), Double(max(1, height)) / Double(picture.height))
        let targetWidth = max(1, Int((Double(picture.width) * scale).rounded()))
        let targetHeight = max(1, Int((Double(picture.height) * scale).rounded()))
        let pixels = Self.boxFiltered(picture, width: targetWidth, height: targetHeight)
        png = pixels.withUnsafeBufferPointer { buffer in
            // The buffer is never empty: both sides are at least 1.
            PNGEncoder(width: targetWidth, height: targetHeight).encoded(pixels: buffer.baseAddress!)
        }
        self.width = targetWidth
        self.height = targetHeight
    }

    /// The thumbnails of several PNG files, each fitting its `width` × `height`, made side by side
    /// on every core; in the order given, each a thumbnail or the reason its file could not be read.
    public static func thumbnails(of requests: [(png: Data, width: Int, height: Int)]) -> [Result<PNGThumbnail, DecodingError>] {
        let results = IndexedResults<Result<PNGThumbnail, DecodingError>>(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            let request = requests[index]
            results.store(Result { () throws(DecodingError) in
                try PNGThumbnail(png: request.png, fittingWidth: request.width, height: request.height)
            }, at: index)
        }
        return results.values
    }

    /// Each target pixel the average of the source pixels its box covers (at least one).
    private static func boxFiltered(_ picture: PNGDecoder.Picture, width: Int, height: Int) -> [UInt32] {
        if width == picture.width && height == picture.height { return picture.pixels.map(PNGDecoder.premultiplied) }
        let columns = (0...width).map { $0 * picture.width / width }
        let rows = (0...height).map { $0 * picture.height / height }
        var out = [UInt32](repeating: 0, count: width * height)
        picture.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let (top, bottom) = (rows[y], max(rows[y + 1], rows[y] + 1))
                for x in 0..<width {
                    let (left, right) = (columns[x], max(columns[x + 1], columns[x] + 1))
                    var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                    for sourceRow in top..<bottom {
                        let base = sourceRow * picture.width
                        for sourceColumn in left..<right {
                            let pixel = PNGDecoder.premultiplied(source[base + sourceColumn])
                            sums.0 += UInt64(pixel >> 24)
                            sums.1 += UInt64((pixel >> 16) & 0xFF)
                            sums.2 += UInt64((pixel >> 8) & 0xFF)
                            sums.3 += UInt64(pixel & 0xFF)
                        }
                    }
                    let count = UInt64((bottom - top) * (right - left))
                    let half = count / 2
                    out[y * width + x] = UInt32((sums.0 + half) / count) << 24 | UInt32((sums.1 + half) / count) << 16
                        | UInt32((sums.2 + half) / count) << 8 | UInt32((sums.3 + half) / count)
                }
            }
        }
        return out
    }
}
