import Foundation
import Testing

/// Renders Mermaid text with Mermaid's own script in headless Chromium, as GitHub's viewer does,
/// and reports each diagram as drawn or with the error Mermaid gave.
///
/// The script comes from the PyPI package `diagram-renderer` (`scripts/test` installs it), or from
/// `MERMAID_JS`; the browser is Debian's `chromium`. Tests that need them skip, saying so, when
/// either is missing.
enum MermaidBrowser {
    /// What Mermaid made of one diagram.
    enum Outcome: Equatable {
        /// Drawn: an SVG with this many node groups.
        case drawn(nodes: Int)
        case failed(String)
    }

    /// `mermaid.min.js`, when it is installed.
    static let script: URL? = {
        if let path = ProcessInfo.processInfo.environment["MERMAID_JS"], FileManager.default.fileExists(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        let find = "import os, diagram_renderer; print(os.path.join(os.path.dirname(diagram_renderer.__file__), 'renderers', 'static', 'js', 'mermaid.min.js'))"
        guard let output = run(["python3", "-c", find], timeout: 60)?.trimmingCharacters(in: .whitespacesAndNewlines),
              FileManager.default.fileExists(atPath: output) else { return nil }
        return URL(fileURLWithPath: output)
    }()

    /// The Chromium executable, when it is installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs a test only when both are there, and says which is missing when not.
    static var required: ConditionTrait {
        .enabled(if: script != nil && chromium != nil,
                 "\(chromium == nil ? "chromium (apt-get install chromium)" : "Mermaid's script (pip install diagram-renderer)") is missing: Mermaid rendering test skipped")
    }

    /// Renders every diagram in one page load and returns one outcome per diagram, in order.
    static func render(_ diagrams: [String]) throws -> [Outcome] {
        guard let script, let chromium else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-mermaid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("render.html")
        try Data(html(diagrams, script: script).utf8).write(to: page)
        let dom = run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                       "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                       "--virtual-time-budget=60000", "--dump-dom", page.absoluteString], timeout: 180) ?? ""
        guard let start = dom.range(of: "<pre id=\"results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return []
        }
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        return lines.compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count >= 2, Int(parts[0]) != nil else { return nil }
            return parts[1] == "ok" ? .drawn(nodes: Int(parts.count > 2 ? parts[2] : "0") ?? 0) : .failed(parts.count > 2 ? parts[2] : "")
        }
    }

    /// A page that draws each diagram with `mermaid.render` and lists the outcomes in `<pre id="results">`.
    private static func html(_ diagrams: [String], script: URL) throws -> String {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: diagrams), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
        return """
        <!DOCTYPE html><html><head><meta charset="utf-8"><script src="\(script.absoluteString)"></script></head>
        <body><pre id="results">pending</pre><script type="application/json" id="diagrams">\(json)</script>
        <script>
        (async () => {
          const out = [];
          mermaid.initialize({startOnLoad: false, securityLevel: 'strict'});
          const diagrams = JSON.parse(document.getElementById('diagrams').textContent);
          for (let i = 0; i < diagrams.length; i++) {
            try {
              const { svg } = await mermaid.render('d' + i, diagrams[i]);
              const unsupported = svg.includes('Unsupported markdown');
              const nodes = (svg.match(/class="node[ "]/g) || []).length;
              out.push(i + (unsupported ? ' error unsupported markdown in a label' : ' ok ' + nodes));
            } catch (e) {
              out.push(i + ' error ' + String((e && e.message) || e).split('\\n').join(' '));
            }
          }
          document.getElementById('results').textContent = out.join('\\n');
        })();
        </script></body></html>
        """
    }

    /// Runs a program and returns its standard output, or `nil` when it cannot run, fails or times out.
    private static func run(_ arguments: [String], timeout: Double) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
