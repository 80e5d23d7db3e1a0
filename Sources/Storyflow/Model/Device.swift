/// The kind of device a flow's screens are designed for: iPhone, iPad or Mac.
///
/// An iPad storyboard (`targetRuntime="iOS.CocoaTouch.iPad"`, a `<device id="ipad…">`, a
/// `~ipad` file) records ``pad``; diagrams draw its scenes as wider, iPad-shaped screens. A macOS
/// storyboard (`targetRuntime="MacOSX.Cocoa"`) records ``mac``; its scenes are drawn as windows.
///
/// ```swift
/// let flow = try Flow("Menu", device: .pad) { ViewController("Detail") }
/// flow.device   // .pad
/// ```
/// Raw values are the stable JSON tokens.
public enum Device: String, Hashable, Sendable, Codable, CaseIterable {
    /// An iPhone (or iPod touch).
    case phone
    /// An iPad.
    case pad
    /// A Mac: scenes are windows and window contents.
    case mac
}
