/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    /// Runs `work` and returns its result with the seconds it took.
    static func time<Output, Failure: Error>(_ work: () throws(Failure) -> Output) throws(Failure) -> (output: Output, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let output = try work()
        return (output, (clock.now - start).seconds)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension Array where Element == Double {
    /// The middle value (the mean of the middle two for an even count); `nil` when empty.
    var median: Double? {
        guard !isEmpty else { return nil }
        let sorted = sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
