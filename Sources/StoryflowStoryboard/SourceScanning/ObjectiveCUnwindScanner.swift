import Foundation

/// Finds unwind actions in Objective-C source: `- (IBAction)name:(UIStoryboardSegue *)segue` inside
/// an `@interface` (class, extension or category) or an `@implementation`.
enum ObjectiveCUnwindScanner {
    private static let typeDeclaration = try! NSRegularExpression(pattern:
        #"@(?:interface|implementation)\s+(\w+)(?:\s*:\s*(\w+))?"#)
    private static let action = try! NSRegularExpression(pattern:
        #"-\s*\(\s*IBAction\s*\)\s*(\w+)\s*:\s*\(\s*UIStoryboardSegue\s*\*\s*\)"#)

    /// The classes of one Objective-C file (header or implementation) with the unwind actions each declares.
    static func declarations(in source: String) -> [ClassDeclaration] {
        let text = SourceComments.strip(source)
        let types = typeDeclaration.captures(in: text)
        var declarations = types.map { ClassDeclaration(name: $0.groups[0] ?? "", superclass: $0.groups[1], unwindActions: []) }
        for match in action.captures(in: text) {
            guard let name = match.groups[0], let owner = types.lastIndex(where: { $0.offset < match.offset }) else { continue }
            declarations[owner].unwindActions.insert(name + ":")
        }
        return declarations
    }
}
