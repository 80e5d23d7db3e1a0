import Foundation

/// Runs work on a thread with a stack far larger than a worker thread's, for parsing and walking syntax trees:
/// swift-syntax's parser and the scan's visitors recurse once per level of nesting, and the files they are given
/// are checked to nest no deeper than this stack holds (``NestingDepth``). Only the pages the recursion touches are
/// ever used.
enum DeepStack {
    /// The stack of the thread: 512 MB of address space.
    static let size = 512 << 20

    /// `body`'s result, computed on a thread of its own with a ``size`` stack; the caller waits for it.
    static func run<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            let outcome = Outcome<Result>(body)
            let thread = Thread { outcome.compute() }
            thread.stackSize = size
            thread.start()
            return outcome.wait()
        }
    }
}

/// The work of one ``DeepStack`` thread and its result, handed over under a condition lock.
private final class Outcome<Value>: @unchecked Sendable {
    /// Let go of as soon as it has run: `withoutActuallyEscaping` traps if the thread still holds it afterwards.
    private var body: (() -> Value)?
    private let condition = NSCondition()
    private var value: Value?

    init(_ body: @escaping () -> Value) {
        self.body = body
    }

    /// Computes the value (on the deep thread) and wakes the waiting caller.
    func compute() {
        let computed = body!()
        condition.lock()
        body = nil
        value = computed
        condition.signal()
        condition.unlock()
    }

    /// The value, once the deep thread has computed it.
    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
