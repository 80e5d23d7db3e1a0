import Foundation

/// Finds unwind actions in Swift source: `@IBAction func name(_ segue: UIStoryboardSegue)` inside a
/// class or an extension.
///
/// Each action belongs to the nearest `class`/`extension` declared before it; nested types are not
/// told apart. An `@objc(selector:)` attribute wins over the derived selector. A parameter written
/// without an argument label (`func done(segue:)`) also matches the Swift 2 selector `done:`.
enum SwiftUnwindScanner {
    private static let typeDeclaration = try! NSRegularExpression(pattern:
        #"\b(class|extension)\s+(?!(?:func|var|let|subscript|init|deinit|override|static|final|private|fileprivate|public|open|internal|dynamic|required|convenience)\b)([A-Za-z_]\w*)(?:\s*<[^>{]*>)?(?:\s*:\s*([A-Za-z_][\w.]*))?"#)
    private static let action = try! NSRegularExpression(pattern:
        #"((?:@\w+(?:\([^)]*\))?\s+|\b(?:public|private|fileprivate|internal|open|final|override|dynamic|nonisolated)\s+)*)func\s+(\w+)\s*\(\s*(\w+)(?:\s+(\w+))?\s*:\s*UIStoryboardSegue\s*[!?]?\s*\)"#)
    private static let objcName = try! NSRegularExpression(pattern: #"@objc\(\s*([\w:]+)\s*\)"#)

    /// The classes of one Swift file with the unwind actions each declares.
    static func declarations(in source: String) -> [ClassDeclaration] {
        let text = SourceComments.strip(source)
        let types = typeDeclaration.captures(in: text).map { match in
            (offset: match.offset, name: match.groups[1] ?? "", superclass: match.groups[0] == "class" ? match.groups[2] : nil)
        }
        var declarations = types.map { ClassDeclaration(name: $0.name, superclass: $0.superclass, unwindActions: []) }
        for match in action.captures(in: text) {
            let attributes = match.groups[0] ?? ""
            guard attributes.contains("@IBAction"), let name = match.groups[1], let label = match.groups[2],
                  let owner = types.lastIndex(where: { $0.offset < match.offset })
            else { continue }
            if let explicit = objcName.captures(in: attributes).first?.groups[0] {
                declarations[owner].unwindActions.insert(explicit)
                continue
            }
            declarations[owner].unwindActions.insert(SwiftSelector.selector(name: name, label: label))
            if match.groups[3] == nil { declarations[owner].unwindActions.insert(name + ":") }
        }
        return declarations
    }
}
