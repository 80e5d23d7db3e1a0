import Foundation

// The stable JSON shape: {"version", "name", "initial", "scenes": [{"id", "kind", "title", "class", …}],
// "segues": [{"id", "kind", "source", "destination", "identifier", "trigger", …}]}, plus "device"
// ("phone" or "pad") only when the flow records one.
extension Flow: Codable {
    private enum CodingKeys: String, CodingKey { case version, name, initial, scenes, segues, device }

    /// The version of the JSON shape ``jsonData()`` writes, `MAJOR.MINOR`: a minor version only adds
    /// keys older readers may ignore; a new major version changes what existing keys mean.
    ///
    /// ```swift
    /// Flow.jsonVersion   // "1.0"; a file of version "2.0" is refused with a message that says so
    /// ```
    public static let jsonVersion = "1.0"

    /// Decodes a flow; two scenes with one id are an error at the second (`scenes[3].id`), naming the first.
    /// A file without a `version` (written before it was recorded) reads as version 1; a later major
    /// version than ``jsonVersion`` is an error at `version`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try container.decodeIfPresent(String.self, forKey: .version) {
            try Self.checkJSONVersion(version, at: [CodingKeys.version])
        }
        let scenes = try container.decodeIfPresent([Scene].self, forKey: .scenes) ?? []
        var firstIndex: [Scene.ID: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            if let first = firstIndex[scene.id] {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: [CodingKeys.scenes, ArrayIndex(index), Scene.CodingKeys.id],
                    debugDescription: "the scene id '\(scene.id)' is already used by scenes[\(first)]; every scene needs its own id"
                ))
            }
            firstIndex[scene.id] = index
        }
        self.init(
            name: try container.decode(String.self, forKey: .name),
            scenes: scenes,
            segues: try container.decodeIfPresent([Segue].self, forKey: .segues) ?? [],
            initialSceneID: try container.decodeIfPresent(String.self, forKey: .initial),
            device: try container.decodeIfPresent(Device.self, forKey: .device)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.jsonVersion, forKey: .version)
        try container.encode(name, forKey: .name)
        try container.encode(initialSceneID, forKey: .initial)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(segues, forKey: .segues)
        try container.encodeIfPresent(device, forKey: .device)
    }
}

extension Flow {
    /// Throws when `version` is not `MAJOR.MINOR` or its major version is later than ``jsonVersion``'s.
    private static func checkJSONVersion(_ version: String, at codingPath: [any CodingKey]) throws {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        let known = Int(jsonVersion.prefix { $0 != "." }) ?? 1
        guard parts.count == 2, let major = Int(parts[0]), Int(parts[1]) != nil else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath, debugDescription: "'\(version)' is not a version; expected MAJOR.MINOR, such as '\(jsonVersion)'"
            ))
        }
        guard major <= known else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "the file is version \(version) of Storyflow's JSON, newer than the version \(known) this Storyflow reads; update Storyflow"
            ))
        }
    }
}

/// A position in a JSON array, for error paths such as `scenes[3]`.
private struct ArrayIndex: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

extension Scene: Codable {
    fileprivate enum CodingKeys: String, CodingKey {
        case id, kind, title, customClass = "class", storyboardIdentifier, content, tabBarItem, reference, location, position, screenshot, device
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(SceneKind.self, forKey: .kind),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            customClass: try container.decodeIfPresent(String.self, forKey: .customClass),
            storyboardIdentifier: try container.decodeIfPresent(String.self, forKey: .storyboardIdentifier),
            content: try container.decodeIfPresent(SceneContent.self, forKey: .content) ?? SceneContent(),
            tabBarItem: try container.decodeIfPresent(TabBarItem.self, forKey: .tabBarItem),
            reference: try container.decodeIfPresent(SceneReference.self, forKey: .reference),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            position: try container.decodeIfPresent(CanvasPosition.self, forKey: .position),
            screenshot: try container.decodeIfPresent(String.self, forKey: .screenshot)
        )
        device = try container.decodeIfPresent(Device.self, forKey: .device)
    }

    /// Encodes the stable keys always (`null` when absent) and the details only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(customClass, forKey: .customClass)
        try container.encodeIfPresent(storyboardIdentifier, forKey: .storyboardIdentifier)
        if content != SceneContent() { try container.encode(content, forKey: .content) }
        try container.encodeIfPresent(tabBarItem, forKey: .tabBarItem)
        try container.encodeIfPresent(reference, forKey: .reference)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(position, forKey: .position)
        try container.encodeIfPresent(screenshot, forKey: .screenshot)
        try container.encodeIfPresent(device, forKey: .device)
    }
}

extension Flow {
    /// The flow as pretty-printed JSON with sorted keys: byte-identical for equal flows.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes a flow from the JSON that ``jsonData()`` writes.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(Flow.self, from: jsonData)
    }
}
