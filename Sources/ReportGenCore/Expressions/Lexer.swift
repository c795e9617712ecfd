/// Splits expression text into tokens.
struct Lexer {
    enum Token: Equatable {
        case number(String)
        case string(String)
        case identifier(String)
        case symbol(String)
        case end
    }

    let scalars: [Unicode.Scalar]
    private(set) var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c)
    }

    /// The next token and the offset it starts at.
    mutating func next() throws(SyntaxError) -> (Token, Int) {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" {
            index += 1
        }
        let start = index
        guard index < scalars.count else { return (.end, start) }
        let c = scalars[index]
        if ("0"..."9").contains(c)
            || (c == "." && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1]))
        {
            var text = ""
            var seenPoint = false
            while index < scalars.count {
                let d = scalars[index]
                if ("0"..."9").contains(d) {
                    text.unicodeScalars.append(d)
                } else if d == ".", !seenPoint, index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]) {
                    seenPoint = true
                    text.unicodeScalars.append(d)
                } else {
                    break
                }
                index += 1
            }
            if index < scalars.count, Self.isIdentifierStart(scalars[index]) {
                throw SyntaxError(offset: index, message: "unexpected '\(scalars[index])' after the number \(text)")
            }
            return (.number(text), start)
        }
        if c == "'" || c == "\"" {
            index += 1
            var text = ""
            while index < scalars.count {
                let d = scalars[index]
                if d == c {
                    if index + 1 < scalars.count, scalars[index + 1] == c {
                        text.unicodeScalars.append(c)
                        index += 2
                        continue
                    }
                    index += 1
                    return (.string(text), start)
                }
                if d == "\\", index + 1 < scalars.count {
                    let e = scalars[index + 1]
                    switch e {
                    case "n": text.unicodeScalars.append("\n")
                    case "t": text.unicodeScalars.append("\t")
                    default: text.unicodeScalars.append(e)
                    }
                    index += 2
                    continue
                }
                text.unicodeScalars.append(d)
                index += 1
            }
            throw SyntaxError(offset: start, message: "unterminated string (a \(c) opened here is never closed)")
        }
        if Self.isIdentifierStart(c) {
            var text = ""
            while index < scalars.count, Self.isIdentifierPart(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return (.identifier(text), start)
        }
        let two = index + 1 < scalars.count ? String(c) + String(scalars[index + 1]) : ""
        if ["==", "!=", "<=", ">="].contains(two) {
            index += 2
            return (.symbol(two), start)
        }
        if "+-*/<>(),.".unicodeScalars.contains(c) {
            index += 1
            return (.symbol(String(c)), start)
        }
        let hint: String
        switch c {
        case "=": hint = " (use '==' to compare)"
        case "&": hint = " (use 'and')"
        case "|": hint = " (use 'or')"
        case "!": hint = " (use 'not' or '!=')"
        default: hint = ""
        }
        throw SyntaxError(offset: start, message: "unexpected character '\(c)'\(hint)")
    }
}
