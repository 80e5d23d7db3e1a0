import Foundation
internal import CGraphviz

/// Decodes a PNG file into ARGB words (straight, not premultiplied): every colour type (grey, RGB,
/// palette, grey and alpha, RGBA) at every bit depth (16-bit samples keep their high byte), with a
/// palette's or a colour's transparency and with Adam7 interlacing. Integer arithmetic only, so the same file gives the same
/// pixels on every machine. Ancillary chunks (gamma, colour profiles, text) are ignored, as browsers
/// showing a snapshot test's reference images mostly do too.
struct PNGDecoder {
    /// Why a file could not be decoded, worded for a message that names the file.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The decoded picture.
    struct Picture {
        let width: Int
        let height: Int
        /// `width × height` straight ARGB words, row after row.
        let pixels: [UInt32]
    }

    /// Pictures larger than this many pixels are refused: a hostile header would ask for gigabytes
    /// (a snapshot of a long scrolling screen, 1170 × 10 000, is 12 million).
    static let maximumPixels = 32_000_000
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private struct Header {
        var width = 0, height = 0, bitDepth = 0, colorType = 0, interlaced = false
        var channels: Int {
            switch colorType {
            case 0, 3: 1
            case 4: 2
            case 2: 3
            default: 4
            }
        }
        var bitsPerPixel: Int { channels * bitDepth }
        func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// The width and height a PNG's header gives, without decoding it; `nil` when it is no PNG.
    static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return (Int(bigEndian32(bytes, 16)), Int(bigEndian32(bytes, 20)))
    }

