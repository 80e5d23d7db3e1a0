import Foundation

/// Independent pieces of work run on every core at once, for the work before anything is drawn
/// (reading many inputs), which would otherwise keep one core busy while the others wait.
enum SideBySide {
    /// `transform` applied to each element, on as many threads as there are cores, with the results
    /// in the elements' order. A single element is transformed on the calling thread.
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        guard elements.count > 1 else { return elements.map(transform) }
        return Array(unsafeUninitializedCapacity: elements.count) { results, initializedCount in
            // Each result is written once, by the thread that computed it, into its own slot;
            // `concurrentPerform` returns when every thread is done.
            nonisolated(unsafe) let first = results.baseAddress!
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                (first + index).initialize(to: transform(elements[index]))
            }
            initializedCount = elements.count
        }
    }
}
