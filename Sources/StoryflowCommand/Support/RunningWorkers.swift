import Foundation

/// The layout workers this `storyflow` has running and their temporary folders. When `storyflow`
/// is stopped by a signal (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT), every worker is killed and every
/// folder removed before it ends by that signal; nothing is left behind.
enum RunningWorkers {
    private struct State {
        var workers: Set<Int32> = []
        var folders: Set<URL> = []
        var handlers: SignalHandlers?
    }

    private static let state = LockedValue(State())

    /// Remembers a temporary folder to remove if `storyflow` is stopped.
    static func add(folder: URL) {
        installHandlersOnce()
        state.withLock { _ = $0.folders.insert(folder) }
    }

    /// Forgets a folder that was removed.
    static func remove(folder: URL) {
        state.withLock { _ = $0.folders.remove(folder) }
    }

    /// Remembers a worker to kill if `storyflow` is stopped.
    static func add(worker: Int32) {
        installHandlersOnce()
        state.withLock { _ = $0.workers.insert(worker) }
    }

    /// Forgets a worker that ended.
    static func remove(worker: Int32) {
        state.withLock { _ = $0.workers.remove(worker) }
    }

    private static func installHandlersOnce() {
        state.withLock { state in
            guard state.handlers == nil else { return }
            state.handlers = SignalHandlers(signals: WorkerLifetime.stopSignals, keepingIgnored: true) { signal in
                stopEverything()
                SignalHandlers.die(by: signal)
            }
        }
    }

    private static func stopEverything() {
        let (workers, folders) = state.withLock { ($0.workers, $0.folders) }
        for worker in workers { kill(worker, SIGKILL) }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }
}
