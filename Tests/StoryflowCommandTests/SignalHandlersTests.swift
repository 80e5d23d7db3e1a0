import Foundation
@testable import StoryflowCommand
import Testing

/// Stop-signal handlers are in place once installed. (A signal that came before dispatch had
/// registered its source was lost to `SIG_IGN`: a `storyflow` stopped just as it started a worker
/// went on and wrote its files.)
@Suite struct SignalHandlersTests {
    @Test func aSignalSentAsSoonAsTheHandlersAreInstalledReachesThem() {
        let received = DispatchSemaphore(value: 0)
        let handlers = SignalHandlers(signals: [SIGUSR2]) { _ in received.signal() }
        kill(getpid(), SIGUSR2)
        #expect(received.wait(timeout: .now() + 5) == .success, "the signal was lost")
        withExtendedLifetime(handlers) {}
    }
}
