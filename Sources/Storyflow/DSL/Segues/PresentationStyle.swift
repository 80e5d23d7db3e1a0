/// `UIModalPresentationStyle` for a presented segue; raw values are Interface Builder's tokens.
///
/// ```swift
/// BarButton(.compose).segue(.present(style: .formSheet), to: "ComposeNav")
/// ```
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom
    case overFullScreen, overCurrentContext, popover
}
