/// A sequence: its items and position.
public struct YAMLSequence: Sendable {
    /// The items, in order.
    public var items: [YAMLNode]
    /// Where the sequence starts.
    public var position: SourcePosition
}
