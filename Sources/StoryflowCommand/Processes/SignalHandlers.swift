import Dispatch
import Foundation

/// Runs a handler when one of some signals arrives, on a dispatch queue, so the handler may do real
/// work (remove folders, stop children) while the main thread is busy, even inside Graphviz.
/// A signal that was ignored when the handlers were installed stays ignored (a script that starts
/// `storyflow … &` keeps Ctrl-C away from it). Sendable: the sources never change after `init`,
/// and dispatch sources are thread-safe.
final class SignalHandlers: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Installs `handler` for each of `signals` that is not ignored, and returns once the handlers
    /// are in place: dispatch registers a source after `resume()` returns, and a signal that came
    /// between would be lost to `SIG_IGN` (a stopped `storyflow` would go on).
    init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "storyflow.signals")
        let registered = DispatchSemaphore(value: 0)
        sources = signals.compactMap { number in
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return nil }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            return source
        }
        for _ in sources { _ = registered.wait(timeout: .now() + 5) }
    }

    /// Ends the process by `signal`, with its default action, so the parent (or shell) sees it.
    /// The signal is unblocked on this thread first: dispatch blocks the signals it watches.
    static func die(by signal: Int32) -> Never {
        Foundation.signal(signal, SIG_DFL)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, signal)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(signal)
        _exit(128 + signal)
    }
}

/// A value behind a lock, for state that signal handlers share with the rest of the program.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
