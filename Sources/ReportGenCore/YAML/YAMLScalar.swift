/// A scalar: its text, quoting style and position.
struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written.
    enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value, after YAML unquoting.
    var text: String
    /// How it was written.
    var style: Style
    /// Where it starts (the opening quote, for quoted scalars).
    var position: SourcePosition
    /// Where each Unicode scalar of ``text`` was written, when ``position`` plus an offset does not
    /// say (see ``sourcePositions(of:style:at:in:)``).
    var exactPositions: [SourcePosition]?

    /// Creates a scalar.
    init(text: String, style: Style, position: SourcePosition, exactPositions: [SourcePosition]? = nil) {
        self.text = text
        self.style = style
        self.position = position
        self.exactPositions = exactPositions
    }

    /// The text of a plain scalar, which alone may be read as a number or a bool: `"18"` and
    /// `'yes'` are text, as every YAML reader takes them.
    var plainText: String? { style == .plain ? text : nil }

    /// What a message about a value that must be a number or a bool adds when it was quoted.
    var quotedNote: String { style == .plain ? "" : " (a quoted value is text: write it without quotes)" }

    /// Whether it is a plain `null`, `~` or empty scalar.
    var isNull: Bool { style == .plain && ["", "~", "null", "Null", "NULL"].contains(text) }

    /// The position of the `offset`-th Unicode scalar of the value, for pointing inside
    /// expressions and templates; just past the last one for the value's end.
    func position(ofOffset offset: Int) -> SourcePosition {
        if let exact = exactPositions, !exact.isEmpty {
            return offset < exact.count ? exact[max(0, offset)] : exact[exact.count - 1].advanced(by: 1)
        }
        if let simple = Self.simplePosition(style, position, offset) { return simple }
        // A block scalar: the value starts on the line after the indicator; map by lines.
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
