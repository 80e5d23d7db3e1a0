import Foundation

/// One way of making a folder of Swift sources hostile, as a campaign does to `scan`, `review` and `export` of it:
/// nesting the parser or the walkers cannot take, text that is not UTF-8, lines too long, and files that cannot be
/// read at all.
public enum SourceMutation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `[[[…]]]` hundreds to thousands deep.
    case nestedArrays
    /// `A<A<…>>` hundreds to thousands deep.
    case nestedGenerics
    /// A view with thousands of chained `.padding()` calls.
    case chainedModifiers
    /// `try await try …` thousands long.
    case chainedKeywords
    /// `#if` blocks thousands deep.
    case nestedConditions
    /// `{ { … } }` closures hundreds deep.
    case nestedClosures
    /// A Latin-1 byte in an identifier.
    case latin1Byte
    /// The file in UTF-16.
    case utf16Text
    /// One line of 100,000 to 1,200,000 characters.
    case hugeLine
    /// A `.swift` link to a file that does not exist.
    case danglingLink
    /// A `.swift` link to itself.
    case loopingLink
    /// A file without read permission.
    case unreadableFile
    /// A folder without read permission.
    case unreadableFolder
    /// A named pipe called `….swift`.
    case namedPipe

    /// The mutation's name, as the campaign reports it.
    public var description: String { rawValue }
}

/// A hostile addition to an app's source folder: files to write, links, pipes and permissions to take away.
public struct SourceMutant: Sendable {
    /// What made it.
    public var mutation: SourceMutation
    /// File name → contents.
    public var files: [String: Data] = [:]
    /// Link name → where it points.
    public var links: [String: String] = [:]
    /// Names of named pipes.
    public var pipes: [String] = []
    /// Names (files or folders, among the above) whose permissions are taken away.
    public var unreadable: [String] = []

    /// Writes the mutant into `folder` (which exists).
    public func materialize(in folder: URL) throws {
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
        }
        for name in pipes { mkfifo(folder.appendingPathComponent(name).path, 0o644) }
        for name in unreadable { chmod(folder.appendingPathComponent(name).path, 0o000) }
    }

    /// Gives the permissions back, so the folder can be removed.
    public func restore(in folder: URL) {
        for name in unreadable { chmod(folder.appendingPathComponent(name).path, 0o755) }
    }
}

extension Mutator {
    /// A small SwiftUI app that every source mutant is added to: the scan must still draw it.
    public static let sourceApp = """
        import SwiftUI
        @main struct Shop: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View { var body: some View { NavigationStack { NavigationLink("Next") { Detail() } } } }
        struct Detail: View { var body: some View { Text("Detail").sheet(isPresented: .constant(false)) { Home() } } }
        """

    /// A hostile addition to ``sourceApp``'s folder, chosen at random among ``SourceMutation``.
    public mutating func sourceMutant() -> SourceMutant {
        let mutation = SourceMutation.allCases[nextIndex(below: SourceMutation.allCases.count)]
        let depth = 100 + nextIndex(below: 5000)
        func nested(_ open: String, _ middle: String, _ close: String) -> Data {
            Data((String(repeating: open, count: depth) + middle + String(repeating: close, count: depth) + "\n").utf8)
        }
        var mutant = SourceMutant(mutation: mutation)
        switch mutation {
        case .nestedArrays: mutant.files["Deep.swift"] = Data("let x = ".utf8) + nested("[", "1", "]")
        case .nestedGenerics: mutant.files["Deep.swift"] = Data("let x: ".utf8) + nested("A<", "Int", ">")
        case .chainedModifiers:
            mutant.files["Deep.swift"] = Data(("struct P: View { var body: some View { Text(\"p\")" + String(repeating: ".padding()", count: depth) + " } }\n").utf8)
        case .chainedKeywords: mutant.files["Deep.swift"] = Data(("func f() async throws {\n" + String(repeating: "try await ", count: depth) + "g() }\n").utf8)
        case .nestedConditions: mutant.files["Deep.swift"] = nested("#if A\n", "let x = 1\n", "#endif\n")
        case .nestedClosures: mutant.files["Deep.swift"] = Data("let x = ".utf8) + nested("{ ", "1", " }")
        case .latin1Byte: mutant.files["Latin.swift"] = Data(Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        case .utf16Text: mutant.files["Wide.swift"] = "struct Wide: View { var body: some View { Text(\"w\") } }\n".data(using: .utf16) ?? Data()
        case .hugeLine: mutant.files["Huge.swift"] = Data(("let s = \"" + String(repeating: "x", count: 100_000 + nextIndex(below: 1_100_000)) + "\"\n").utf8)
        case .danglingLink: mutant.links["Gone.swift"] = "Nowhere.swift"
        case .loopingLink: mutant.links["Loop.swift"] = "Loop.swift"
        case .unreadableFile:
            mutant.files["Secret.swift"] = Data("let secret = 1\n".utf8)
            mutant.unreadable = ["Secret.swift"]
        case .unreadableFolder:
            mutant.files["Private/Y.swift"] = Data("let y = 1\n".utf8)
            mutant.unreadable = ["Private"]
        case .namedPipe: mutant.pipes = ["Pipe.swift"]
        }
        return mutant
    }
}
