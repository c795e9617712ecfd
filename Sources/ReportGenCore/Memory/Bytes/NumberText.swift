/// Numbers in exponent form (`1e2`, `2.5E-3`, `-1.5e+3`: JSON numbers, a database's floating-point
/// text) rewritten as plain decimal text by shifting the point: exact, with no binary floating
/// point, and bounded however large the exponent (`1e999999999999` is a quick "does not fit",
/// never a long loop or an overflow). The written precision is kept: `1.50e1` is `15.0`.
package enum NumberText {
    /// What an exponent form comes to.
    enum Expansion: Equatable {
        /// The same value as plain text: `-1500`, `0.0025`.
        case plain([UInt8])
        /// Not a number at all (`1e`, `e5`, `1.2.3e4`).
        case notANumber
        /// A value too large (or too finely divided) for the field's type.
        case doesNotFit
        /// For an int field: the value has a fraction (`1.5e0`).
        case fraction
    }

    /// Exponents beyond this many (either way) are not shifted: only a zero fits then.
    static let exponentLimit = 1_000_000_000

    /// Whether `b` is written with an exponent.
    static func hasExponent(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        b.contains(UInt8(ascii: "e")) || b.contains(UInt8(ascii: "E"))
    }

    /// Whether `b` has a point with a digit after it (`15.0`, `.5`; not `15.`).
    static func hasFraction(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let point = b.firstIndex(of: UInt8(ascii: ".")), point + 1 < b.count else { return false }
        return b[point + 1] &- 48 < 10
    }

    /// `b` (with an exponent, or with a point, for an int field) as plain text for an `int` field
    /// (`integer`) or a `decimal` field. For a decimal the written precision is kept (`1.50e1` is `15.0`) as far as
    /// ``FixedDecimal/maxScale`` allows, and never less than the value needs.
    static func expand(_ b: UnsafeBufferPointer<UInt8>, integer: Bool) -> Expansion {
        var i = 0
        var negative = false
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        // The mantissa's digits, the point left out; `integerDigits` of them come before it.
        var digits: [UInt8] = []
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        while i < b.count, b[i] != UInt8(ascii: "e"), b[i] != UInt8(ascii: "E") {
            let byte = b[i]
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte &- 48 < 10 {
                digits.append(byte &- 48)
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
            } else {
                return .notANumber
            }
            i += 1
        }
        guard !digits.isEmpty else { return .notANumber }
        var exponent = 0
        var exponentNegative = false
        var huge = false
        // Without an exponent (`15.0` for an int field) the point stays where it is, after at least
        // one digit: `.5` has a fraction all the same, `.0` is no number written so.
        if i == b.count, integerDigits == 0 {
            return integer && digits.contains(where: { $0 != 0 }) ? .fraction : .notANumber
        }
        if i < b.count {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                exponentNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < b.count else { return .notANumber }
            while i < b.count {
                let digit = b[i] &- 48
                guard digit < 10 else { return .notANumber }
                if !huge {
                    exponent = exponent * 10 + Int(digit)
                    if exponent > exponentLimit { huge = true }
                }
                i += 1
            }
        }
        if exponentNegative { exponent = -exponent }

        // The value is 0.DIGITS × 10^point.
        let leadingZeros = digits.prefix { $0 == 0 }.count
        let writtenScale = max(0, fractionDigits - min(max(exponent, -exponentLimit), exponentLimit))
        guard leadingZeros < digits.count else {
            // Zero, whatever the exponent.
            let scale = integer ? 0 : min(writtenScale, FixedDecimal.maxScale)
            return .plain(Array("0".utf8) + (scale > 0 ? [UInt8(ascii: ".")] + Array(repeating: 48, count: scale) : []))
        }
        if huge { return exponentNegative && integer ? .fraction : .doesNotFit }
        let significant = Array(digits[leadingZeros...].reversed().drop { $0 == 0 }.reversed())
        let point = integerDigits + exponent - leadingZeros
        let neededScale = max(0, significant.count - point)
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if integer {
            guard neededScale == 0 else { return .fraction }
            // 19 digits is as long as a 64-bit int gets; `parseInt` checks the range.
            guard point <= 19 else { return .doesNotFit }
            out += significant.map { $0 + 48 }
            out += Array(repeating: 48, count: point - significant.count)
            return .plain(out)
        }
        // A decimal has at most 39 digits (38 in full); `FixedDecimal` checks the range.
        guard point <= 39, neededScale <= FixedDecimal.maxScale else { return .doesNotFit }
        let scale = max(neededScale, min(writtenScale, FixedDecimal.maxScale))
        if point <= 0 {
            out.append(48)
        } else {
            for k in 0..<point { out.append((k < significant.count ? significant[k] : 0) + 48) }
        }
        if scale > 0 {
            out.append(UInt8(ascii: "."))
            for k in point..<(point + scale) {
                out.append((k >= 0 && k < significant.count ? significant[k] : 0) + 48)
            }
        }
        return .plain(out)
    }

    /// `text` without its exponent, as a decimal (`1e-05` → `0.00001`, `1.5E+20` →
    /// `150000000000000000000`); `text` itself when it has none, is not such a number, or is one
    /// no decimal holds (more than 38 digits, or more than 30 after the point: `1e-31`, `1e39`).
    package static func positional(_ text: String) -> String {
        // Most numbers have no exponent: say so without looking further.
        guard text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) else { return text }
        var bytes = Array(text.utf8)
        let expansion = bytes.withUnsafeMutableBufferPointer { expand(UnsafeBufferPointer($0), integer: false) }
        guard case .plain(let plain) = expansion else { return text }
        return String(decoding: plain, as: UTF8.self)
    }
}
