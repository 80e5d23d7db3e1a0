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

extension DeepStack {
    /// `transform` of each index below `count`, computed side by side on `threads` threads with a ``size`` stack (each
    /// takes the next index no thread has taken) and returned in index order: the same values, in the same order, as
    /// one thread gives. The caller waits for all of them.
    static func map<Element>(_ count: Int, threads: Int, _ transform: (Int) -> Element) -> [Element] {
        withoutActuallyEscaping(transform) { transform in
            let work = IndexedWork<Element>(count: count, transform: transform)
            let started = min(max(1, threads), count)
            for _ in 0..<started {
                let thread = Thread { work.drain() }
                thread.stackSize = size
                thread.start()
            }
            return work.wait(threads: started)
        }
    }
}

/// The indices one ``DeepStack/map(_:threads:_:)`` shares among its threads, and their results.
private final class IndexedWork<Element>: @unchecked Sendable {
    /// Let go of once every thread is done: `withoutActuallyEscaping` traps if a thread still holds it afterwards.
    private var transform: ((Int) -> Element)?
    private let condition = NSCondition()
    private var results: [Element?]
    private var next = 0
    private var finishedThreads = 0

    init(count: Int, transform: @escaping (Int) -> Element) {
        self.transform = transform
        results = Array(repeating: nil, count: count)
    }

    /// Computes results until no index is left (on a deep thread), then tells the waiting caller.
    func drain() {
        computeAll()
        condition.lock()
        finishedThreads += 1
        condition.signal()
        condition.unlock()
    }

    /// Takes indices and stores their results until none is left; its copy of `transform` ends with it, before the
    /// caller is told.
    private func computeAll() {
        condition.lock()
        defer { condition.unlock() }
        guard let transform else { return }
        while next < results.count {
            let index = next
            next += 1
            condition.unlock()
            let value = transform(index)
            condition.lock()
            results[index] = value
        }
    }

    /// The results in index order, once `threads` threads have finished.
    func wait(threads: Int) -> [Element] {
        condition.lock()
        defer { condition.unlock() }
        while finishedThreads < threads { condition.wait() }
        transform = nil
        return results.map { $0! }
    }
}
