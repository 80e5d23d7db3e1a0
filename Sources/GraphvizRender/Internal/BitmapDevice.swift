import Foundation
internal import CGraphviz

/// The PNG device Storyflow renders with: Graphviz's cairo renderer draws the picture exactly as
/// for `png:cairo`, but into a recording of its drawing commands; ``PNGEncoder`` then has the
/// recording drawn in horizontal bands and encodes each as it is drawn (same pixels, a fraction of
/// the time, and the memory of one band instead of the whole bitmap's). cairo is found at run time
/// (`cgraphviz_cairo`), in the library Graphviz's cairo plugin loaded; without it, the renderer
/// draws the page into one bitmap, as before banding, and ``PNGEncoder`` encodes that.
///
/// The device writes nothing through Graphviz (whose writer no public header declares): its
/// `format` hook keeps the encoded image, and ``takeImage()`` hands it over once the render
/// returns. Both run while ``GraphvizContext``'s lock is held, which is what makes the shared
/// slots sound.
enum BitmapDevice {
    /// The `-T` value that selects it, once ``install(in:)`` has run for the context.
    static let name = CGRAPHVIZ_BITMAP_DEVICE

    /// The most pixels a band of the next render holds (``PNGEncoder/defaultBandPixels`` unless a test asks for less).
    nonisolated(unsafe) static var bandPixels = PNGEncoder.defaultBandPixels

    /// Whether the next render records its page to draw it in bands (tests turn it off to draw one bitmap, as when
    /// cairo cannot be found).
    nonisolated(unsafe) static var recordsPages = true

    /// Whether the last render with this device drew its page in bands.
    nonisolated(unsafe) private(set) static var drewInBands = false

    /// The image drawn by the last render with this device, until it is taken.
    nonisolated(unsafe) private static var drawnImage: Data?

    /// Adds the device to a Graphviz context.
    static func install(in context: OpaquePointer) {
        cgraphviz_add_bitmap_device(context, initialize, format)
    }

    /// The PNG the last render with this device drew, once; `nil` when it drew nothing.
    static func takeImage() -> Data? {
        defer { drawnImage = nil }
        return drawnImage
    }

    /// Graphviz's `initialize` hook, called before the page is drawn: has it recorded, unless a test asks for one bitmap.
    private static let initialize: @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void = { job in
        guard let job, recordsPages else { return }
        _ = cgraphviz_record_page(job)
    }

    /// Graphviz's `format` hook, called once the page is drawn: draws the recording band by band, encoding each band, or
    /// encodes the one bitmap the renderer drew when the page was not recorded.
    private static let format: @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void = { job in
        guard let job else { return }
        var width: UInt32 = 0
        var height: UInt32 = 0
        cgraphviz_job_size(job, &width, &height)
        drewInBands = cgraphviz_job_recorded(job)
        guard width > 0, height > 0 else { return }
        let encoder = PNGEncoder(width: Int(width), height: Int(height), bandPixels: bandPixels)
        guard drewInBands else {
            drawnImage = cgraphviz_job_pixels(job).map { encoder.encoded(pixels: $0) }
            return
        }
        drawnImage = encoder.encoded { rows, read in
            var pixels: UnsafePointer<UInt32>?
            guard let band = cgraphviz_draw_band(job, Int32(rows.lowerBound), Int32(rows.count), &pixels), let pixels else { return false }
            defer { cgraphviz_free_band(band) }
            read(pixels)
            return true
        }
    }
}
