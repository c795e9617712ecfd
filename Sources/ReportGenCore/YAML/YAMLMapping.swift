/// A mapping: its entries in file order (duplicates already reported) and position.
public struct YAMLMapping: Sendable {
    /// One `key: value` entry.
    public struct Entry: Sendable {
        public var key: YAMLScalar
        public var value: YAMLNode
    }

    /// The entries, in order.
    public var entries: [Entry]
    /// Where the mapping starts.
    public var position: SourcePosition

    /// The value for `key`, if present.
    public subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.text == key }?.value
    }

    /// The entry for `key`, if present.
    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key.text == key }
    }
}
