import Foundation
@testable import GraphvizRender
import Testing

/// The PNG decoder behind ``PNGImage`` and ``PNGThumbnail``: every colour type, bit depth, filter
/// and interlacing, on tiny files written for these tests (by Python's zlib, kept as base64), and
/// thumbnails shrunk by averaging.
@Suite struct PNGThumbnailTests {
    /// 3×2, 2-bit palette (red, green, blue, white) with green half transparent.
    static let palette = "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACAgMAAADgGo6JAAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAAAnRSTlP/gAgPs2oAAAAMSURBVHjaY5BgOAIAARAA3S8Y3I4AAAAASUVORK5CYII="
    /// 2×1, 16-bit grey 0x1234 and 0xFFFF, Sub filter.
    static let grey16 = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAAAAACB2fwVAAAADUlEQVR42mMUMnl7GgADkwIA09ThMwAAAABJRU5ErkJggg=="
    /// 3×3 RGBA, Adam7-interlaced: pixel (x, y) is (100x, 100y, 50, opaque).
    static let interlaced = "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAYAAAEhL4UpAAAAJUlEQVR42hXHQREAAAzCsGpCE2JxxcYjPQBUshA1D+95C6t+eQdU3hHCelAcQgAAAABJRU5ErkJggg=="
    /// 2×2 grey and alpha, second row Paeth-filtered: (10, opaque) (20, 128) / (30, clear) (40, opaque).
    static let greyAlpha = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAQAAADYv8WvAAAAEklEQVR42mPg+i/SwCLCyPUfAA1iAsBTa3+jAAAAAElFTkSuQmCC"

    private func decoded(_ base64: String) throws -> PNGDecoder.Picture {
        try PNGDecoder.decode(try #require(Data(base64Encoded: base64)))
    }

    @Test func everyColourTypeDecodesToItsPixels() throws {
        let palette = try decoded(Self.palette)
        #expect((palette.width, palette.height) == (3, 2))
        #expect(palette.pixels == [0xFFFF_0000, 0x8000_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFFFF_0000, 0x8000_FF00])
        #expect(try decoded(Self.grey16).pixels == [0xFF12_1212, 0xFFFF_FFFF], "16-bit samples keep their high byte")
        let interlaced = try decoded(Self.interlaced)
        var expected: [UInt32] = []
        for y: UInt32 in 0..<3 {
            for x: UInt32 in 0..<3 { expected.append(0xFF00_0000 | (100 * x) << 16 | (100 * y) << 8 | 50) }
        }
        #expect(interlaced.pixels == expected, "all seven Adam7 passes land where they belong")
        #expect(try decoded(Self.greyAlpha).pixels == [0xFF0A_0A0A, 0x8014_1414, 0x001E_1E1E, 0xFF28_2828])
        #expect(PNGDecoder.premultiplied(0x8014_1414) == 0x800A_0A0A, "premultiplied with cairo's rounding")
    }

    @Test func damagedFilesAreWordedErrors() throws {
        var data = try #require(Data(base64Encoded: Self.palette))
        #expect(throws: PNGThumbnail.DecodingError.self) { try PNGThumbnail(png: Data("GIF89a".utf8), fittingWidth: 10, height: 10) }
        data = data.prefix(50)   // inside the PLTE chunk
        let error = #expect(throws: PNGThumbnail.DecodingError.self) { try PNGThumbnail(png: data, fittingWidth: 10, height: 10) }
        #expect(error?.description.contains("cut short") == true, "\(String(describing: error))")
        // A header asking for 100 000 × 100 000 pixels is refused before anything is allocated.
        var huge = Data(PNGDecoder.signature + [0, 0, 0, 13] + Array("IHDR".utf8))
        huge += Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let bomb = #expect(throws: PNGThumbnail.DecodingError.self) { try PNGThumbnail(png: huge, fittingWidth: 10, height: 10) }
        #expect(bomb?.description == "its size 100000×100000 is empty or over 32 megapixels")
        #expect(PNGThumbnail.pixelSize(ofPNG: try #require(Data(base64Encoded: Self.interlaced)))! == (3, 3))
        // A caller comparing its own renders may allow larger pictures than the default; the limit is the caller's.
        let nine = try #require(Data(base64Encoded: Self.interlaced))
        let refused = #expect(throws: PNGImage.DecodingError.self) { try PNGImage(data: nine, maximumPixels: 8) }
        #expect(refused == .malformed("its size 3×3 is empty or over 8 pixels"))
        #expect(try PNGImage(data: nine, maximumPixels: 9).width == 3)
        #expect(PNGImage.defaultMaximumPixels == 32_000_000)
        #expect(PNGThumbnail.pixelSize(ofPNG: Data("not a picture".utf8)) == nil)
    }

    @Test func aThumbnailAveragesTheBoxOfPixelsItCoversAndKeepsItsProportions() throws {
        // 4×2: left half black, right half white; shrunk to fit 2×2, it becomes 2×1.
        var pixels: [UInt32] = []
        for _ in 0..<2 { pixels += [0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF] }
        let source = pixels.withUnsafeBufferPointer { PNGEncoder(width: 4, height: 2).encoded(pixels: $0.baseAddress!) }
        let thumbnail = try PNGThumbnail(png: source, fittingWidth: 2, height: 2)
        #expect((thumbnail.width, thumbnail.height) == (2, 1))
        #expect(try PNGImage(data: thumbnail.png).rgba == [0, 0, 0, 255, 255, 255, 255, 255])
        let grey = try PNGThumbnail(png: source, fittingWidth: 1, height: 1)
        #expect(try PNGImage(data: grey.png).rgba == [128, 128, 128, 255], "one pixel: the average of all eight")
        let unchanged = try PNGThumbnail(png: source, fittingWidth: 400, height: 400)
        #expect((unchanged.width, unchanged.height) == (4, 2), "never enlarged")
        #expect(try PNGThumbnail(png: source, fittingWidth: 2, height: 2) == thumbnail, "the same bytes every time")
    }
}
