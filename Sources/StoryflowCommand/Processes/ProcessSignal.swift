import Foundation

/// What the signal that ended a child process means, for messages about layout workers and
/// supervised children.
public enum ProcessSignal {
    /// Whether `signal` reports a fault in the program (a crash) rather than a request to stop.
    public static func isFault(_ signal: Int32) -> Bool {
        [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS].contains(signal)
    }

    /// A signal's conventional name and description, e.g. `SIGSEGV, Segmentation fault`.
    public static func description(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
            SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT", SIGTRAP: "SIGTRAP", SIGSYS: "SIGSYS",
        ]
        let text = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
        return names[signal].map { "\($0), \(text)" } ?? text
    }
}
