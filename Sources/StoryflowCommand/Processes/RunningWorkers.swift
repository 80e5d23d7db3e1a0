import ChildProcesses
import Foundation

/// The layout workers this `storyflow` has running. When `storyflow` is stopped by a signal
/// (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT), every worker is killed before it ends by that signal;
/// nothing is left running, and the ``PendingFiles`` are removed. (Workers exchange DOT and drawings
/// through pipes: they leave no temporary folder.)
enum RunningWorkers {
    private struct State {
        var workers: [ObjectIdentifier: ChildProcess] = [:]
        var handlers: SignalHandlers?
    }

    private static let state = LockedValue(State())

    /// Puts the stop-signal handlers in place, if they are not yet: before a worker is started, so
    /// that no signal can stop `storyflow` between the start and ``add(worker:)``.
    static func prepare() {
        installHandlersOnce()
    }

    /// Remembers a worker to kill if `storyflow` is stopped.
    static func add(_ worker: ChildProcess) {
        installHandlersOnce()
        state.withLock { $0.workers[ObjectIdentifier(worker)] = worker }
    }

    /// Forgets a worker that ended.
    static func remove(_ worker: ChildProcess) {
        state.withLock { $0.workers[ObjectIdentifier(worker)] = nil }
    }

    private static func installHandlersOnce() {
        state.withLock { state in
            guard state.handlers == nil else { return }
            state.handlers = SignalHandlers(signals: WorkerLifetime.stopSignals) { signal in
                stopEverything()
                PendingFiles.removeAll()
                SignalHandlers.die(by: signal)
            }
        }
    }

    private static func stopEverything() {
        let workers = state.withLock { $0.workers.values }
        for worker in workers { worker.signal(SIGKILL) }
    }
}
