/// A YAML node with its position: the loader's output, walked by ``LayoutDecoder``.
///
/// All scalars stay text with their quoting style; the decoder decides what they mean in
/// context (so `no` stays the string "no" where a string is expected).
indirect enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    /// Where the node starts.
    var position: SourcePosition {
        switch self {
        case .scalar(let s): return s.position
        case .mapping(let m): return m.position
        case .sequence(let s): return s.position
        }
    }

    /// A word for the node's shape, for messages: "a mapping", "a list", "a scalar".
    var shapeName: String {
        switch self {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
