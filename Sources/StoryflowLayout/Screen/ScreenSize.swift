import Storyflow

/// The size of a scene's screen, in points: a portrait phone, a wider iPad for iPad flows, a
/// landscape window for Mac flows.
struct ScreenSize: Equatable {
    /// The width of the screen.
    let width: Int
    /// The height below the bars that content and blank space fill together.
    let contentHeight: Double

    /// A phone's screen (``PhoneMetrics``).
    static let phone = ScreenSize(width: PhoneMetrics.screenWidth, contentHeight: PhoneMetrics.contentHeight)
    /// An iPad's portrait screen: 1.4 times a phone's width, squarer (about 3 : 4 with its bars).
    static let pad = ScreenSize(width: 252, contentHeight: 300)
    /// A Mac window: wider than tall; the title bar counts in its height.
    static let mac = ScreenSize(width: 270, contentHeight: 190)

    /// The screen of a flow designed for `device`; phones when it records none.
    static func of(_ device: Device?) -> ScreenSize {
        switch device {
        case .pad: .pad
        case .mac: .mac
        case .phone, nil: .phone
        }
    }
}
