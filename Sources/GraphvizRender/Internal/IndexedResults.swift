import Foundation

/// Results of work done side by side (`DispatchQueue.concurrentPerform`), each written once, at its
/// index, by the thread that computed it, and read in order once all are in.
final class IndexedResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// The results in order, once all are stored.
    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
