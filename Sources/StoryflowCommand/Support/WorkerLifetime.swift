import Foundation

/// Ties a `render-worker` to the `storyflow` that started it: when the parent dies, whatever killed
/// it (Ctrl-C, `kill`, `kill -9`), the worker ends too. A stop signal sent to the worker itself ends
/// it with the signal's default action (the parent starts it with Swift's backtracer off, which
/// would otherwise catch the signal), so the parent reports it, never success.
///
/// On Linux the kernel tells the worker its parent died (`prctl(PR_SET_PDEATHSIG)`, as SIGTERM);
/// everywhere, the end of the parent closes the worker's input, which ends an idle worker.
enum WorkerLifetime {
    /// The signals that stop `storyflow` and its workers.
    static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// Starts watching: call first thing in the worker. Ends the process at once when the parent
    /// `parentPID` is already gone.
    static func bind(toParent parentPID: Int32) {
        #if os(Linux)
        askForSignalOnParentDeath(SIGTERM)
        #endif
        if getppid() != parentPID {
            exit(1)
        }
    }

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
