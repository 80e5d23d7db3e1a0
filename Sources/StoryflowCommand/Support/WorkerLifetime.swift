import Dispatch
import Foundation

/// Ties a `render-worker` to the `storyflow` that started it: when the parent dies, whatever killed
/// it (Ctrl-C, `kill`, `kill -9`), the worker removes its temporary folder and ends too; a stop
/// signal sent to the worker itself also removes the folder before the worker ends by that signal,
/// so the parent reports it (never "Graphviz" lines and success).
///
/// On Linux the kernel tells the worker its parent died (`prctl(PR_SET_PDEATHSIG)`, as SIGTERM).
enum WorkerLifetime {
    /// The signals that stop a worker after it removed its folder.
    static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// Starts watching: call first thing in the worker. Ends the process at once (folder removed)
    /// when the parent `parentPID` is already gone.
    static func bind(toParent parentPID: Int32, folder: URL) {
        #if os(Linux)
        askForSignalOnParentDeath(SIGTERM)
        #endif
        let handlers = SignalHandlers(signals: stopSignals, keepingIgnored: false) { signal in
            try? FileManager.default.removeItem(at: folder)
            SignalHandlers.die(by: signal)
        }
        retained.withLock { $0 = handlers }
        if getppid() != parentPID {
            // The parent died before it could be watched: stop the way its death would have, through
            // the one handler (removing the folder here too would race with it).
            kill(getpid(), SIGTERM)
            while true { pause() }
        }
    }

    private static let retained = LockedValue<SignalHandlers?>(nil)

    #if os(Linux)
    /// `prctl(PR_SET_PDEATHSIG, signal)`. `prctl` is variadic, which Swift cannot call, so it is
    /// called through a pointer with the fixed arguments the kernel reads.
    private static func askForSignalOnParentDeath(_ signal: Int32) {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "prctl") else { return }
        _ = unsafeBitCast(symbol, to: Prctl.self)(setParentDeathSignal, UInt(signal), 0, 0, 0)
    }
    #endif
}
