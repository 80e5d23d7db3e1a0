import Foundation

/// The messages of a render handed to a `storyflow render-worker`.
enum RenderJob {
    /// What `storyflow render` asks: lay out the DOT (the one payload) and draw it in each format.
    struct Request: Codable, Equatable, Sendable {
        /// Graphviz format names, e.g. `svg`, `png`.
        var formats: [String]
        /// PNG resolution in dots per inch.
        var dpi: Double
        /// The most pixels a PNG may have; `nil` for no limit.
        var maximumPNGPixels: Int?
        /// The resolution the pixel budget may not lower a PNG below; `nil` for no floor.
        var minimumPNGDPI: Double?
    }

    /// What the worker sends after each answer, once Graphviz has freed that render's layout: it is
    /// ready for the next request. (It answers first, so the parent goes on while it frees.)
    struct Done: Codable, Equatable, Sendable {}

    /// The worker's answer: one payload per format asked for, in that order, or why it failed.
    struct Response: Codable, Equatable, Sendable {
        /// Graphviz's warnings, for every format in turn.
        var warnings: [String] = []
        /// The resolution each drawing was made at (a PNG's), `nil` for the other formats; one
        /// per payload.
        var dpis: [Double?] = []
        /// The render error, worded as in process; no payloads come with it.
        var error: String?
    }
}
