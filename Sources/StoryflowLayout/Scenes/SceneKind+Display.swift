import Storyflow

extension SceneKind {
    /// The name Interface Builder gives the kind: `Navigation Controller`, `Tab Bar Controller`….
    var displayName: String {
        switch self {
        case .viewController: "View Controller"
        case .tableViewController: "Table View Controller"
        case .collectionViewController: "Collection View Controller"
        case .navigationController: "Navigation Controller"
        case .tabBarController: "Tab Bar Controller"
        case .splitViewController: "Split View Controller"
        case .pageViewController: "Page View Controller"
        case .windowController: "Window Controller"
        case .reference: "Storyboard Reference"
        case .other: "Scene"
        }
    }

    /// The name Interface Builder gives the kind on `device`: a Mac's tab container is a `Tab View Controller`.
    func displayName(on device: Device?) -> String {
        device == .mac && self == .tabBarController ? "Tab View Controller" : displayName
    }

    /// An icon-like glyph for a container's compact node and cluster (`❮` for navigation…).
    var glyph: String {
        switch self {
        case .navigationController: "❮"
        case .tabBarController: "▦"
        case .splitViewController: "◧"
        case .pageViewController: "⋯"
        case .windowController: "❐"
        case .reference: "→"
        default: "▭"
        }
    }
}
