import Dispatch
import Foundation

/// Runs a handler when one of some signals arrives, on a dispatch queue, so the handler may do real
/// work (remove folders, stop children) while the main thread is busy, even inside Graphviz.
/// Sendable: the sources never change after `init`, and dispatch sources are thread-safe.
final class SignalHandlers: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Installs `handler` for each of `signals`. With `keepingIgnored`, a signal that was ignored
    /// stays ignored (a script that starts `storyflow … &` keeps Ctrl-C away from it); a worker
    /// passes `false`, since it inherits what its parent set aside for its own handlers.
    init(signals: [Int32], keepingIgnored: Bool, handler: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "storyflow.signals")
        sources = signals.compactMap { number in
            let previous = signal(number, SIG_IGN)
            let wasIgnored = unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            guard !(keepingIgnored && wasIgnored) else { return nil }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
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
