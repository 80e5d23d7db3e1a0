import Foundation

/// Temporary files and folders `storyflow` has on disk for a moment (a result before its rename into place, a git
/// revision's extracted copy): a stop signal (Ctrl-C, SIGTERM) removes them before `storyflow` ends, so none is left
/// in the output folder.
enum PendingFiles {
    private static let paths = LockedValue<Set<String>>([])

    /// Remembers `path` for removal if `storyflow` is stopped: call before creating it.
    static func add(_ path: String) {
        RunningWorkers.prepare()
        paths.withLock { _ = $0.insert(path) }
    }

    /// Forgets `path` once it is renamed into place or removed.
    static func remove(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// Removes every remembered file and folder (from the stop-signal handler).
    static func removeAll() {
        for path in paths.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
