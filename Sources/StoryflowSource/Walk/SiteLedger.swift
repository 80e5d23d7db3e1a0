import Storyflow

/// Every navigation site of the app and what became of it, so each one is accounted for.
final class SiteLedger {
    /// One site: a `NavigationLink`, a sheet, a push…
    struct Entry {
        var kind: NavigationSite.Kind
        var location: SourceLocation
        /// The type the site is written in.
        var owner: String?
        var visited = false
        var resolution: Resolution?
        var sources: Set<String> = []
        /// What the site leads to as far as it can be told without a screen (an enum router's case).
        var staticResolution: Resolution?
    }

    private(set) var entries: [String: Entry] = [:]

    /// Adds a site found by the survey of all files.
    func register(_ kind: NavigationSite.Kind, at location: SourceLocation, owner: String?, staticResolution: Resolution? = nil) {
        let key = location.description
        guard entries[key] == nil else { return }
        entries[key] = Entry(kind: kind, location: location, owner: owner, staticResolution: staticResolution)
        if let owner { owners.insert(owner) }
    }

    /// Records that a screen's walk reached the site and what it resolved to; a resolved result wins.
    func record(_ kind: NavigationSite.Kind, at location: SourceLocation, from source: String, resolution: Resolution) {
        let key = location.description
        var entry = entries[key] ?? Entry(kind: kind, location: location, owner: nil)
        entry.visited = true
        entry.sources.insert(source)
        if entry.resolution == nil || (entry.resolution!.targets.isEmpty && !resolution.targets.isEmpty) { entry.resolution = resolution }
        entries[key] = entry
    }

    /// The types that hold at least one site, kept as sites are registered (only ``register(_:at:owner:staticResolution:)``
    /// gives an entry its owner), rather than gathered from every entry at each screen's walk.
    private(set) var owners: Set<String> = []

    /// Sites no screen's walk reached.
    var unvisited: [Entry] { entries.values.filter { !$0.visited }.sorted { $0.location.description < $1.location.description } }
}
