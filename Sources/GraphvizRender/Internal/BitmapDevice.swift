import Foundation
internal import CGraphviz

/// The PNG device Storyflow renders with: Graphviz's cairo renderer draws the picture exactly as
/// for `png:cairo`, and ``PNGEncoder`` writes it (same pixels, a fraction of the time).
///
/// The device writes nothing through Graphviz (whose writer no public header declares): its
/// `format` hook keeps the encoded image, and ``takeImage()`` hands it over once the render
/// returns. Both run while ``GraphvizContext``'s lock is held, which is what makes the shared
/// slot sound.
enum BitmapDevice {
    /// The `-T` value that selects it, once ``install(in:)`` has run for the context.
    static let name = CGRAPHVIZ_BITMAP_DEVICE

    /// The image drawn by the last render with this device, until it is taken.
    nonisolated(unsafe) private static var drawnImage: Data?

    /// Adds the device to a Graphviz context.
    static func install(in context: OpaquePointer) {
        cgraphviz_add_bitmap_device(context, format)
    }

    /// The PNG the last render with this device drew, once; `nil` when it drew nothing.
    static func takeImage() -> Data? {
        defer { drawnImage = nil }
        return drawnImage
    }

    /// Graphviz's `format` hook, called once the page is drawn: encodes the pixels and keeps them.
    private static let format: @convention(c) (UnsafeMutablePointer<GVJ_t>?) -> Void = { job in
        guard let job else { return }
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard let pixels = cgraphviz_job_pixels(job, &width, &height), width > 0, height > 0 else { return }
        drawnImage = PNGEncoder(width: Int(width), height: Int(height), pixels: pixels).encoded()
    }
}
