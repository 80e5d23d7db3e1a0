import Foundation
import Storyflow

/// Decides which device a storyboard's scenes are designed for.
///
/// In order: an iPad runtime (`targetRuntime="iOS.CocoaTouch.iPad"`, old storyboards) or a macOS one
/// (`MacOSX.Cocoa`); the device
/// newer storyboards are viewed as (`<device id="ipad9_7">`, `<device id="retina4_7">`); the
/// `~ipad` or `~iphone` suffix of the file name, which iOS uses to pick a storyboard per device;
/// iPad metrics its scenes are simulated at (`<simulatedScreenMetrics type="iPad…">`, or root views
/// of an iPad's size, 768 by 1024 points either way up). `nil` when nothing says.
enum DeviceReader {
    /// The device of the document whose root element is `root`, read from `path`.
    static func device(of root: XMLTreeNode, path: String) -> Device? {
        if root["targetRuntime"] == "iOS.CocoaTouch.iPad" { return .pad }
        if root["targetRuntime"]?.hasPrefix("MacOSX") == true { return .mac }
        if let id = root.child("device")?.id?.lowercased() {
            if id.hasPrefix("ipad") { return .pad }
            if id.hasPrefix("iphone") || id.hasPrefix("retina") { return .phone }
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
        if name.hasSuffix("~ipad") { return .pad }
        if name.hasSuffix("~iphone") { return .phone }
        return hasPadMetrics(root) ? .pad : nil
    }

    /// Whether the scenes are simulated on an iPad: a simulated metrics type naming one, or most of
    /// the controllers' root views at least 768 by 1000 points (portrait or landscape).
    private static func hasPadMetrics(_ root: XMLTreeNode) -> Bool {
        let nodes = root.descendants
        if nodes.contains(where: { $0.name == "simulatedScreenMetrics" && $0["type"]?.lowercased().hasPrefix("ipad") == true }) { return true }
        let sizes: [(Double, Double)] = nodes.filter { $0.name == "view" && $0["key"] == "view" }.compactMap { view in
            guard let frame = view.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
                  let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init) else { return nil }
            return (min(width, height), max(width, height))
        }
        let pads = sizes.filter { $0.0 >= 768 && $0.1 >= 1000 }.count
        return !sizes.isEmpty && pads * 2 > sizes.count
    }
}
