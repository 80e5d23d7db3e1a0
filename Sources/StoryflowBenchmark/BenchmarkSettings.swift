import GraphvizRender
import StoryflowLayout

/// The settings shared by the benchmark and the child processes it runs.
struct BenchmarkSettings: Hashable, Sendable {
    /// Repetitions asked for (cases of 1000 scenes and more run fewer).
    var repetitions: Int
    /// Seconds each Graphviz run may take.
    var timeout: Double
    /// The layout scale every case is laid out with.
    var layoutScale: DetailLevel
    /// The PNG resolution asked for: the CLI's default, 2 × 96.
    var pngDPI: Double
    /// The most pixels a PNG may have.
    var pngMaximumPixels: Int

    /// The `--case` value that measures the corpus.
    static let corpusCase = "corpus"

    /// The options that pass these settings to a child process.
    var arguments: [String] {
        ["--repetitions", String(repetitions), "--timeout", String(timeout), "--detail", layoutScale.rawValue,
         "--png-dpi", String(pngDPI), "--png-pixels", String(pngMaximumPixels)]
    }

    /// The layout options of every case.
    var layoutOptions: LayoutOptions {
        LayoutOptions(detail: layoutScale)
    }

    /// The renderer options of every case: the CLI's default PNG, whose pixel budget never lowers
    /// the resolution below one pixel per point.
    var renderOptions: RenderOptions {
        RenderOptions(dpi: pngDPI, maximumPNGPixels: pngMaximumPixels, minimumPNGDPI: Self.legiblePNGDPI)
    }

    /// The lowest resolution the CLI's pixel budget gives a PNG (`PNGLegibility.legibleDPI`).
    static let legiblePNGDPI = 72.0
}
