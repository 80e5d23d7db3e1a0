import Foundation

/// The size and pixels of a PNG, to compare two renders pixel for pixel whatever their encoding
/// (compression level, row filters, RGB or RGBA).
///
/// ```swift
/// let ours = try PNGImage(data: try GraphvizRenderer().render(dot, as: .png).data)
/// let dots = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: "dot.png")))
/// ours == dots   // same size, same colours, same transparency
/// ```
///
/// Reads every PNG (``PNGDecoder``): grey, RGB, palette, with alpha or not, any bit depth (16-bit
/// samples keep their high byte), interlaced or not.
public struct PNGImage: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Red, green, blue and alpha of every pixel, row after row (alpha 255 for an RGB file).
    public let rgba: [UInt8]

    /// Why a PNG could not be read.
    public enum DecodingError: Error, Hashable, Sendable {
        /// Not a PNG, or a chunk runs past the end of the data.
        case malformed(String)
        /// A PNG this reader does not handle. Kept for source compatibility: every kind of PNG is
        /// now read, so it is no longer thrown.
        case unsupported(String)
    }

    /// The most pixels a PNG may have unless the caller allows more: 32 million (a hostile header would
    /// otherwise ask for gigabytes; a snapshot of a long scrolling screen, 1170 × 10 000, is 12 million).
    public static let defaultMaximumPixels = PNGDecoder.maximumPixels

    /// Decodes a PNG file.
    ///
    /// - Parameters:
    ///   - data: The whole file.
    ///   - maximumPixels: A larger picture is refused, before anything is allocated for it. A
    ///     program comparing its own renders (a benchmark) can allow more than the default.
    /// - Throws: ``DecodingError``.
    public init(data: Data, maximumPixels: Int = PNGImage.defaultMaximumPixels) throws(DecodingError) {
        let picture: PNGDecoder.Picture
        do {
            picture = try PNGDecoder.decode(data, maximumPixels: maximumPixels)
        } catch {
            throw .malformed((error as? PNGDecoder.Failure)?.description ?? "\(error)")
        }
        width = picture.width
        height = picture.height
        var rgba = [UInt8](repeating: 0, count: picture.pixels.count * 4)
        for (index, pixel) in picture.pixels.enumerated() {
            rgba[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
            rgba[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            rgba[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
            rgba[index * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        self.rgba = rgba
    }
}
