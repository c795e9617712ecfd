extension YAMLScalar {
    /// Where each Unicode scalar of a scalar's value was written, when that is not simply the
    /// scalar's start plus the offset (plus the opening quote): escapes (`"\t{x}"`, `'it''s'`),
    /// scalars over several lines (plain or quoted, folded), and block scalars (`|`, `>`). `nil`
    /// when the simple rule is exact, or when the raw text cannot be followed.
    ///
    /// The value is matched against the raw text character by character: what YAML changes
    /// between them is only whitespace (indentation, folded line breaks, trailing spaces),
    /// escapes and doubled single quotes, so every other character of the value is found where
    /// it was written. `lines` is the file's text split into lines, without line ends; `start` is
    /// where the scalar starts (its quote or block indicator), as the parser marks it.
    static func sourcePositions(
        of value: String, style: Style, at start: SourcePosition, in lines: [[Unicode.Scalar]]
    ) -> [SourcePosition]? {
        var line = start.line - 1
        var column = start.column - 1
        guard line >= 0, line < lines.count, column >= 0 else { return nil }
        // A tag or an anchor before the value (`!!str "…"`, `&name …`): the parser's mark is at it.
        for _ in 0..<2 where column < lines[line].count && (lines[line][column] == "!" || lines[line][column] == "&") {
            while column < lines[line].count, lines[line][column] != " " { column += 1 }
            while column < lines[line].count, lines[line][column] == " " { column += 1 }
        }
        switch style {
        case .singleQuoted, .doubleQuoted: column += 1
        case .literal, .folded:
            line += 1  // the value starts on the line after the indicator
            column = 0
        case .plain: break
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
        func character(_ line: Int, _ column: Int) -> Unicode.Scalar {
            column < lines[line].count ? lines[line][column] : "\n"
        }
        var positions: [SourcePosition] = []
        var differs = false
        var offset = 0
        for scalar in value.unicodeScalars {
            while true {
                guard line < lines.count else { return nil }
                let raw = character(line, column)
                let here = SourcePosition(line: line + 1, column: column + 1)
                var width = 0
                if style == .doubleQuoted, raw == "\\" {
                    let escape = character(line, column + 1)
                    if escape == "\n" {
                        // An escaped line break: nothing in the value; the next line goes on.
                        line += 1
                        column = 0
                        continue
                    }
                    width = 2 + (escape == "x" ? 2 : escape == "u" ? 4 : escape == "U" ? 8 : 0)
                } else if style == .singleQuoted, raw == "'", scalar == "'" {
                    width = 2
                } else if raw == scalar || (isSpace(scalar) && isSpace(raw)) {
                    width = 1
                } else if isSpace(raw) {
                    // Indentation, a folded line break, spaces before it: not in the value.
                    if raw == "\n" {
                        line += 1
                        column = 0
                    } else {
                        column += 1
                    }
                    continue
                } else {
                    return nil
                }
                positions.append(here)
                if here != simplePosition(style, start, offset) { differs = true }  // always, for a block
                if raw == "\n" {
                    line += 1
                    column = 0
                } else {
                    column += width
                }
                break
            }
            offset += 1
        }
        return differs ? positions : nil
    }

    /// The position the simple rule gives the `offset`-th scalar of a one-line scalar that
    /// starts at `start`: its start plus the offset, after the opening quote. `nil` for a block
    /// scalar, which starts on the next line.
    static func simplePosition(_ style: Style, _ start: SourcePosition, _ offset: Int) -> SourcePosition? {
        switch style {
        case .plain: return start.advanced(by: offset)
        case .singleQuoted, .doubleQuoted: return start.advanced(by: offset + 1)
        case .literal, .folded: return nil
        }
    }

    /// `text` split into lines of Unicode scalars, without their line ends, as the parser counts
    /// lines (see the cases below).
    static func sourceLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var afterCR = false
        for scalar in text.unicodeScalars {
            // The line breaks the parser counts: LF, CR LF, a lone CR, NEL, and the line and
            // paragraph separators.
            switch scalar {
            case "\n":
                if !afterCR { lines.append([]) }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append([])
            default:
                lines[lines.count - 1].append(scalar)
            }
            afterCR = scalar == "\r"
        }
        return lines
    }
}
