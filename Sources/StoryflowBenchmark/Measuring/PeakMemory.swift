import Foundation

/// The most memory a process has held: its peak resident set size.
enum PeakMemory {
    /// The calling process's peak resident set size in bytes, from `getrusage`.
    static func ofThisProcess() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return residentBytes(usage)
    }

    /// The peak resident set size recorded in `usage`, in bytes (Linux counts kilobytes, macOS bytes).
    static func residentBytes(_ usage: rusage) -> Int {
        #if os(Linux)
        Int(usage.ru_maxrss) * 1024
        #else
        Int(usage.ru_maxrss)
        #endif
    }
}
