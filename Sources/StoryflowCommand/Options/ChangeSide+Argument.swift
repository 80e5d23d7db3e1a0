import ArgumentParser
import StoryflowLayout

extension ChangeSide: ExpressibleByArgument {
    /// A side by name, in any case (`Base` too), as formats are.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
