import Foundation
@testable import GraphvizRender
import Testing

@Suite struct PNGEncodingTests {
    /// Filled, half-transparent, dashed and bold things, in a cluster, with text.
    private static let shapes = """
        subgraph cluster_box { style=dashed; label="Box & more"; a [shape=box style="filled,rounded" fillcolor="#ff000080"] }
        a -> b [style=dashed label="dashed edge" arrowhead=odiamond]
        b [label=<<b>bold</b> and <i>italic</i>> shape=ellipse style=filled fillcolor="#3366cc40"]
        c [shape=note label="note"]; b -> c [style=bold color="#00aa0080"]
        """

    private func png(_ dot: String, device: String, dpi: Double = 96, bandPixels: Int = PNGEncoder.defaultBandPixels) throws -> Data {
        try drawing(dot, device: device, dpi: dpi, bandPixels: bandPixels).png
    }

    /// The PNG, and whether ``BitmapDevice`` drew it in bands (read under the same lock as the render).
    private func drawing(
        _ dot: String, device: String = BitmapDevice.name, dpi: Double = 96, bandPixels: Int = PNGEncoder.defaultBandPixels,
        recording: Bool = true
    ) throws -> (png: Data, inBands: Bool) {
        var job = GraphvizJob(source: dot, formats: [.png], options: RenderOptions(dpi: dpi))
        job.pngDevice = device
        job.pngBandPixels = bandPixels
        job.pngRecording = recording
        return try GraphvizContext.shared.perform { context, log throws(RenderError) in
            (try job.run(context: context, log: log)[0].data, BitmapDevice.drewInBands)
        }
    }

    /// The PNG colour type byte of IHDR: 2 for RGB, 6 for RGBA.
    private func colourType(_ png: Data) -> UInt8 {
        png[png.startIndex + 25]
    }

    @Test(arguments: ["transparent", "white", "#20202080"])
    func theFastDeviceStoresTheVeryPixelsOfCairosPNG(background: String) throws {
        let dot = "digraph { bgcolor=\"\(background)\"; node [fontname=\"DejaVu Sans\"]; \(Self.shapes) }"
        let fast = try png(dot, device: BitmapDevice.name)
        let cairo = try png(dot, device: "png:cairo")

        let fastImage = try PNGImage(data: fast)
        let cairoImage = try PNGImage(data: cairo)
        #expect(fastImage.width == cairoImage.width && fastImage.height == cairoImage.height)
        #expect(fastImage.width > 100 && fastImage.height > 100)
        #expect(fastImage == cairoImage, "the pixels differ")
        #expect(colourType(fast) == colourType(cairo), "RGB for an opaque picture, RGBA otherwise, as cairo writes")
        #expect(colourType(fast) == (background == "white" ? 2 : 6))
    }

    @Test func aPictureOfManyStripsIsTheSameAsCairosAndTheSameBytesEveryTime() throws {
        // 300 nodes at 192 dpi: some megabytes of pixels, so the encoder splits them into several strips.
        let nodes = (0..<300).map { "n\($0) -> n\(($0 * 7 + 3) % 300) [label=\"\($0)\"]" }.joined(separator: "; ")
        let dot = "digraph { node [fontname=\"DejaVu Sans\" style=filled fillcolor=\"#ffeeaa\"]; \(nodes) }"
        let fast = try png(dot, device: BitmapDevice.name, dpi: 192)
        let image = try PNGImage(data: fast)
        #expect(image.width * image.height * 4 > 4 << 20)
        #expect(image == (try PNGImage(data: try png(dot, device: "png:cairo", dpi: 192))))
        #expect(fast == (try png(dot, device: BitmapDevice.name, dpi: 192)))
    }

    @Test(arguments: ["transparent", "white"])
    func aPictureDrawnInManyBandsHasTheVeryPixelsAndBytesOfOnePiece(background: String) throws {
        // 300 nodes at 192 dpi, drawn in bands of one strip (a few dozen rows) each: the text, the
        // edges and the filled shapes cross the bands' edges.
        let nodes = (0..<300).map { "n\($0) -> n\(($0 * 7 + 3) % 300) [label=\"\($0)\"]" }.joined(separator: "; ")
        let dot = "digraph { bgcolor=\"\(background)\"; node [fontname=\"DejaVu Sans\" style=filled fillcolor=\"#ffeeaa80\"]; \(nodes) }"
        let (banded, inBands) = try drawing(dot, dpi: 192, bandPixels: 1)
        #expect(inBands, "cairo is found at run time, so the page is recorded and drawn in bands")
        let whole = try png(dot, device: BitmapDevice.name, dpi: 192)
        let image = try PNGImage(data: banded)
        #expect(image.height > 20 * (1 << 21) / (image.width * 4), "more than 20 bands")
        #expect(banded == whole, "the same file, band by band or in one piece")
        #expect(image == (try PNGImage(data: try png(dot, device: "png:cairo", dpi: 192))), "cairo's own pixels")
        #expect(colourType(banded) == (background == "white" ? 2 : 6))
    }

    /// The built-in samples' reviewed DOT (StoryflowLayoutTests/Golden, read from the source tree) at 192 dpi, drawn in
    /// bands of one strip each: their phone screens, text, icons and segues cross the bands' edges.
    @Test(arguments: ["sample-Ratings", "sample-FriendList", "sample-Homepwner", "every-kind-dark-top-to-bottom-legend"])
    func theSamplesDrawnInBandsHaveTheVeryPixelsOfCairosUnbandedPNG(name: String) throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StoryflowLayoutTests/Golden/\(name).dot")
        let dot = try String(contentsOf: golden, encoding: .utf8)
        let banded = try png(dot, device: BitmapDevice.name, dpi: 192, bandPixels: 1)
        let image = try PNGImage(data: banded)
        // A strip holds 2 MB of rows (3 bytes a pixel when opaque, 4 when not): more than two strips, so three bands at least.
        #expect(image.height * (1 + image.width * 3) > 2 << 21, "\(image.width)×\(image.height) is fewer than three bands")
        #expect(image == (try PNGImage(data: try png(dot, device: "png:cairo", dpi: 192))), "cairo's own pixels, drawn whole")
        #expect(banded == (try png(dot, device: BitmapDevice.name, dpi: 192)), "the same file, band by band or in one piece")
    }

    /// Without cairo found at run time the device draws one bitmap, as Graphviz's renderer does for `png:cairo`: the same
    /// file as the bands'.
    @Test(arguments: ["transparent", "white"])
    func aPageNotRecordedIsDrawnAsOneBitmapWithTheSameBytes(background: String) throws {
        let dot = "digraph { bgcolor=\"\(background)\"; node [fontname=\"DejaVu Sans\"]; \(Self.shapes) }"
        let (whole, wholeInBands) = try drawing(dot, dpi: 192, recording: false)
        #expect(!wholeInBands)
        let (banded, inBands) = try drawing(dot, dpi: 192, bandPixels: 1)
        #expect(inBands)
        #expect(whole == banded, "the same file, one bitmap or in bands")
        #expect(try PNGImage(data: whole) == (try PNGImage(data: try png(dot, device: "png:cairo", dpi: 192))), "cairo's own pixels")
    }

    @Test func theDecoderRejectsWhatIsNotAPNG() {
        #expect(throws: PNGImage.DecodingError.malformed("it is not a PNG image")) { try PNGImage(data: Data("GIF89a".utf8)) }
    }
}
