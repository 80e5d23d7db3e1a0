import StoryflowGenerator

/// One benchmark case: a synthetic flow of a shape and size, written `app:1000` on the command line.
struct BenchmarkCase: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The generator's shape.
    var shape: SyntheticFlowGenerator.Shape
    /// The number of scenes.
    var sceneCount: Int

    /// A case of the given shape and size.
    init(shape: SyntheticFlowGenerator.Shape, sceneCount: Int) {
        self.shape = shape
        self.sceneCount = sceneCount
    }

    /// The case written `shape:count`, e.g. `deep:3000`; `nil` for anything else.
    init?(argument: String) {
        let parts = argument.split(separator: ":")
        guard parts.count == 2, let shape = SyntheticFlowGenerator.Shape(rawValue: String(parts[0])),
              let count = Int(parts[1]), count >= 2 else { return nil }
        self.init(shape: shape, sceneCount: count)
    }

    /// `shape:count`, as parsed by ``init(argument:)``.
    var description: String { "\(shape.rawValue):\(sceneCount)" }

    /// How many times to repeat the case when `requested` repetitions are asked for: all of them
    /// up to 300 scenes, at most 3 beyond, where a repetition (PNG included) takes seconds.
    func repetitions(requested: Int) -> Int {
        sceneCount <= 300 ? requested : min(requested, 3)
    }
}

extension SyntheticFlowGenerator.Shape: Codable {}
