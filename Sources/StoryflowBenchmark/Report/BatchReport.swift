/// A batch of flows in one `storyflow render`, one by one against side by side.
struct BatchReport: Hashable, Codable, Sendable {
    /// How many flows.
    var flows: Int
    /// Their scenes, together.
    var scenes: Int
    /// `storyflow render … --jobs 1`: every flow laid out in the CLI's process, one after another.
    var oneByOne: CommandReport
    /// `storyflow render …`: the flows laid out side by side in worker processes, one per core.
    var sideBySide: CommandReport
    /// Whether both wrote the same files, byte for byte.
    var sameFiles: Bool?

    /// How many times faster side by side is than one by one (wall-clock).
    var speedUp: Double? {
        guard let serial = oneByOne.seconds, let parallel = sideBySide.seconds, parallel > 0 else { return nil }
        return serial / parallel
    }
}
