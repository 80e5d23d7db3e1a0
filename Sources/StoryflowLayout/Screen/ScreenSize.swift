import Storyflow

/// The size of a scene's screen, in points: a portrait phone, or a wider iPad for iPad flows.
struct ScreenSize: Equatable {
    /// The width of the screen.
    let width: Int
    /// The height below the bars that content and blank space fill together.
    let contentHeight: Double

    /// A phone's screen (``PhoneMetrics``).
    static let phone = ScreenSize(width: PhoneMetrics.screenWidth, contentHeight: PhoneMetrics.contentHeight)
    /// An iPad's portrait screen: 1.4 times a phone's width, squarer (about 3 : 4 with its bars).
    static let pad = ScreenSize(width: 252, contentHeight: 300)

    /// The screen of a flow designed for `device`; phones when it records none.
    static func of(_ device: Device?) -> ScreenSize {
        device == .pad ? .pad : .phone
    }
}
