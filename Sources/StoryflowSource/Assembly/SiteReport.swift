import Storyflow

/// The ledger as public sites and findings: every site resolved, or a warning saying why not.
struct SiteReport {
    let ledger: SiteLedger
    let walker: ScreenWalker

    func sites() -> [NavigationSite] {
        ledger.entries.values.map { entry in
            let resolution = entry.visited ? entry.resolution : entry.staticResolution
            var problem = resolution?.reason
            if !entry.visited { problem = "it is in '\(entry.owner ?? "code outside any type")', which no screen shows" }
            var site = NavigationSite(
                kind: entry.kind, location: entry.location, destinations: (resolution?.targets ?? []).map(walker.sceneID(of:)),
                isInferred: resolution?.isInferred ?? false, sources: entry.sources.sorted(), problem: problem
            )
            site.systemController = resolution?.system
            return site
        }.sorted { ($0.location.file, $0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.file, $1.location.line ?? 0, $1.location.column ?? 0) }
    }

    /// A warning for each site that leads nowhere: `Views/Profile.swift:88:10: warning: sheet presents … [unresolved-navigation]`.
    /// A site whose destination is known but which no screen shows (a deep-link handler in a router) is a note.
    static func diagnostics(for sites: [NavigationSite]) -> [Diagnostic] {
        sites.compactMap { site in
            if !site.isResolved {
                return Diagnostic(.warning, "\(site.kind.phrase) could not be resolved: \(site.problem ?? "unknown destination")",
                                  location: site.location, code: "unresolved-navigation")
            }
            guard site.sources.isEmpty, site.systemController == nil else { return nil }
            return Diagnostic(.note, "\(site.kind.phrase) to '\(site.destinations.joined(separator: "', '"))' is not drawn: \(site.problem ?? "no screen shows it")",
                              location: site.location, code: "navigation-outside-screen")
        }
    }
}

extension NavigationSite.Kind {
    /// How messages name the site: `navigation link`, `sheet`, `push`…
    var phrase: String {
        switch self {
        case .navigationLink: "navigation link"
        case .navigationDestination: "navigation destination"
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        case .popover: "popover"
        case .pathAppend: "path.append"
        case .router: "router navigation"
        case .push: "push"
        case .present: "present"
        case .helper: "navigation helper call"
        }
    }
}
