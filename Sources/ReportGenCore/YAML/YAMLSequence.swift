/// A sequence: its items and position.
struct YAMLSequence: Sendable {
    /// The items, in order.
    var items: [YAMLNode]
    /// Where the sequence starts.
    var position: SourcePosition
}
