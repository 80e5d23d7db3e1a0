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
        case .reference: "Storyboard Reference"
        case .other: "Scene"
        }
    }

    /// An icon-like glyph for a container's compact node and cluster (`❮` for navigation…).
    var glyph: String {
        switch self {
        case .navigationController: "❮"
        case .tabBarController: "▦"
        case .splitViewController: "◧"
        case .pageViewController: "⋯"
        case .reference: "→"
        default: "▭"
        }
    }
}
