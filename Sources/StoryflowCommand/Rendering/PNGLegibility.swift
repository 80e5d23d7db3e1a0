import Foundation
import GraphvizRender

/// Whether a rendered PNG keeps its text legible (at least one pixel per point), and what to tell
/// the user when it cannot: the pixel budget was exceeded to keep one pixel per point, or cairo's
/// largest bitmap forced fewer. Either way, pages (`--split`) or a focus (`--focus`) draw readable parts.
struct PNGLegibility {
    /// One pixel per point: 72 dots per inch.
    static let legibleDPI = 72.0

    /// The image's size in pixels.
    let width: Int
    let height: Int
    /// Its resolution in dots per inch.
    let dpi: Double
    /// The resolution asked for: a lower one chosen on purpose (`--resolution 0.5`) is not reported.
    let requestedDPI: Double
    /// The pixel budget it was drawn with, if any.
    let pixelBudget: Int?

    /// The legibility of a PNG result; `nil` when it is not a PNG with a known resolution.
    init?(result: RenderResult, requestedDPI: Double, pixelBudget: Int?) {
        let bytes = [UInt8](result.data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let dpi = result.dpi else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(at: 16)
        height = number(at: 20)
        self.dpi = dpi
        self.requestedDPI = requestedDPI
        self.pixelBudget = pixelBudget
    }

    /// The warning to print, or `nil` when the image is legible within its budget.
    var warning: String? {
        let advice = "draw readable pages with --split storyboard|tab|stack, or one part with --focus SCENE"
        let size = "\(width)×\(height) pixels"
        if dpi < Self.legibleDPI - 0.01, dpi < requestedDPI - 0.01 {
            let perPoint = (dpi / Self.legibleDPI * 100).rounded() / 100
            return "the PNG is too large for 1 pixel per point: drawn at \(perPoint) pixels per point (\(size), cairo's largest image); \(advice)"
        }
        if let pixelBudget, width * height > pixelBudget {
            let megapixels = (Double(width * height) / 100_000).rounded() / 10
            return "the PNG takes \(size) (\(megapixels) megapixels, over the \(pixelBudget / 1_000_000)-megapixel budget) to keep 1 pixel per point; \(advice)"
        }
        return nil
    }
}
