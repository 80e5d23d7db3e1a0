/// The control flow every list-building DSL builder shares: blocks, `if`, `if`/`else`, `switch`,
/// `for` and `if let`, and helper functions that return several parts.
///
/// A builder adopts it and adds `buildExpression` overloads for what may appear in its context;
/// anything else is a compile error there.
public protocol ListBuilder {
    /// What the builder collects: ``SceneDeclaration``, ``ScenePart``, ``ElementDeclaration``…
    associatedtype Part
}

extension ListBuilder {
    /// The parts of consecutive statements, in order.
    public static func buildBlock(_ parts: [Part]...) -> [Part] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`, or `if let`: its parts, or none.
    public static func buildOptional(_ parts: [Part]?) -> [Part] {
        parts ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first parts: [Part]) -> [Part] {
        parts
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second parts: [Part]) -> [Part] {
        parts
    }

    /// The parts of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[Part]]) -> [Part] {
        parts.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ parts: [Part]) -> [Part] {
        parts
    }

    /// Several parts returned by a helper function marked with this builder.
    public static func buildExpression(_ parts: [Part]) -> [Part] {
        parts
    }
}
