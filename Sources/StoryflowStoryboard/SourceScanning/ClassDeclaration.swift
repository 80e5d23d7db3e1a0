/// What the source scanners learn about one class (merged over its extensions and categories).
struct ClassDeclaration: Hashable, Sendable {
    /// The class name.
    var name: String
    /// The first inherited type of the class declaration (its superclass when it has one).
    var superclass: String?
    /// Objective-C selectors of the unwind actions it declares, e.g. `savePlayerDetail:`.
    var unwindActions: Set<String>
}
