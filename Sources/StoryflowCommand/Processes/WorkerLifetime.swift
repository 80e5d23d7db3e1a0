import Foundation

/// Ties a `render-worker` to the `storyflow` that started it: when the parent dies, whatever killed
/// it (Ctrl-C, `kill`, `kill -9`), the worker ends too, within a tenth of a second, even in the
/// middle of a layout. A stop signal sent to the worker itself ends it with the signal's default
/// action (the parent starts it with Swift's backtracer off, which would otherwise catch the
/// signal), so the parent reports it, never success.
///
/// The worker watches its parent process on a thread of its own. (Linux's `PR_SET_PDEATHSIG` would
/// tell it when the parent *thread* that started it ends, and the thread pool retires idle threads
/// while a long layout runs.)
enum WorkerLifetime {
    /// The signals that stop `storyflow` and its workers.
    static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// Starts watching: call first thing in the worker. Ends the process at once when the parent
    /// `parentPID` is already gone.
    static func bind(toParent parentPID: Int32) {
        guard getppid() == parentPID else { exit(1) }
        Thread.detachNewThread {
            while getppid() == parentPID {
                usleep(100_000)
            }
            _exit(1)
        }
    }
}
