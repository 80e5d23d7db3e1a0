import ArgumentParser

/// The value of an option that takes several values in one argument, separated by commas
/// (`--format svg,png`), as well as by repeating the option.
struct CommaSeparated<Value: ExpressibleByArgument>: ExpressibleByArgument {
    let values: [Value]

    init(_ values: [Value]) {
        self.values = values
    }

    init?(argument: String) {
        let values = argument.split(separator: ",").map { Value(argument: $0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, !values.contains(where: { $0 == nil }) else { return nil }
        self.values = values.compactMap { $0 }
    }

    static var allValueStrings: [String] { Value.allValueStrings }

    var defaultValueDescription: String { values.map(\.defaultValueDescription).joined(separator: ",") }
}

extension Array {
    /// The values of every occurrence of a comma-separated option, in order, each once.
    func uniqueValues<Value: Equatable>() -> [Value] where Element == CommaSeparated<Value> {
        var seen: [Value] = []
        for value in flatMap(\.values) where !seen.contains(value) { seen.append(value) }
        return seen
    }
}
