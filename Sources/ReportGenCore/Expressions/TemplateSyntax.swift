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
        let s = Array(template.unicodeScalars)
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
                guard i < s.count else {
                    throw SyntaxError(offset: open, message: "unclosed '{' (write '{{' for a literal brace)")
                }
                if expression.trimmingSpaces.isEmpty {
                    throw SyntaxError(offset: open, message: "empty '{}' in a template")
                }
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
                        throw SyntaxError(offset: open, message: "unclosed '{' (write '{{' for a literal brace)")
                    }
                    format = (formatText, start)
                }
                parts.append(.hole(expression: expression, offset: open + 1, format: format))
                i += 1  // the closing '}'
            } else if c == "}" {
                guard i + 1 < s.count, s[i + 1] == "}" else {
                    throw SyntaxError(offset: i, message: "unmatched '}' (write '}}' for a literal brace)")
                }
                text.unicodeScalars.append("}")
                i += 2
            } else {
                text.unicodeScalars.append(c)
                i += 1
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return TemplateSyntax(parts: parts)
    }
}
