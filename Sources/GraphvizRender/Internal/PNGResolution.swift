/// The resolution a PNG is drawn at: the one asked for, lowered just enough that the image stays
/// within a pixel budget, and never raised.
///
/// Graphviz sizes a bitmap as the drawing plus its pad and margin on each side, in points
/// (1/72 inch), times `dpi / 72`, each side rounded to whole pixels.
struct PNGResolution {
    /// What cairo's PNG device uses when neither the options nor the graph set a resolution.
    static let cairoDefaultDPI = 96.0
    /// What Graphviz's cairo devices pad a drawing with when the graph sets no `pad`, in points.
    static let cairoDefaultPad = 4.0
    private static let pointsPerInch = 72.0

    /// The resolution asked for, in dots per inch.
    let requested: Double
    /// The most pixels (width × height) the image may have; `nil` for no limit.
    let maximumPixels: Int?

    /// The resolution for a drawing `width` × `height` points large, with `border` points
    /// (pad plus margin) added on every side.
    func dpi(width: Double, height: Double, border: Double) -> Double {
        let outer = (width: width + 2 * border, height: height + 2 * border)
        guard let maximumPixels, outer.width > 0, outer.height > 0 else { return requested }
        var dpi = min(requested, Self.pointsPerInch * (Double(maximumPixels) / (outer.width * outer.height)).squareRoot())
        // Rounding each side up may still overshoot by a row or column: step down until it fits.
        while dpi > 1, Self.pixels(outer.width, dpi) * Self.pixels(outer.height, dpi) > maximumPixels {
            dpi *= 0.995
        }
        return dpi
    }

    /// The pixels one side of `points` covers at `dpi`, as Graphviz rounds it (at most one more).
    private static func pixels(_ points: Double, _ dpi: Double) -> Int {
        Int((points * dpi / pointsPerInch).rounded(.up))
    }
}
