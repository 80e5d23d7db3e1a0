/// The resolution a PNG is drawn at: the one asked for, lowered just enough that the image stays
/// within a pixel budget (but not below a minimum, when one is set) and within cairo's largest
/// bitmap, and never raised.
///
/// Cairo cannot draw a bitmap wider or taller than 32767 pixels; Graphviz then scales the drawing
/// down itself and prints a note on the process's standard error. Lowering the resolution first
/// gives the same picture without the note, and reports the resolution actually used.
///
/// Graphviz sizes a bitmap as the drawing plus its pad and margin on each side, in points
/// (1/72 inch), times `dpi / 72`, each side rounded to whole pixels.
struct PNGResolution {
    /// What cairo's PNG device uses when neither the options nor the graph set a resolution.
    static let cairoDefaultDPI = 96.0
    /// What Graphviz's cairo devices pad a drawing with when the graph sets no `pad`, in points.
    static let cairoDefaultPad = 4.0
    /// The widest and tallest bitmap cairo draws, in pixels.
    static let maximumSide = 32_767
    private static let pointsPerInch = 72.0

    /// The resolution asked for, in dots per inch.
    let requested: Double
    /// The most pixels (width × height) the image may have; `nil` for no limit.
    let maximumPixels: Int?
    /// The resolution the pixel budget may not go below (72 keeps one pixel per point); `nil` for none.
    /// Only cairo's largest bitmap can push the resolution lower.
    var minimum: Double? = nil

    /// The resolution for a drawing `width` × `height` points large, with `border` points
    /// (pad plus margin) added on every side.
    func dpi(width: Double, height: Double, border: Double) -> Double {
        let outer = (width: width + 2 * border, height: height + 2 * border)
        guard outer.width > 0, outer.height > 0 else { return requested }
        let largest = min(requested, Self.pointsPerInch * Double(Self.maximumSide) / max(outer.width, outer.height))
        var dpi = largest
        var budget = maximumPixels
        if let maximumPixels {
            dpi = min(dpi, Self.pointsPerInch * (Double(maximumPixels) / (outer.width * outer.height)).squareRoot())
        }
        if let minimum, dpi < min(minimum, largest) {
            // Legibility wins over the budget: the image gets the pixels one pixel per point needs.
            dpi = min(minimum, largest)
            budget = nil
        }
        // Rounding each side up may still overshoot by a row or column: step down until it fits.
        while dpi > 1, !fits(width: Self.pixels(outer.width, dpi), height: Self.pixels(outer.height, dpi), budget: budget) {
            dpi *= 0.995
        }
        return dpi
    }

    /// Whether a bitmap of this size is within cairo's limit and the budget. Graphviz's own count of
    /// a side can come out a pixel or two above this estimate, so the side limit keeps that margin.
    private func fits(width: Int, height: Int, budget: Int?) -> Bool {
        max(width, height) + 2 <= Self.maximumSide && width * height <= (budget ?? .max)
    }

    /// The pixels one side of `points` covers at `dpi`, as Graphviz rounds it (at most one more).
    private static func pixels(_ points: Double, _ dpi: Double) -> Int {
        Int((points * dpi / pointsPerInch).rounded(.up))
    }
}
