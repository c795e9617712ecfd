/// A double-quoted string literal: quotes, backslashes and line breaks escaped, and the scalars
/// `escape` names written its way (JSON and Swift spell control characters differently).
func quotedLiteral(_ s: String, escaping escape: (Unicode.Scalar) -> String?) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}

/// A JSON string literal.
package func jsonString(_ s: String) -> String {
    quotedLiteral(s) { scalar in
        guard scalar.value < 0x20 else { return nil }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    ///
    /// Matched by Unicode scalars, not characters: a quote followed by a combining mark, or a CR
    /// before a LF, is one `Character`, and a search by characters would pass it by.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        let scalars = Array(unicodeScalars)
        guard !pattern.isEmpty else { return self }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if i + pattern.count <= scalars.count, scalars[i..<i + pattern.count].elementsEqual(pattern) {
                out.append(contentsOf: replacement.unicodeScalars)
                i += pattern.count
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }
}
