import Foundation

/// Test helpers for reading rendered output.
enum TestSupport {
    /// The first executable named `name` on `PATH`, else where Debian, Homebrew and `/usr/local` put it.
    static func commandPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The contents of every `<text>` element of an SVG, in document order.
    static func svgTexts(_ data: Data) -> [String] {
        let svg = String(decoding: data, as: UTF8.self)
        return svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
    }

    /// The contents of every `<title>` element of an SVG, in document order.
    static func svgTitles(_ data: Data) -> [String] {
        let svg = String(decoding: data, as: UTF8.self)
        return svg.matches(of: /<title>([^<]*)<\/title>/).map { String($0.output.1) }
    }

    /// The width in pixels stored in a PNG's IHDR chunk.
    static func pngWidth(_ data: Data) -> Int {
        data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    /// The height in pixels stored in a PNG's IHDR chunk.
    static func pngHeight(_ data: Data) -> Int {
        data.dropFirst(20).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    /// A grid of `side` × `side` labelled boxes: a drawing whose size grows with `side`.
    static func grid(side: Int) -> String {
        var lines = ["digraph grid {", "  node [shape=box, fontname=\"DejaVu Sans\"];"]
        for row in 0..<side {
            for column in 0..<side {
                let name = "n\(row)_\(column)"
                if column + 1 < side { lines.append("  \(name) -> n\(row)_\(column + 1);") }
                if row + 1 < side { lines.append("  \(name) -> n\(row + 1)_\(column) [label=\"down\"];") }
            }
        }
        return (lines + ["}"]).joined(separator: "\n")
    }

    /// A new empty folder in the temporary directory.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("GraphvizRenderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A graph with nested clusters and an anonymous `rank=same` subgraph: the shape whose
    /// layout the default ID discipline makes vary between renders in one process.
    static let nestedClusters = """
        digraph clusters {
          fontname="DejaVu Sans"; node [fontname="DejaVu Sans"];
          subgraph cluster_tabs {
            label="Tabs";
            subgraph cluster_players { label="Players"; players; detail; }
            subgraph cluster_gestures { label="Gestures"; gestures; }
          }
          subgraph cluster_modal {
            label="Modal";
            subgraph cluster_add { label="Add"; add; pick; }
          }
          { rank=same; detail; add; }
          players -> detail -> pick; players -> add -> pick; gestures -> add; detail -> gestures;
        }
        """
}
