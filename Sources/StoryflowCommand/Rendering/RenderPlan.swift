/// Where the flows of one `storyflow render` are laid out, and how many at once.
///
/// Graphviz is not thread-safe, so flows are laid out side by side in worker processes: with
/// several flows and `jobs` above 1, every flow goes to one of `jobs` workers. Otherwise flows are
/// laid out one after another in this process, except those big enough to need protection from a
/// Graphviz crash or hang (or all of them, when a time limit is given), which go to one worker.
struct RenderPlan: Equatable {
    /// For each flow, whether a worker process lays it out.
    let usesWorker: [Bool]
    /// How many worker processes to start: none, one, or up to `jobs`.
    let workerCount: Int
    /// How many flows may be in progress at once (graph built, being laid out, or waiting to be written).
    let window: Int

    /// - Parameters:
    ///   - sceneCounts: The scenes of each flow.
    ///   - jobs: How many flows may be laid out at once.
    ///   - isolationThreshold: From this many scenes on, a flow is laid out in a worker.
    ///   - isolatesEveryFlow: Whether every flow is laid out in a worker (a time limit was given).
    ///   - drawsWithGraphviz: Whether any format needs Graphviz; without it no worker is needed.
    init(sceneCounts: [Int], jobs: Int, isolationThreshold: Int, isolatesEveryFlow: Bool, drawsWithGraphviz: Bool) {
        let parallel = drawsWithGraphviz && jobs > 1 && sceneCounts.count > 1
        usesWorker = sceneCounts.map { scenes in
            drawsWithGraphviz && (parallel || isolatesEveryFlow || scenes >= isolationThreshold)
        }
        workerCount = parallel ? min(jobs, sceneCounts.count) : (usesWorker.contains(true) ? 1 : 0)
        // Twice as many flows as workers keeps every worker busy while the next graphs are built.
        window = parallel ? 2 * workerCount : 1
    }

    /// Whether some flow is laid out in this process.
    var rendersInProcess: Bool {
        usesWorker.contains(false)
    }
}
