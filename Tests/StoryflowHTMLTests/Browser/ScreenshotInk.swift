import Foundation

/// How much of a screenshot's rectangle is drawn on: the share of pixels that differ clearly from the
/// rectangle's most common colour (its background). The PNG is decoded by the browser itself, in a
/// canvas, so the tests need no image library.
struct ScreenshotInk {
    /// The rectangle to measure, in screenshot pixels.
    var x: Int, y: Int, width: Int, height: Int

    /// The share of inked pixels, 0…1.
    func fraction(of png: URL, using chromium: Chromium, folder: URL) throws -> Double {
        let page = folder.appendingPathComponent("measure-\(UUID().uuidString).html")
        try Data(measuringPage(png: try Data(contentsOf: png)).utf8).write(to: page)
        let dom = try chromium.dumpDOM(of: page)
        guard let start = dom.range(of: #"<output id="ink">"#), let end = dom.range(of: "</output>", range: start.upperBound..<dom.endIndex),
              let value = Double(dom[start.upperBound..<end.lowerBound]) else {
            throw MeasureFailed(dom: String(dom.suffix(400)))
        }
        return value
    }

    private func measuringPage(png: Data) -> String {
        """
        <!DOCTYPE html><html><body><output id="ink">pending</output><script>
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement("canvas");
          canvas.width = \(width); canvas.height = \(height);
          const context = canvas.getContext("2d");
          context.drawImage(image, -\(x), -\(y));
          const pixels = context.getImageData(0, 0, \(width), \(height)).data;
          const counts = new Map();
          for (let i = 0; i < pixels.length; i += 4) {
            const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const background = [...counts].sort((a, b) => b[1] - a[1])[0][0];
          const [r, g, b] = [background >> 16, (background >> 8) & 255, background & 255];
          let ink = 0;
          for (let i = 0; i < pixels.length; i += 4) {
            if (Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b) > 60) ink += 1;
          }
          document.getElementById("ink").textContent = String(ink / (pixels.length / 4));
        };
        image.onerror = () => { document.getElementById("ink").textContent = "unreadable"; };
        image.src = "data:image/png;base64,\(png.base64EncodedString())";
        </script></body></html>
        """
    }

    struct MeasureFailed: Error, CustomStringConvertible {
        let dom: String
        var description: String { "the measuring page gave no number: …\(dom)" }
    }
}
