extension Segue: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, source, destination, identifier, trigger
        case role, presentation, popoverAnchor, customClass = "class", unwind, location
        case isInferred = "inferred", origin
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(SegueKind.self, forKey: .kind),
            source: try container.decode(String.self, forKey: .source),
            destination: try container.decodeIfPresent(String.self, forKey: .destination),
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
            trigger: try container.decodeIfPresent(Trigger.self, forKey: .trigger) ?? .manual,
            relationshipRole: try container.decodeIfPresent(RelationshipRole.self, forKey: .role),
            presentation: try container.decodeIfPresent(Presentation.self, forKey: .presentation),
            popoverAnchor: try container.decodeIfPresent(String.self, forKey: .popoverAnchor),
            customClass: try container.decodeIfPresent(String.self, forKey: .customClass),
            unwind: try container.decodeIfPresent(Unwind.self, forKey: .unwind),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            isInferred: try container.decodeIfPresent(Bool.self, forKey: .isInferred) ?? false,
            // A segue that does not say where it came from was written as JSON.
            origin: try container.decodeIfPresent(Origin.self, forKey: .origin) ?? .json
        )
    }

    /// Encodes the stable keys always (`null` when absent) and the optional details only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(source, forKey: .source)
        try container.encode(destination, forKey: .destination)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(trigger, forKey: .trigger)
        try container.encodeIfPresent(relationshipRole, forKey: .role)
        try container.encodeIfPresent(presentation, forKey: .presentation)
        try container.encodeIfPresent(popoverAnchor, forKey: .popoverAnchor)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(unwind, forKey: .unwind)
        try container.encodeIfPresent(location, forKey: .location)
        if isInferred { try container.encode(true, forKey: .isInferred) }
        try container.encode(origin, forKey: .origin)
    }
}

// Roles encode as the labels a person reads: "root", "tab 0", "master", "detail", "supplementary", "page".
extension RelationshipRole: Codable, CustomStringConvertible {
    /// `root`, `tab 2`, `master`, `detail`, `supplementary` or `page`.
    public var description: String {
        switch self {
        case .root: "root"
        case .tab(let index): "tab \(index)"
        case .master: "master"
        case .detail: "detail"
        case .supplementary: "supplementary"
        case .page: "page"
        }
    }

    /// Parses ``description``'s format back; `nil` for anything else.
    public init?(description: String) {
        switch description {
        case "root": self = .root
        case "master": self = .master
        case "detail": self = .detail
        case "supplementary": self = .supplementary
        case "page": self = .page
        default:
            let parts = description.split(separator: " ")
            guard parts.count == 2, parts[0] == "tab", let index = Int(parts[1]) else { return nil }
            self = .tab(index)
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let role = RelationshipRole(description: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Unknown relationship role '\(text)'"))
        }
        self = role
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
