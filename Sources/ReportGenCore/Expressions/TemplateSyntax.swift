/// A parsed template: literal text and `{expression}` / `{expression:format}` holes.
///
/// ```swift
/// let t = try TemplateSyntax.parse("{source.title} Transactions")
/// // [.hole(source.title), .text(" Transactions")]
/// ```
@_spi(Fuzzing) public struct TemplateSyntax: Sendable {
    /// One piece of a template.
    @_spi(Fuzzing) public enum Part: Sendable {
        case text(String)
        /// An expression, its offset in the template, and the format text with its offset.
        case hole(expression: String, offset: Int, format: (text: String, offset: Int)?)
    }

    /// The pieces, in order.
    @_spi(Fuzzing) public var parts: [Part]

    /// Splits a template into text and holes; `{{` and `}}` are literal braces.
    @_spi(Fuzzing) public static func parse(_ template: String) throws(SyntaxError) -> TemplateSyntax {
        let (syntax, errors) = parseAll(template)
        if let first = errors.first { throw first }
        return syntax
    }

    /// Splits a template as ``parse(_:)`` does, going on past its mistakes: every one of them, and
    /// the holes around them, so that a checker reports the holes' own errors too. A hole left
    /// open runs to the end of the template.
    static func parseAll(_ template: String) -> (syntax: TemplateSyntax, errors: [SyntaxError]) {
        let s = Array(template.unicodeScalars)
        var errors: [SyntaxError] = []
        var parts: [Part] = []
        var text = ""
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "{" {
                if i + 1 < s.count, s[i + 1] == "{" {
                    text.unicodeScalars.append("{")
                    i += 2
                    continue
                }
                if !text.isEmpty {
                    parts.append(.text(text))
                    text = ""
                }
                let open = i
                i += 1
                // The expression runs to a top-level ':' or '}', skipping quoted text and parentheses.
                var expression = ""
                var depth = 0
                var quote: Unicode.Scalar?
                while i < s.count {
                    let d = s[i]
                    if let q = quote {
                        if d == q { quote = nil }
                    } else if d == "'" || d == "\"" {
                        quote = d
                    } else if d == "(" {
                        depth += 1
                    } else if d == ")" {
                        depth -= 1
                    } else if depth <= 0, d == ":" || d == "}" {
                        break
                    }
                    expression.unicodeScalars.append(d)
                    i += 1
                }
                // The hole runs to the end of the template, in its expression or in its format.
                let unclosed = SyntaxError(offset: open, message: "unclosed '{' (write '{{' for a literal brace)")
                guard i < s.count else {
                    errors.append(unclosed)
                    break
                }
                // Said once the hole is known to close: an unclosed `{:x` is one mistake, not two.
                let isEmpty = expression.trimmingSpaces.isEmpty
                var format: (String, Int)?
                if s[i] == ":" {
                    i += 1
                    let start = i
                    var formatText = ""
                    var inQuote = false
                    while i < s.count, inQuote || s[i] != "}" {
                        if s[i] == "'" { inQuote.toggle() }
                        formatText.unicodeScalars.append(s[i])
                        i += 1
                    }
                    guard i < s.count else {
                        errors.append(unclosed)
                        break
                    }
                    format = (formatText, start)
                }
                if isEmpty {
                    errors.append(SyntaxError(offset: open, message: "empty '{}' in a template"))
                } else {
                    parts.append(.hole(expression: expression, offset: open + 1, format: format))
                }
                i += 1  // the closing '}'
            } else if c == "}" {
                guard i + 1 < s.count, s[i + 1] == "}" else {
                    errors.append(SyntaxError(offset: i, message: "unmatched '}' (write '}}' for a literal brace)"))
                    i += 1
                    continue
                }
                text.unicodeScalars.append("}")
                i += 2
            } else {
                text.unicodeScalars.append(c)
                i += 1
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return (TemplateSyntax(parts: parts), errors)
    }
}
