import Foundation

/// The viewer's files, SwiftPM resources of this module (`Resources/`), read when a page is first
/// made and inlined into every page, which then needs nothing beside it.
enum ViewerResource {
    /// The text of the resource `name`, without its last line break. A missing resource is a broken
    /// build (the module's bundle lies beside the executable), never a user's mistake.
    static func text(of name: String) -> String {
        let file = URL(fileURLWithPath: name)
        guard let url = Bundle.module.url(forResource: file.deletingPathExtension().lastPathComponent, withExtension: file.pathExtension),
              let data = try? Data(contentsOf: url) else {
            fatalError("StoryflowHTML's resource \(name) is missing from its bundle; rebuild the package")
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
