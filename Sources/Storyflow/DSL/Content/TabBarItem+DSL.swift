extension TabBarItem {
    /// A tab bar item titled `title`, for a scene's `tab:` parameter.
    ///
    /// ```swift
    /// NavigationController("PlayersNav", tab: TabBarItem("Players", image: "Players")) { … }
    /// ```
    public init(_ title: String, image: String? = nil, badge: String? = nil) {
        self.init(title: title, image: image, badge: badge)
    }
}
