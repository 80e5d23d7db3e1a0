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
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path
        let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
        func relative(_ location: SourceLocation?) -> SourceLocation? {
            guard var location else { return nil }
            let path = URL(fileURLWithPath: location.file).standardizedFileURL.path
            if path.hasPrefix(folder) { location.file = String(path.dropFirst(folder.count)) }
            return location
        }
        var flow = self
        for index in flow.scenes.indices { flow.scenes[index].location = relative(flow.scenes[index].location) }
        for index in flow.segues.indices { flow.segues[index].location = relative(flow.segues[index].location) }
        return flow
    }
}
