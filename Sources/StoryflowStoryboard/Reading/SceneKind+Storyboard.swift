import Storyflow

extension SceneKind {
    /// The kind for an Interface Builder controller element; anything unknown
    /// (window controllers, hosting controllers, AVKit…) is ``SceneKind/other``.
    init(storyboardElement name: String) {
        switch name {
        case "viewController": self = .viewController
        case "tableViewController": self = .tableViewController
        case "collectionViewController": self = .collectionViewController
        case "navigationController": self = .navigationController
        case "tabBarController": self = .tabBarController
        case "splitViewController": self = .splitViewController
        case "pageViewController": self = .pageViewController
        case "viewControllerPlaceholder": self = .reference
        default: self = .other
        }
    }
}
