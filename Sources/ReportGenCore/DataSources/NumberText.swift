/// Numbers written with an exponent, rewritten without one, digit for digit: `1e-05` →
/// `0.00001`, `1.5E+20` → `150000000000000000000`. A text transformation, exact by construction,
/// for databases that print floating-point columns in exponent form.
package enum NumberText {
    /// `text` without its exponent; `text` itself when it has none or is not such a number.
    package static func positional(_ text: String) -> String {
        // Most numbers have no exponent: say so without walking the text as characters.
        guard text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }),
            let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...]), abs(exponent) <= 400
        else { return text }
        var mantissa = text[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative || mantissa.hasPrefix("+") { mantissa.removeFirst() }
        let points = mantissa.filter { $0 == "." }.count
        guard points <= 1, !mantissa.isEmpty, mantissa.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber })
        else { return text }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        var digits = mantissa.filter { $0 != "." }
        guard !digits.isEmpty else { return text }
        let position = (point ?? digits.count) + exponent
        // Trailing zeros after the point say nothing once the point moved.
        while digits.count > 1, digits.hasSuffix("0"), digits.count > position { digits.removeLast() }
        let body: String
        if position <= 0 {
            body = "0." + String(repeating: "0", count: -position) + digits
        } else if position >= digits.count {
            body = digits + String(repeating: "0", count: position - digits.count)
        } else {
            body = String(digits.prefix(position)) + "." + String(digits.dropFirst(position))
        }
        return (negative ? "-" : "") + body
    }
}
