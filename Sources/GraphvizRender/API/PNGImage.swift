import Foundation
internal import CGraphviz

/// The size and pixels of a PNG, to compare two renders pixel for pixel whatever their encoding
/// (compression level, row filters, RGB or RGBA).
///
/// ```swift
/// let ours = try PNGImage(data: try GraphvizRenderer().render(dot, as: .png).data)
/// let dots = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: "dot.png")))
/// ours == dots   // same size, same colours, same transparency
/// ```
///
/// Reads what cairo and Graphviz write: 8 bits a channel, RGB or RGBA, not interlaced.
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
        /// A PNG this reader does not handle (palette, 16 bits, grey, interlaced).
        case unsupported(String)
    }

    /// Decodes a PNG file.
    ///
    /// - Throws: ``DecodingError``.
    public init(data: Data) throws(DecodingError) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .malformed("no PNG signature") }
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        var position = 8
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw .malformed("chunk \(type) runs past the end") }
            let body = bytes[position + 8..<position + 8 + length]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed.append(contentsOf: body) }
            position += 12 + length
        }
        guard header.count == 13 else { throw .malformed("no IHDR chunk") }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
            throw .unsupported("bit depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
        }
        let channels = header[9] == 6 ? 4 : 3
        let rowBytes = width * channels
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var filteredCount = uLongf(filtered.count)
        let status = compressed.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                uncompress(target.baseAddress, &filteredCount, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(filteredCount) == filtered.count else { throw .malformed("the image data does not inflate to \(height) rows") }
        self.width = width
        self.height = height
        self.rgba = try Self.unfiltered(filtered, rowBytes: rowBytes, height: height, channels: channels)
    }

    /// The rows with their filters undone (PNG filter types 0–4), as RGBA.
    private static func unfiltered(_ data: [UInt8], rowBytes: Int, height: Int, channels: Int) throws(DecodingError) -> [UInt8] {
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(height * rowBytes / channels * 4)
        for y in 0..<height {
            let start = y * (rowBytes + 1)
            let filter = data[start]
            for x in 0..<rowBytes {
                let raw = data[start + 1 + x]
                let left = x >= channels ? row[x - channels] : 0
                let up = previous[x]
                let upLeft = x >= channels ? previous[x - channels] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = UInt8((Int(left) + Int(up)) / 2)
                case 4: predicted = paeth(left, up, upLeft)
                default: throw .malformed("row \(y) has filter type \(filter)")
                }
                row[x] = raw &+ predicted
            }
            if channels == 4 {
                rgba.append(contentsOf: row)
            } else {
                for x in stride(from: 0, to: rowBytes, by: 3) {
                    rgba.append(contentsOf: [row[x], row[x + 1], row[x + 2], 255])
                }
            }
            swap(&row, &previous)
        }
        return rgba
    }

    private static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let (toLeft, toUp, toUpLeft) = (abs(estimate - Int(left)), abs(estimate - Int(up)), abs(estimate - Int(upLeft)))
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
