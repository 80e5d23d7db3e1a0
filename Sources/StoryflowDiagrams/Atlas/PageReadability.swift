import Foundation
import GraphvizRender

/// Whether a diagram can be read as one PNG: the text inside its scenes at least
/// ``minimumTextPixels`` tall and the image within the pixel budget, at the resolution `render`
/// would draw it with. When the whole flow fails, `render` writes an atlas of pages instead.
///
/// The resolution follows the PNG's own rule: the default one, lowered so the image stays within
/// the budget, never below one pixel per point. A resolution asked for (`--resolution`) is the
/// user's choice of text size and has no budget: then only a PNG over 16 megapixels is too big.
///
/// ```swift
/// let readability = PageReadability(measure: measure, png: RenderOptions(dpi: 192, maximumPNGPixels: 16_000_000, minimumPNGDPI: 72))
/// readability.textPixels      // 5.3: the median scene text, in pixels
/// readability.isReadable      // false
/// ```
public struct PageReadability: Hashable, Sendable {
    /// The most pixels a PNG gets by default: `render` lowers its resolution to stay within them.
    public static let pngPixelBudget = 16_000_000
    /// The least median height, in pixels, of the text inside scenes that counts as readable.
    public static let minimumTextPixels = 10.0

    /// The PNG's pixels per point.
    public let pixelsPerPoint: Double
    /// The PNG's size in megapixels.
    public let megapixels: Double
    /// The median height of the text inside scenes in the PNG, in pixels (its font size); `nil`
    /// when no scene has text.
    public let textPixels: Double?
    /// The budget the PNG must keep to, in pixels; `nil` when a resolution was asked for.
    public let pixelBudget: Int?

    /// The readability of the drawing `measure` describes, drawn as PNG with `png`'s resolution
    /// (96 dpi when it names none), pixel budget and floor.
    public init(measure: PageMeasure, png: RenderOptions) {
        let area = max(measure.width * measure.height, 1)
        let requested = png.dpi ?? 96
        var dpi = requested
        if let budget = png.maximumPNGPixels {
            dpi = min(dpi, 72 * (Double(budget) / area).squareRoot())
        }
        if let floor = png.minimumPNGDPI { dpi = max(dpi, min(floor, requested)) }
        let pixelsPerPoint = dpi / 72
        self.pixelsPerPoint = pixelsPerPoint
        megapixels = area * pixelsPerPoint * pixelsPerPoint / 1_000_000
        textPixels = measure.medianSceneTextPoints.map { $0 * pixelsPerPoint }
        pixelBudget = png.maximumPNGPixels
    }

    /// How many times too big the drawing is for a readable page: the area it would have to shrink
    /// to for its text to reach ``minimumTextPixels`` and its PNG to fit the budget, as a share of
    /// its area; at most 1 when it is readable.
    public var load: Double {
        let budget = Double(pixelBudget ?? Self.pngPixelBudget) / 1_000_000
        // A resolution asked for is kept whatever the text becomes: only the size tells.
        guard pixelBudget != nil else { return megapixels / budget }
        let text = textPixels.map { pow(Self.minimumTextPixels / max($0, 0.01), 2) } ?? 0
        // Within its budget, a PNG lowers its resolution to fit: then only the text tells.
        return max(text, megapixels <= budget * 1.001 ? 0 : megapixels / budget)
    }

    /// Whether the text is tall enough and the image within its budget.
    public var isReadable: Bool {
        load <= 1
    }

    /// How it falls short, for the line that says an atlas was written ("scene text 5.3 px tall").
    public var shortfall: String {
        let text = textPixels.map { "scene text \((($0 * 10).rounded() / 10)) px tall" }
        let size = "\(((megapixels * 10).rounded() / 10)) megapixels"
        return [text, size].compactMap { $0 }.joined(separator: ", ")
    }
}
