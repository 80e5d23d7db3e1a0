import Foundation
internal import CGraphviz

/// Encodes the premultiplied ARGB pixels cairo draws as a PNG with the very pixels cairo's own
/// writer would store (RGB when every pixel is opaque, else RGBA, unpremultiplied with cairo's
/// rounding), but several times faster: no row filters, zlib's fastest level, and horizontal
/// strips compressed side by side on every core (each strip a deflate block sequence ended by a
/// sync flush, so their concatenation is one zlib stream, as `pigz` does).
///
/// The picture is drawn and encoded in horizontal bands of whole strips, each band freed once its
/// strips are compressed, so a picture of any size takes the memory of one band (``bandPixels``)
/// and its compressed strips. Strips are a fixed number of bytes of image rows, whatever the
/// machine and the band, so the file is the same bytes on every machine, every run and with bands
/// of any height. A band's pixels are only read, never written, while its strips are encoded on
/// several threads: hence the unchecked `Sendable`.
struct PNGEncoder: @unchecked Sendable {
    /// Pixels per row.
    let width: Int
    /// Rows.
    let height: Int
    /// The most pixels one band holds (at least one strip's rows are drawn at a time).
    var bandPixels = PNGEncoder.defaultBandPixels

    /// 16 million pixels, 64 MB: the default PNG budget of the CLI is one band.
    static let defaultBandPixels = 1 << 24
    /// Uncompressed bytes per strip (rounded to whole rows).
    private static let stripBytes = 1 << 21
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of the pixels `draw` gives, band by band: called with a range of rows and a
    /// function that reads them (`width × rows` premultiplied ARGB words in native byte order, row
    /// after row), it draws those rows and hands them to the function before it frees them.
    /// Bands are drawn top to bottom; they are drawn again, once, when a pixel that is not opaque
    /// turns up (the file is RGB only when every pixel is opaque). `nil` when a band cannot be drawn.
    func encoded(drawing draw: (Range<Int>, (UnsafePointer<UInt32>) -> Void) -> Bool) -> Data? {
        switch compressed(opaque: true, drawing: draw) {
        case .stream(let stream): file(stream: stream, opaque: true)
        case .notOpaque: compressed(opaque: false, drawing: draw).stream.map { file(stream: $0, opaque: false) }
        case .failed: nil
        }
    }

    /// The PNG file of a picture already drawn whole.
    func encoded(pixels: UnsafePointer<UInt32>) -> Data {
        encoded { rows, read in
            read(pixels + rows.lowerBound * width)
            return true
        }!
    }

    /// The zlib stream of the bands, each row stored as RGB when `opaque`, else RGBA; stopped at the
    /// first pixel that is not opaque when `opaque`.
    private func compressed(opaque: Bool, drawing draw: (Range<Int>, (UnsafePointer<UInt32>) -> Void) -> Bool) -> Compression {
        let rowBytes = 1 + width * (opaque ? 3 : 4)
        let rowsPerStrip = max(1, Self.stripBytes / rowBytes)
        let stripCount = (height + rowsPerStrip - 1) / rowsPerStrip
        let stripsPerBand = max(1, bandPixels / max(1, width) / rowsPerStrip)
        var stream = Data([0x78, 0x01])   // zlib header: deflate, 32 KB window, fastest level
        var checksum = adler32(0, nil, 0)
        var firstStrip = 0
        while firstStrip < stripCount {
            let strips = firstStrip..<min(stripCount, firstStrip + stripsPerBand)
            let rows = strips.lowerBound * rowsPerStrip..<min(height, strips.upperBound * rowsPerStrip)
            var band: [CompressedStrip]?
            let drawn = draw(rows) { pixels in
                let picture = BandPixels(pixels: pixels, width: width, rows: rows)
                guard !opaque || picture.isOpaque else { return }
                let results = IndexedResults<CompressedStrip>(count: strips.count)
                DispatchQueue.concurrentPerform(iterations: strips.count) { offset in
                    let strip = strips.lowerBound + offset
                    let stripRows = strip * rowsPerStrip..<min(height, (strip + 1) * rowsPerStrip)
                    results.store(picture.compressedStrip(rows: stripRows, opaque: opaque, rowBytes: rowBytes, isLast: strip == stripCount - 1), at: offset)
                }
                band = results.values
            }
            guard drawn else { return .failed }
            guard let band else { return .notOpaque }
            for strip in band {
                stream.append(strip.deflated)
                checksum = adler32_combine(checksum, strip.adler, off_t(strip.length))
            }
            firstStrip = strips.upperBound
        }
        withUnsafeBytes(of: UInt32(checksum).bigEndian) { stream.append(contentsOf: $0) }
        return .stream(stream)
    }

