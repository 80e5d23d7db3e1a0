import SwiftParser

extension SwiftSourceScanner {
    /// Lists, reads and parses the Swift files a scan of `paths` reads, and does nothing else with them: timed, this is
    /// the least CPU a scan of the same files can take (swift-syntax's parser alone). Returns how many files were parsed;
    /// files a scan skips (unreadable, or that would trap the parser) are skipped here too.
    public static func parseOnly(paths: [String]) throws -> Int {
        let sources = try SourceFileSet.files(under: paths).files.compactMap { file in
            try? SourceText.read(path: file.path, displayPath: file.displayPath).get()
        }
        return DeepStack.run {
            var parsed = 0
            for source in sources where NestingDepth.firstParserTrap(in: source) == nil && NestingDepth.firstKeywordTrap(in: source) == nil {
                _ = Parser.parse(source: source)
                parsed += 1
            }
            return parsed
        }
    }
}
