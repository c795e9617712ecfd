/// Tags written before repeated mapping keys so that Yams composes the file anyway.
///
/// Yams stops at the first mapping with a repeated key, which would hide every later problem.
/// A key with a tag of its own is a different key to Yams, so the loader tags the key Yams
/// names, composes again, and finds every repeat itself on the finished tree. Positions in the
/// tagged text map back to the file as written with ``original(_:)``.
struct DuplicateKeyTags {
    /// Where each tag went (in the text as it was just before) and how many scalars it took.
    private var insertions: [(position: SourcePosition, length: Int)] = []

    /// How many keys have been tagged.
    var count: Int { insertions.count }

    /// Writes a new tag before the key at `position` in `text`; `false` when the key cannot take
    /// one (it has a tag already, or is an alias) or is not where libyaml said.
    mutating func tagKey(at position: SourcePosition, in text: inout String) -> Bool {
        guard let start = position.index(in: text) else { return false }
        let scalars = text.unicodeScalars
        var index = start
        // Skip an anchor (`&a key`): a tag may go before it, but not beside another tag.
        if index < scalars.endIndex, scalars[index] == "&" {
            while index < scalars.endIndex, !Self.isBlank(scalars[index]) { index = scalars.index(after: index) }
            while index < scalars.endIndex, scalars[index] == " " { index = scalars.index(after: index) }
        }
        guard index < scalars.endIndex, !"!*".unicodeScalars.contains(scalars[index]), !Self.isBlank(scalars[index])
        else { return false }
        // A block indicator (`? - a`) cannot follow a tag on its line.
        let next = scalars.index(after: index)
        if "-?:".unicodeScalars.contains(scalars[index]), next == scalars.endIndex || Self.isBlank(scalars[next]) {
            return false
        }
        let tag = "!reportgen-key-\(insertions.count) "
        text.unicodeScalars.insert(contentsOf: tag.unicodeScalars, at: start)
        insertions.append((position, tag.unicodeScalars.count))
        return true
    }

    /// Where `position` in the tagged text is in the file as written (a tag's own place maps
    /// to the key it marks).
    func original(_ position: SourcePosition) -> SourcePosition {
        var result = position
        for insertion in insertions.reversed()
        where result.line == insertion.position.line && result.column > insertion.position.column {
            result.column = max(insertion.position.column, result.column - insertion.length)
        }
        return result
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