    /// The file around a zlib stream of rows.
    private func file(stream: Data, opaque: Bool) -> Data {
        var file = Data(Self.signature)
        var header = Data()
        for value in [UInt32(width), UInt32(height)] {
            withUnsafeBytes(of: value.bigEndian) { header.append(contentsOf: $0) }
        }
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])   // 8 bits, RGB or RGBA, deflate, no filter method, not interlaced
        Self.appendChunk("IHDR", header, to: &file)
        Self.appendChunk("IDAT", stream, to: &file)
        Self.appendChunk("IEND", Data(), to: &file)
        return file
    }

    private static func appendChunk(_ type: String, _ body: Data, to file: inout Data) {
        withUnsafeBytes(of: UInt32(body.count).bigEndian) { file.append(contentsOf: $0) }
        var typed = Data(type.utf8)
        typed.append(body)
        file.append(typed)
        let crc = typed.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
        }
        withUnsafeBytes(of: UInt32(crc).bigEndian) { file.append(contentsOf: $0) }
    }
}

/// What compressing the bands gave: the zlib stream, or why there is none.
private enum Compression {
    case stream(Data)
    /// A pixel is not opaque: the bands must be stored as RGBA.
    case notOpaque
    /// A band could not be drawn.
    case failed

    var stream: Data? {
        if case .stream(let data) = self { data } else { nil }
    }
}

/// The pixels of one band: `width × rows.count` premultiplied ARGB words, the first of row `rows.lowerBound`.
private struct BandPixels: @unchecked Sendable {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let rows: Range<Int>

    /// Whether every pixel is opaque (cairo then writes RGB).
    var isOpaque: Bool {
        !UnsafeBufferPointer(start: pixels, count: width * rows.count).contains { $0 >> 24 != 0xFF }
    }

    /// One strip of rows, each with filter type 0 (none), deflated at level 1 as raw deflate.
    func compressedStrip(rows: Range<Int>, opaque: Bool, rowBytes: Int, isLast: Bool) -> CompressedStrip {
        var raw = [UInt8](repeating: 0, count: rows.count * rowBytes)
        raw.withUnsafeMutableBufferPointer { buffer in
            for (offset, row) in rows.enumerated() {
                var out = offset * rowBytes + 1   // byte 0: filter type none
                let source = pixels + (row - self.rows.lowerBound) * width
                for column in 0..<width {
                    let pixel = source[column]
                    let alpha = pixel >> 24
                    var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                    if alpha == 0 {
                        (red, green, blue) = (0, 0, 0)
                    } else if alpha != 0xFF {
                        // cairo's unpremultiply rounding
                        red = (red * 255 + alpha / 2) / alpha
                        green = (green * 255 + alpha / 2) / alpha
                        blue = (blue * 255 + alpha / 2) / alpha
                    }
                    buffer[out] = UInt8(truncatingIfNeeded: red)
                    buffer[out + 1] = UInt8(truncatingIfNeeded: green)
                    buffer[out + 2] = UInt8(truncatingIfNeeded: blue)
                    if opaque {
                        out += 3
                    } else {
                        buffer[out + 3] = UInt8(truncatingIfNeeded: alpha)
                        out += 4
                    }
                }
            }
        }
        return CompressedStrip(raw: raw, isLast: isLast)
    }
}

/// One strip deflated: the raw deflate bytes, and the Adler-32 and length of what went in.
private struct CompressedStrip {
    let deflated: Data
    let adler: uLong
    let length: Int

    /// Deflates `raw` at level 1, ending with a sync flush (more strips follow) or the final block.
    init(raw: [UInt8], isLast: Bool) {
        length = raw.count
        var stream = z_stream()
        // -15: a raw deflate stream; the encoder writes the zlib header and checksum itself.
        deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(raw.count))) + 16)
        let written = raw.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
                return out.count - Int(stream.avail_out)
            }
        }
        deflated = Data(output[..<written])
        adler = raw.withUnsafeBufferPointer { adler32(adler32(0, nil, 0), $0.baseAddress, uInt($0.count)) }
    }
}
