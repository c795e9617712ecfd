/// A YAML node with its position: the loader's output, walked by ``LayoutDecoder``.
///
/// All scalars stay text with their quoting style; the decoder decides what they mean in
/// context (so `no` stays the string "no" where a string is expected).
public indirect enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    /// Where the node starts.
    public var position: SourcePosition {
        switch self {
        case .scalar(let s): return s.position
        case .mapping(let m): return m.position
        case .sequence(let s): return s.position
        }
    }

    /// A word for the node's shape, for messages: "a mapping", "a list", "a scalar".
    public var shapeName: String {
        switch self {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

/// A scalar: its text, quoting style and position.
public struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value, after YAML unquoting.
    public var text: String
    /// How it was written.
    public var style: Style
    /// Where it starts (the opening quote, for quoted scalars).
    public var position: SourcePosition

    /// Creates a scalar.
    public init(text: String, style: Style, position: SourcePosition) {
        self.text = text
        self.style = style
        self.position = position
    }

    /// Whether it is a plain `null`, `~` or empty scalar.
    public var isNull: Bool { style == .plain && ["", "~", "null", "Null", "NULL"].contains(text) }

    /// The position of the `offset`-th scalar of the value, for pointing inside expressions and
    /// templates. Exact for single-line plain and quoted scalars without escapes.
    public func position(ofOffset offset: Int) -> SourcePosition {
        switch style {
        case .plain: return position.advanced(by: offset)
        case .singleQuoted, .doubleQuoted: return position.advanced(by: offset + 1)
        case .literal, .folded:
            // The value starts on the line after the indicator; map by lines.
            var line = position.line + 1
            var column = 0
            var seen = 0
            for scalar in text.unicodeScalars {
                if seen == offset { break }
                seen += 1
                if scalar == "\n" {
                    line += 1
                    column = 0
                } else {
                    column += 1
                }
            }
            return SourcePosition(line: line, column: column + 1 + max(0, position.column - 1) + 2)
        }
    }
}

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

/// A sequence: its items and position.
public struct YAMLSequence: Sendable {
    /// The items, in order.
    public var items: [YAMLNode]
    /// Where the sequence starts.
    public var position: SourcePosition
}
