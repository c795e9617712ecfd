/// Counting positions in text the way libyaml does, so that positions found by reportgen agree
/// with those libyaml reports: lines break at LF, CR, CRLF, NEL, LS and PS, and a byte-order mark
/// at the start takes no column.
extension SourcePosition {
    /// The position just after `scalars`, read from the start of a file.
    static func after(_ scalars: some Sequence<Unicode.Scalar>) -> SourcePosition {
        var position = SourcePosition.start
        var previous: Unicode.Scalar?
        for scalar in scalars {
            position = position.stepped(over: scalar, after: previous)
            previous = scalar
        }
        return position
    }

    /// Where this position is in `text`: the index of the scalar at this line and column, or
    /// `nil` when the text has no such place.
    func index(in text: String) -> String.Index? {
        let scalars = text.unicodeScalars
        var position = SourcePosition.start
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = position.stepped(over: scalar, after: previous)
            // A scalar that takes no place (a BOM, the LF of a CRLF) is never the one meant.
            if position == self, next != position { return index }
            position = next
            previous = scalar
            index = scalars.index(after: index)
        }
        return position == self ? scalars.endIndex : nil
    }

    private func stepped(over scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> SourcePosition {
        switch scalar {
        case "\n" where previous == "\r", "\u{FEFF}" where previous == nil:
            return self
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
            return SourcePosition(line: line + 1, column: 1)
        default:
            return SourcePosition(line: line, column: column + 1)
        }
    }
}
