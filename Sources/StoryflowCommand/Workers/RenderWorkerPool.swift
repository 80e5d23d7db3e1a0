import Foundation

/// Up to `size` `storyflow render-worker` processes that lay out and draw DOT, one render each at
/// a time: Graphviz is not thread-safe, so processes are how renders run on several cores, and a
/// Graphviz crash or hang costs one render, never the command.
///
/// Workers start on first need (or ahead of it with ``prepare(count:)``, so their start-up overlaps
/// the parent's own work) and serve one render after another; one that crashed or ran out of time
/// is replaced. ``shutDown()`` ends them all.
actor RenderWorkerPool {
    private let executable: URL
    private let size: Int
    private var idle: [RenderWorker] = []
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A pool of at most `size` workers running `executable render-worker`.
    init(executable: URL, size: Int) {
        self.executable = executable
        self.size = max(1, size)
    }

    /// A pool of this program's own workers.
    ///
    /// - Throws: ``CommandError/workerUnavailable`` when the executable cannot be found.
    static func ofThisProgram(size: Int) throws -> RenderWorkerPool {
        guard let url = Bundle.main.executableURL else { throw CommandError.workerUnavailable }
        return RenderWorkerPool(executable: url, size: size)
    }

    /// Starts up to `count` workers now (never more than the pool's size), so that they are ready
    /// when the first renders arrive.
    func prepare(count: Int) async throws {
        while running < min(count, size) {
            idle.append(try await startWorker())
        }
    }

    /// Lays out `dot` and draws it as asked in the first free worker, waiting at most `timeout`
    /// seconds for it.
    func render(_ request: RenderJob.Request, dot: Data, timeout: Double) async throws -> Result<WorkerMessage<RenderJob.Response>, RenderWorker.Failure> {
        // A batch that stopped at an error cancels the renders that have not started.
        try Task.checkCancellation()
        let worker = try await acquire()
        if Task.isCancelled {
            release(worker)
            throw CancellationError()
        }
        let result = await render(request, dot: dot, timeout: timeout, in: worker)
        guard result == .failure(.endedAfterLastAnswer) else { return result }
        // It ended while freeing its last layout: the request goes to a fresh worker.
        return await render(request, dot: dot, timeout: timeout, in: try await acquire())
    }

    /// One render in `worker`, which is free again (or replaced) afterwards.
    private func render(
        _ request: RenderJob.Request, dot: Data, timeout: Double, in worker: RenderWorker
    ) async -> Result<WorkerMessage<RenderJob.Response>, RenderWorker.Failure> {
        let result = await Self.onOwnThread { worker.render(request, dot: dot, timeout: timeout) }
        release(worker)
        return result
    }

    /// The process IDs of the workers waiting for a render.
    var idleProcessIDs: [pid_t] {
        idle.map(\.pid)
    }

    /// Ends every idle worker, without waiting for it to be gone (see ``RenderWorker/dismiss()``).
    func shutDown() {
        idle.forEach { $0.dismiss() }
        running -= idle.count
        idle.removeAll()
    }

    private func acquire() async throws -> RenderWorker {
        while true {
            if let worker = idle.popLast() {
                // A worker frees its last layout after answering; should that have ended it, start another.
                guard worker.isUsable else {
                    worker.finish()
                    running -= 1
                    continue
                }
                return worker
            }
            if running < size {
                return try await startWorker()
            }
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    private func release(_ worker: RenderWorker) {
        if worker.isUsable {
            idle.append(worker)
        } else {
            worker.finish()
            running -= 1
        }
        if !waiting.isEmpty {
            waiting.removeFirst().resume()
        }
    }

    private func startWorker() async throws -> RenderWorker {
        running += 1
        do {
            return try await RenderWorker(executable: executable)
        } catch {
            running -= 1
            throw error
        }
    }

    /// Runs blocking pipe work on a thread of its own, never on the cooperative pool (which has as
    /// many threads as cores, and builds the next graphs meanwhile).
    private static func onOwnThread<Output: Sendable>(_ work: @escaping @Sendable () -> Output) async -> Output {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: work())
            }
        }
    }
}
