import Foundation

/// Whether a diagram can be read as one PNG: the text inside its scenes at least
/// ``minimumTextPixels`` tall and the image within the pixel budget, at the resolution `render`
/// would draw it with. When the whole flow fails, `render` writes an atlas of pages instead.
///
/// The resolution follows the PNG's own rule: the default one, lowered so the image stays within
/// the budget, never below one pixel per point. A resolution asked for (`--resolution`) is the
/// user's choice of text size and has no budget: then only a PNG over 16 megapixels is too big.
///
/// ```swift
/// let readability = PageReadability(measure: measure, output: output)
/// readability.textPixels      // 5.3: the median scene text, in pixels
/// readability.isReadable      // false
/// ```
struct PageReadability: Hashable, Sendable {
    /// The least median height, in pixels, of the text inside scenes that counts as readable.
    static let minimumTextPixels = 10.0

    /// The PNG's pixels per point.
    let pixelsPerPoint: Double
    /// The PNG's size in megapixels.
    let megapixels: Double
    /// The median height of the text inside scenes in the PNG, in pixels (its font size); `nil`
    /// when no scene has text.
    let textPixels: Double?
    /// The budget the PNG must keep to, in pixels; `nil` when a resolution was asked for.
    let pixelBudget: Int?

    /// The readability of the drawing `measure` describes, drawn as `output` draws PNGs.
    init(measure: PageMeasure, output: GraphvizOutput) {
        let area = max(measure.width * measure.height, 1)
        var dpi = output.dpi
        if let budget = output.maximumPNGPixels {
            dpi = min(dpi, 72 * (Double(budget) / area).squareRoot())
        }
        if let floor = output.minimumPNGDPI { dpi = max(dpi, min(floor, output.dpi)) }
        let pixelsPerPoint = dpi / 72
        self.pixelsPerPoint = pixelsPerPoint
        megapixels = area * pixelsPerPoint * pixelsPerPoint / 1_000_000
        textPixels = measure.medianSceneTextPoints.map { $0 * pixelsPerPoint }
        pixelBudget = output.maximumPNGPixels
    }

    /// How many times too big the drawing is for a readable page: the area it would have to shrink
    /// to for its text to reach ``minimumTextPixels`` and its PNG to fit the budget, as a share of
    /// its area; at most 1 when it is readable.
    var load: Double {
        let budget = Double(pixelBudget ?? RenderCommand.pngPixelBudget) / 1_000_000
        // A resolution asked for is kept whatever the text becomes: only the size tells.
        guard pixelBudget != nil else { return megapixels / budget }
        let text = textPixels.map { pow(Self.minimumTextPixels / max($0, 0.01), 2) } ?? 0
        // Within its budget, a PNG lowers its resolution to fit: then only the text tells.
        return max(text, megapixels <= budget * 1.001 ? 0 : megapixels / budget)
    }

    /// Whether the text is tall enough and the image within its budget.
    var isReadable: Bool {
        load <= 1
    }

    /// How it falls short, for the line that says an atlas was written ("scene text 5.3 px tall").
    var shortfall: String {
        let text = textPixels.map { "scene text \((($0 * 10).rounded() / 10)) px tall" }
        let size = "\(((megapixels * 10).rounded() / 10)) megapixels"
        return [text, size].compactMap { $0 }.joined(separator: ", ")
    }
}
