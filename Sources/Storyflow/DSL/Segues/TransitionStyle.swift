/// `UIModalTransitionStyle` for a presented segue; raw values are Interface Builder's tokens.
///
/// ```swift
/// Button("Flip").segue(.present(style: nil, transition: .flipHorizontal), to: "Back")
/// ```
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
