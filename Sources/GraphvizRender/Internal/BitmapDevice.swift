internal import CGraphviz

/// The PNG device Storyflow renders with: Graphviz's cairo renderer draws the picture exactly as
/// for `png:cairo`, and ``PNGEncoder`` writes it (same pixels, a fraction of the time).
enum BitmapDevice {
    /// The `-T` value that selects it, once ``install(in:)`` has run for the context.
    static let name = CGRAPHVIZ_BITMAP_DEVICE

    /// Adds the device to a Graphviz context.
    static func install(in context: OpaquePointer) {
        cgraphviz_add_bitmap_device(context, format)
    }

    /// Graphviz's `format` hook, called once the page is drawn: encodes the pixels and writes them out.
    private static let format: @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void = { job in
        guard let job else { return }
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard let pixels = cgraphviz_job_pixels(job, &width, &height), width > 0, height > 0 else { return }
        let png = PNGEncoder(width: Int(width), height: Int(height), pixels: pixels).encoded()
        png.withUnsafeBytes { bytes in
            _ = gvwrite(job, bytes.bindMemory(to: CChar.self).baseAddress, bytes.count)
        }
    }
}
