/// Runs one piece of work per index, several at once, and hands the results over in index order,
/// so that files are written and progress is printed in the same order as one by one.
enum OrderedBatch {
    /// Runs `work` for `0..<count` and calls `finish` with each result in index order as soon as it
    /// and every earlier one are done. At most `window` pieces are running or waiting for an
    /// earlier one to finish, so results never pile up behind a slow piece.
    ///
    /// - Throws: the first error in index order, from `work` or `finish`; later results are dropped,
    ///   as if the work had run one by one and stopped there.
    static func run<Output: Sendable>(
        count: Int, window: Int,
        work: @escaping @Sendable (Int) async throws -> Output,
        finish: (Int, Output) throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: (Int, Result<Output, any Error>).self) { group in
            var started = 0
            var finished = 0
            var done: [Int: Result<Output, any Error>] = [:]
            func start() {
                let index = started
                started += 1
                group.addTask {
                    do {
                        return (index, .success(try await work(index)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            let window = max(1, window)
            while started < min(window, count) { start() }
            while let (index, result) = try await group.next() {
                done[index] = result
                while let ready = done.removeValue(forKey: finished) {
                    try finish(finished, ready.get())
                    finished += 1
                }
                while started < count && started - finished < window { start() }
            }
        }
    }
}
