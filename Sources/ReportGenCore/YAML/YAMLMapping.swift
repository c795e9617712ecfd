/// A mapping: its entries in file order (duplicates already reported) and position.
struct YAMLMapping: Sendable {
    /// One `key: value` entry.
    struct Entry: Sendable {
        var key: YAMLScalar
        var value: YAMLNode
    }

    /// The entries, in order.
    var entries: [Entry]
    /// Where the mapping starts.
    var position: SourcePosition

    /// The value for `key`, if present.
    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.text == key }?.value
    }

    /// The entry for `key`, if present.
    func entry(_ key: String) -> Entry? {
        entries.first { $0.key.text == key }
    }
}
