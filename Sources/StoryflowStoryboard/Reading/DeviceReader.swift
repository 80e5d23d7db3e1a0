import Foundation
import Storyflow

/// Decides which device a storyboard's scenes are designed for.
///
/// In order: an iPad runtime (`targetRuntime="iOS.CocoaTouch.iPad"`, old storyboards) or a macOS one
/// (`MacOSX.Cocoa`); the device
/// newer storyboards are viewed as (`<device id="ipad9_7">`, `<device id="retina4_7">`); the
/// `~ipad` or `~iphone` suffix of the file name, which iOS uses to pick a storyboard per device.
/// `nil` when nothing says.
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
        return nil
    }
}
