import Foundation

/// One stage of a scan and the time it took, for finding where a scan's time goes (`storyflow-scan-recall --stages`).
public struct ScanStage: Sendable, Equatable {
    /// The stage: `parse`, `index`, `mappings`, `helpers`, `survey`, `screens`, `components`, `coordinators`, `flow`.
    public let name: String
    /// Its wall-clock seconds (the stages after `parse` run on one thread).
    public let seconds: Double
}

/// Times consecutive stages: each ``lap(_:)`` ends the stage running since the previous one.
struct StageClock {
    private(set) var stages: [ScanStage] = []
    private var started = DispatchTime.now().uptimeNanoseconds

    /// Ends the stage `name`, which began at the previous lap (or when the clock was made).
    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        stages.append(ScanStage(name: name, seconds: Double(now - started) / 1e9))
        started = now
    }
}
