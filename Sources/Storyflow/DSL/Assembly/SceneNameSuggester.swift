/// Suggests the declared scene id a mistyped one was probably meant to be.
struct SceneNameSuggester {
    let candidates: [Scene.ID]

    /// The candidate closest to `name` by edit distance (ignoring case), if it is within a third of
    /// the name's length (at least 1); the first declared wins a tie.
    func suggestion(for name: Scene.ID) -> Scene.ID? {
        let limit = max(1, name.count / 3)
        var best: (id: Scene.ID, distance: Int)?
        for candidate in candidates {
            let distance = Self.editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.id
    }

    /// The Levenshtein distance: insertions, deletions and substitutions turning `source` into `target`.
    static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        var previous = Array(0...target.count)
        for (row, sourceCharacter) in source.enumerated() {
            var current = [row + 1]
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}
