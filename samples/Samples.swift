import Storyflow

/// The apps of the tutorials Storyflow was created from, declared with the DSL: built-in flows
/// for the command line, documentation and tests.
///
/// Each sample is a throwing function rather than a stored constant, so a mistake in one surfaces
/// as a ``FlowDefinitionError`` naming the file and line, never as a crash; the test suite builds
/// every sample.
///
/// ```swift
/// for flow in try Samples.all() { print(flow.name, flow.scenes.count) }
/// let ratings = try Samples.flow(named: "Ratings")
/// ```
public enum Samples {
    /// Every sample: Ratings, FriendList, Homepwner.
    public static func all() throws(FlowDefinitionError) -> [Flow] {
        [try ratings(), try friendList(), try homepwner()]
    }

    /// The sample whose ``Flow/name`` is `name`, if there is one.
    public static func flow(named name: String) throws(FlowDefinitionError) -> Flow? {
        try all().first { $0.name == name }
    }
}
