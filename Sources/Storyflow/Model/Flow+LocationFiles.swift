import Foundation

extension Flow {
    /// The flow with every scene's and segue's location file that lies under `root` named relative to
    /// it, so outputs name `Base.lproj/Main.storyboard`, not an absolute or temporary path, and two
    /// versions of an app read from two folders name their files alike. Other files stay as they are.
    ///
    /// ```swift
    /// flow.scenes[0].location?.file                                   // "/work/App/Base.lproj/Main.storyboard"
    /// flow.locationFiles(relativeTo: "/work/App").scenes[0].location?.file   // "Base.lproj/Main.storyboard"
    /// ```
    public func locationFiles(relativeTo root: String) -> Flow {
        var flow = self
        for index in flow.scenes.indices { flow.scenes[index].location = flow.scenes[index].location?.fileRelative(to: root) }
        for index in flow.segues.indices { flow.segues[index].location = flow.segues[index].location?.fileRelative(to: root) }
        return flow
    }
}

extension SourceLocation {
    /// The location with its file named relative to `root` when it lies under it (a relative file is
    /// taken from the current directory); as it is otherwise.
    ///
    /// ```swift
    /// SourceLocation(file: "/work/App/Main.storyboard", line: 3).fileRelative(to: "/work").file   // "App/Main.storyboard"
    /// ```
    public func fileRelative(to root: String) -> SourceLocation {
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path
        let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        var location = self
        if path.hasPrefix(folder) { location.file = String(path.dropFirst(folder.count)) }
        return location
    }
}
