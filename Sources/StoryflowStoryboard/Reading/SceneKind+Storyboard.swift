import Storyflow

extension SceneKind {
    /// The kind for an Interface Builder controller element (macOS tab view controllers are tab
    /// containers); anything unknown (hosting controllers, AVKit, the macOS application scene…) is
    /// ``SceneKind/other``.
    init(storyboardElement name: String) {
        switch name {
        case "viewController": self = .viewController
        case "tableViewController": self = .tableViewController
        case "collectionViewController": self = .collectionViewController
        case "navigationController": self = .navigationController
        case "tabBarController", "tabViewController": self = .tabBarController
        case "splitViewController": self = .splitViewController
        case "pageViewController": self = .pageViewController
        case "windowController": self = .windowController
        case "viewControllerPlaceholder": self = .reference
        default: self = .other
        }
    }
}
