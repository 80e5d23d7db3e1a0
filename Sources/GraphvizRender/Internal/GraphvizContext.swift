import Foundation
internal import CGraphviz

/// The one place that calls Graphviz: a process-wide lock around every call, the process's
/// single Graphviz context, and the serial queue that runs asynchronous renders.
///
/// Graphviz 2.42 is not thread-safe, even with one `GVC_t` per thread, so every job holds
/// the lock. The context is created on first use and kept for the life of the process:
/// plugins load once, and its memory stays reachable (never leaked) until exit.
/// Each job starts from a clean error state (`agreseterrors()`) with the message handler
/// installed for warnings and errors, and restores the previous handler and level when it
/// ends, whatever happened.
final class GraphvizContext: @unchecked Sendable {
    /// The process's context.
    static let shared = GraphvizContext()

    /// Longest Graphviz message that is formatted correctly; longer ones are garbled (see
    /// `cgraphviz_reserve_message_buffer`).
    private static let messageCapacity = 65_536

    /// The serial queue that asynchronous renders wait on, so they never block the
    /// cooperative thread pool while another render holds the lock.
    let queue = DispatchQueue(label: "GraphvizRender.GraphvizContext")

    private let lock = NSLock()
    /// Created on first use, under the lock.
    private var context: OpaquePointer?

    private init() {}

    /// Runs `job` with the Graphviz context while holding the lock, with Graphviz's messages
    /// going to `log` (cleared before the job starts).
    func perform<Output>(
        _ job: (_ context: OpaquePointer, _ log: GraphvizMessageLog) throws(RenderError) -> Output
    ) throws(RenderError) -> Output {
        lock.lock()
        defer { lock.unlock() }
        let previousHandler = agseterrf(GraphvizMessageLog.handler)
        defer { agseterrf(previousHandler) }
        let previousLevel = agseterr(AGWARN)
        defer { agseterr(previousLevel) }
        let context = openedContext()
        let log = GraphvizMessageLog.shared
        log.clear()
        agreseterrors()
        return try job(context, log)
    }

    /// The context, created (and the message buffer reserved) on the first call.
    private func openedContext() -> OpaquePointer {
        if let context {
            return context
        }
        guard let created = gvContext() else {
            fatalError("Graphviz could not allocate its context (out of memory)")
        }
        cgraphviz_reserve_message_buffer(Self.messageCapacity)
        BitmapDevice.install(in: created)
        context = created
        return created
    }
}
