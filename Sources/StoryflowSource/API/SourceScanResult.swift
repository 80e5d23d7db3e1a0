import Storyflow

/// What scanning an app's sources found: the flow, every navigation site, and the findings.
public struct SourceScanResult: Sendable {
    /// The app's navigation as a flow (with the storyboards' scenes when some were given).
    public var flow: Flow
    /// Every navigation site, sorted by file and line.
    public var sites: [NavigationSite]
    /// Compiler-style findings: a screen type declared twice (two app targets scanned together), then
    /// each site that could not be resolved or that sits in no screen.
    public var diagnostics: [Diagnostic]
    /// How long each stage of the scan took, in order: where a scan's time goes.
    public var stages: [ScanStage] = []

    /// How many sites lead to a screen.
    public var resolvedCount: Int { sites.filter(\.isResolved).count }
    /// How many sites are drawn as segues from a screen.
    public var drawnCount: Int { sites.filter(\.isDrawn).count }
    /// The share of sites that lead to a screen, 0…1 (1 when there are none).
    public var resolvedShare: Double { sites.isEmpty ? 1 : Double(resolvedCount) / Double(sites.count) }
}
