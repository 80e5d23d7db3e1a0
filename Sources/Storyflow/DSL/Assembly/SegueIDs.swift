/// Hands out segue ids that are unique in a flow and the same on every run.
struct SegueIDs {
    private var used: Set<String> = []
    private var unnamedCounts: [String: Int] = [:]

    /// `<container>.root`, `.tab<i>`, `.master`, `.supplementary`, `.detail` or `.page<index>`.
    mutating func relationship(from container: Scene.ID, role: RelationshipRole, index: Int) -> String {
        let token = switch role {
        case .root: "root"
        case .tab(let tab): "tab\(tab)"
        case .master: "master"
        case .supplementary: "supplementary"
        case .detail: "detail"
        case .page: "page\(index)"
        }
        return unique("\(container).\(token)")
    }

    /// `<source>.<identifier>`, or `<source>.<kind><n>` numbering the unidentified segues of each
    /// kind from `source`.
    mutating func segue(from source: Scene.ID, identifier: String?, kind: SegueKind) -> String {
        if let identifier {
            return unique("\(source).\(identifier)")
        }
        let key = "\(source).\(kind.rawValue)"
        let index = unnamedCounts[key, default: 0]
        unnamedCounts[key] = index + 1
        return unique("\(key)\(index)")
    }

    /// `base`, or `base-2`, `base-3`… when it is taken.
    private mutating func unique(_ base: String) -> String {
        var id = base
        var suffix = 2
        while !used.insert(id).inserted {
            id = "\(base)-\(suffix)"
            suffix += 1
        }
        return id
    }
}
