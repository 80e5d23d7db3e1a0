extension Segue {
    /// Where a segue was read from, recorded when it is made; raw values are the JSON tokens.
    ///
    /// Review rules about storyboard segues (identifiers, segues back) leave segues read from Swift
    /// code alone: `performSegue(withIdentifier:)` has no meaning there.
    ///
    /// ```swift
    /// try importer.importFlow(at: "Main.storyboard").segues[0].origin   // .storyboard
    /// segue.origin == .swiftSource                                       // read by `storyflow scan`
    /// ```
    public enum Origin: String, Hashable, Sendable, Codable, CaseIterable {
        /// Declared with this package's DSL or its API, in Swift.
        case dsl
        /// Read from an Xcode `.storyboard`.
        case storyboard
        /// Read from a JSON flow that does not say where it came from (written by hand or by a tool).
        case json
        /// Read from an app's Swift sources by the source scanner.
        case swiftSource
    }
}
