/// The pieces of the JSON grammar (RFC 8259) that the record reader checks values against, read
/// or skipped: numbers, literals, and UTF-8 sequences.
enum JSONGrammar {
    /// Whether `b` is a JSON number, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: no `+1`,
    /// `.5`, `1.`, `01`, `0x1F`, `NaN` or `Infinity`.
    @inline(__always)
    static func isNumber(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = b.count
        if i < n, b[i] == UInt8(ascii: "-") { i += 1 }
        guard i < n, isDigit(b[i]) else { return false }
        if b[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < n, isDigit(b[i]) { i += 1 }
        }
        if i < n, b[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, isDigit(b[i]) else { return false }
            while i < n, isDigit(b[i]) { i += 1 }
        }
        if i < n, b[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n, isDigit(b[i]) else { return false }
            while i < n, isDigit(b[i]) { i += 1 }
        }
        return i == n
    }

    /// Whether `b` is a JSON value that is no string, array or object: a number, `true`, `false`
    /// or `null`.
    @inline(__always)
    static func isScalar(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = b.first else { return false }
        switch first {
        case UInt8(ascii: "t"):
            return b.count == 4 && b[1] == UInt8(ascii: "r") && b[2] == UInt8(ascii: "u") && b[3] == UInt8(ascii: "e")
        case UInt8(ascii: "f"):
            return b.count == 5 && b[1] == UInt8(ascii: "a") && b[2] == UInt8(ascii: "l") && b[3] == UInt8(ascii: "s")
                && b[4] == UInt8(ascii: "e")
        case UInt8(ascii: "n"):
            return b.count == 4 && b[1] == UInt8(ascii: "u") && b[2] == UInt8(ascii: "l") && b[3] == UInt8(ascii: "l")
        default: return isNumber(b)
        }
    }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
}
