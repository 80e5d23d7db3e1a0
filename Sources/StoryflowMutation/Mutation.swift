/// One way of damaging an input, as a mutation campaign does to find crashes.
public enum Mutation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A few bytes set to random values (invalid UTF-8, broken tags and quotes).
    case byteFlip
    /// The file cut off at a random point.
    case truncation
    /// A random stretch of the file copied elsewhere (repeated elements, ids, keys).
    case duplication
    /// A random stretch of the file removed.
    case deletion
    /// Hundreds to thousands of nested elements (XML) or arrays (JSON) inserted at a random point.
    case deepNesting
    /// Text that breaks naive code inserted at a random point: entities, quotes, NUL, a very long word.
    case hostileText
    /// One object id replaced by another, so two objects share it.
    case idClash

    /// The mutation's name, as the campaign reports it.
    public var description: String { rawValue }
}
