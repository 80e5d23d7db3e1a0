import Foundation
internal import CGraphviz

/// Encodes the premultiplied ARGB pixels cairo draws as a PNG with the very pixels cairo's own
/// writer would store (RGB when every pixel is opaque, else RGBA, unpremultiplied with cairo's
/// rounding), but several times faster: no row filters, zlib's fastest level, and horizontal
/// strips compressed side by side on every core (each strip a deflate block sequence ended by a
/// sync flush, so their concatenation is one zlib stream, as `pigz` does).
///
/// Strips are a fixed number of bytes of image rows, whatever the machine, so the file is the same
/// bytes on every machine and every run. The pixels are only read, never written, while the strips
/// are encoded on several threads: hence the unchecked `Sendable`.
struct PNGEncoder: @unchecked Sendable {
    /// Pixels per row.
    let width: Int
    /// Rows.
    let height: Int
    /// `width × height` premultiplied ARGB words in native byte order, row after row.
    let pixels: UnsafePointer<UInt32>

    /// Uncompressed bytes per strip (rounded to whole rows).
    private static let stripBytes = 1 << 21
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file.
    func encoded() -> Data {
        let opaque = isOpaque
        let rowBytes = 1 + width * (opaque ? 3 : 4)
        let rowsPerStrip = max(1, Self.stripBytes / rowBytes)
        let stripCount = (height + rowsPerStrip - 1) / rowsPerStrip
        let strips = IndexedResults<CompressedStrip>(count: stripCount)
        DispatchQueue.concurrentPerform(iterations: stripCount) { index in
            let rows = index * rowsPerStrip..<min(height, (index + 1) * rowsPerStrip)
            strips.store(compressedStrip(rows: rows, opaque: opaque, rowBytes: rowBytes, isLast: index == stripCount - 1), at: index)
        }

        var stream = Data([0x78, 0x01])   // zlib header: deflate, 32 KB window, fastest level
        var checksum = adler32(0, nil, 0)
        for strip in strips.values {
            stream.append(strip.deflated)
            checksum = adler32_combine(checksum, strip.adler, off_t(strip.length))
        }
        withUnsafeBytes(of: UInt32(checksum).bigEndian) { stream.append(contentsOf: $0) }

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

    /// Whether every pixel is opaque (cairo then writes RGB).
    private var isOpaque: Bool {
        let all = UnsafeBufferPointer(start: pixels, count: width * height)
        return !all.contains { $0 >> 24 != 0xFF }
    }

    /// One strip of rows, each with filter type 0 (none), deflated at level 1 as raw deflate.
    private func compressedStrip(rows: Range<Int>, opaque: Bool, rowBytes: Int, isLast: Bool) -> CompressedStrip {
        var raw = [UInt8](repeating: 0, count: rows.count * rowBytes)
        raw.withUnsafeMutableBufferPointer { buffer in
            for (offset, row) in rows.enumerated() {
                var out = offset * rowBytes + 1   // byte 0: filter type none
                let source = pixels + row * width
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