    /// Decodes `data`, a whole PNG file.
    static func decode(_ data: Data, maximumPixels: Int = maximumPixels) throws -> Picture {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw Failure(description: "it is not a PNG image") }
        var header: Header?
        var palette: [UInt32] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw Failure(description: "its \(type) chunk is cut short") }
            let body = bytes[start..<start + length]
            switch type {
            case "IHDR": header = try readHeader(Array(body), maximumPixels: maximumPixels)
            case "PLTE":
                palette = stride(from: body.startIndex, to: body.endIndex - 2, by: 3).map {
                    0xFF00_0000 | UInt32(bytes[$0]) << 16 | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2])
                }
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed += body
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        guard let header else { throw Failure(description: "it has no IHDR chunk") }
        guard !compressed.isEmpty else { throw Failure(description: "it has no image data") }
        if header.colorType == 3 {
            guard !palette.isEmpty else { throw Failure(description: "its palette is missing") }
            for (index, alpha) in transparency.prefix(palette.count).enumerated() {
                palette[index] = palette[index] & 0x00FF_FFFF | UInt32(alpha) << 24
            }
        }
        let passes = header.interlaced ? adam7 : [Pass(x: 0, y: 0, dx: 1, dy: 1)]
        let expected = passes.reduce(0) { total, pass in
            let (width, height) = pass.size(header)
            return total + (width == 0 ? 0 : height * (1 + header.rowBytes(width: width)))
        }
        let raw = try inflate(compressed, expectedCount: expected)
        var pixels = [UInt32](repeating: 0, count: header.width * header.height)
        var position = 0
        for pass in passes {
            let (width, height) = pass.size(header)
            guard width > 0 else { continue }
            let rowBytes = header.rowBytes(width: width)
            let rows = try unfilter(raw, from: position, rowBytes: rowBytes, rows: height, bytesPerPixel: max(1, header.bitsPerPixel / 8))
            position += height * (1 + rowBytes)
            for row in 0..<height {
                if header.bitDepth == 8, header.colorType == 6 || (header.colorType == 2 && transparency.isEmpty) {
                    // The common case (a snapshot's RGBA or RGB rows), without the general sample reader.
                    let channels = header.channels
                    for column in 0..<width {
                        let at = row * rowBytes + column * channels
                        let alpha: UInt32 = channels == 4 ? UInt32(rows[at + 3]) : 0xFF
                        let straight = alpha << 24 | UInt32(rows[at]) << 16 | UInt32(rows[at + 1]) << 8 | UInt32(rows[at + 2])
                        pixels[(pass.y + row * pass.dy) * header.width + pass.x + column * pass.dx] = straight
                    }
                    continue
                }
                for column in 0..<width {
                    let pixel = color(in: rows, at: row * rowBytes, column: column, header: header, palette: palette, transparency: transparency)
                    pixels[(pass.y + row * pass.dy) * header.width + pass.x + column * pass.dx] = pixel
                }
            }
        }
        return Picture(width: header.width, height: header.height, pixels: pixels)
    }

    private static func readHeader(_ body: [UInt8], maximumPixels: Int) throws -> Header {
        guard body.count >= 13 else { throw Failure(description: "its IHDR chunk is cut short") }
        var header = Header()
        header.width = Int(bigEndian32(body, 0))
        header.height = Int(bigEndian32(body, 4))
        header.bitDepth = Int(body[8])
        header.colorType = Int(body[9])
        header.interlaced = body[12] == 1
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[header.colorType]?.contains(header.bitDepth) == true, body[10] == 0, body[11] == 0, body[12] <= 1 else {
            throw Failure(description: "its header is invalid (colour type \(header.colorType), bit depth \(header.bitDepth))")
        }
        guard header.width > 0, header.height > 0, header.width * header.height <= maximumPixels else {
            let limit = maximumPixels >= 1_000_000 ? "\(maximumPixels / 1_000_000) megapixels" : "\(maximumPixels) pixels"
            throw Failure(description: "its size \(header.width)×\(header.height) is empty or over \(limit)")
        }
        return header
    }

    /// One pass of the image data: every pixel from (`x`, `y`) on, `dx` and `dy` apart.
    private struct Pass {
        let x, y, dx, dy: Int
        func size(_ header: Header) -> (Int, Int) {
            let width = header.width > x ? (header.width - x + dx - 1) / dx : 0
            let height = header.height > y ? (header.height - y + dy - 1) / dy : 0
            return height == 0 ? (0, 0) : (width, height)
        }
    }

    private static let adam7 = [
        Pass(x: 0, y: 0, dx: 8, dy: 8), Pass(x: 4, y: 0, dx: 8, dy: 8), Pass(x: 0, y: 4, dx: 4, dy: 8), Pass(x: 2, y: 0, dx: 4, dy: 4),
        Pass(x: 0, y: 2, dx: 2, dy: 4), Pass(x: 1, y: 0, dx: 2, dy: 2), Pass(x: 0, y: 1, dx: 1, dy: 2),
    ]

    /// The zlib stream inflated; it must hold exactly `expectedCount` bytes.
    private static func inflate(_ compressed: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount)
        var outputCount = uLongf(expectedCount)
        let status = output.withUnsafeMutableBufferPointer { target in
            compressed.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &outputCount, source.baseAddress, uLong(source.count))
            }
        }
        // Z_BUF_ERROR: more data than the header allows, which only a broken file has.
        guard status == Z_OK, Int(outputCount) == expectedCount else {
            throw Failure(description: "its image data is damaged (zlib status \(status), \(outputCount) of \(expectedCount) bytes)")
        }
        return output
    }

    /// The rows of one pass with their filters undone (and their filter bytes dropped); one loop per
    /// filter type over whole rows, as most of a decode's time is spent here.
    private static func unfilter(_ raw: [UInt8], from start: Int, rowBytes: Int, rows: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rows * rowBytes)
        let zeroRow = [UInt8](repeating: 0, count: rowBytes)
        let lead = min(bytesPerPixel, rowBytes)
        try raw.withUnsafeBufferPointer { rawBuffer in
            try zeroRow.withUnsafeBufferPointer { zeros in
                try out.withUnsafeMutableBufferPointer { outBuffer in
                    // Neither buffer is empty: a pass has at least one row of at least one byte.
                    guard let rawBase = rawBuffer.baseAddress, let outBase = outBuffer.baseAddress, let zeroBase = zeros.baseAddress else { return }
                    for row in 0..<rows {
                        let filter = rawBase[start + row * (rowBytes + 1)]
                        let source = rawBase + start + row * (rowBytes + 1) + 1
                        let line = outBase + row * rowBytes
                        let up = row > 0 ? UnsafePointer(line - rowBytes) : zeroBase
                        switch filter {
                        case 0:
                            line.update(from: source, count: rowBytes)
                        case 1:
                            for index in 0..<lead { line[index] = source[index] }
                            for index in lead..<rowBytes { line[index] = source[index] &+ line[index - bytesPerPixel] }
                        case 2:
                            for index in 0..<rowBytes { line[index] = source[index] &+ up[index] }
                        case 3:
                            for index in 0..<lead { line[index] = source[index] &+ up[index] / 2 }
                            for index in lead..<rowBytes {
                                line[index] = source[index] &+ UInt8((Int(line[index - bytesPerPixel]) + Int(up[index])) / 2)
                            }
                        case 4:
                            for index in 0..<lead { line[index] = source[index] &+ up[index] }
                            for index in lead..<rowBytes {
                                let (left, above, upLeft) = (Int(line[index - bytesPerPixel]), Int(up[index]), Int(up[index - bytesPerPixel]))
                                let estimate = left + above - upLeft
                                let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - above), abs(estimate - upLeft))
                                let predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? above : upLeft
                                line[index] = source[index] &+ UInt8(predicted)
                            }
                        default:
                            throw Failure(description: "row \(row + 1) has an unknown filter type \(filter)")
                        }
                    }
                }
            }
        }
        return out
    }

    /// The straight ARGB word of the pixel at `column` of the row starting at `line`.
    private static func color(
        in rows: [UInt8], at line: Int, column: Int, header: Header, palette: [UInt32], transparency: [UInt8]
    ) -> UInt32 {
        let depth = header.bitDepth
        /// Sample `index` of the pixel, scaled to 8 bits (16-bit samples keep their high byte).
        func sample(_ index: Int) -> UInt32 {
            if depth == 16 { return UInt32(rows[line + (column * header.channels + index) * 2]) }
            if depth == 8 { return UInt32(rows[line + column * header.channels + index]) }
            let bit = column * depth
            let value = (rows[line + bit / 8] >> (8 - depth - bit % 8)) & UInt8((1 << depth) - 1)
            return header.colorType == 3 ? UInt32(value) : UInt32(value) * 255 / UInt32((1 << depth) - 1)
        }
        /// Whether the pixel's raw samples equal the colour `tRNS` makes transparent.
        func isTransparentColor() -> Bool {
            let count = header.colorType == 0 ? 1 : 3
            guard transparency.count >= count * 2 else { return false }
            return (0..<count).allSatisfy { index in
                let key = Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
                let raw = depth == 16
                    ? Int(rows[line + (column * header.channels + index) * 2]) << 8 | Int(rows[line + (column * header.channels + index) * 2 + 1])
                    : depth == 8 ? Int(rows[line + column * header.channels + index])
                    : Int((rows[line + column * depth / 8] >> (8 - depth - column * depth % 8)) & UInt8((1 << depth) - 1))
                return raw == key
            }
        }
        switch header.colorType {
        case 3:
            let index = Int(sample(0))
            return index < palette.count ? palette[index] : 0xFF00_0000
        case 0:
            let grey = sample(0)
            return isTransparentColor() ? 0 : 0xFF00_0000 | grey << 16 | grey << 8 | grey
        case 2:
            return isTransparentColor() ? 0 : 0xFF00_0000 | sample(0) << 16 | sample(1) << 8 | sample(2)
        case 4:
            let grey = sample(0)
            return sample(1) << 24 | grey << 16 | grey << 8 | grey
        default:
            return sample(3) << 24 | sample(0) << 16 | sample(1) << 8 | sample(2)
        }
    }

    /// A straight ARGB word premultiplied, with cairo's rounding.
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 0xFF { return pixel }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let product = ((pixel >> shift) & 0xFF) * alpha + 0x80
            return ((product + (product >> 8)) >> 8) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
