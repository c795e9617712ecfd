/// Just enough JSON to find a flat object's members without converting any value: where each
/// top-level member's value is, and the text of string values. Iterative (nesting costs no stack).
///
/// Not shared with ``JSONRecordReader`` on purpose: the reader streams through a window it
/// refills, so it keeps no byte ranges, and it converts each declared key into a typed slot with
/// record errors at their lines; `reportgen diff` needs the opposite, one whole line in memory and
/// the `fields` text exactly as written (a number converted and written again could differ).
struct JSONScanner {
    let bytes: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Each top-level member's value range; `nil` unless the text is one JSON object whose keys
    /// are each written once (with a key twice, which value counts depends on the reader).
    mutating func topLevelMembers() -> [String: Range<Int>]? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members: [String: Range<Int>] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return finished() ? members : nil }
        while true {
            skipSpace()
            let keyStart = i
            guard skipString(), let key = string(in: keyStart..<i) else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            let valueStart = i
            guard skipValue() else { return nil }
            guard members.updateValue(valueStart..<i, forKey: key) == nil else { return nil }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            return finished() ? members : nil
        }
    }

    /// The text of the JSON string at `range`, unescaped; `nil` if it is not a string.
    func string(in range: Range<Int>) -> String? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\""),
            bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        else { return nil }
        var out: [UInt8] = []
        var k = range.lowerBound + 1
        let end = range.upperBound - 1
        while k < end {
            let b = bytes[k]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                k += 1
                continue
            }
            guard k + 1 < end else { return nil }
            switch bytes[k + 1] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard k + 6 <= end,
                    let unit = UInt16(String(decoding: bytes[(k + 2)..<(k + 6)], as: UTF8.self), radix: 16)
                else { return nil }
                // Surrogates are replaced: ids are written by reportgen, which escapes only controls.
                let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
                out += Array(String(Character(scalar)).utf8)
                k += 6
                continue
            default: out.append(bytes[k + 1])
            }
            k += 2
        }
        return UTF8Validation.string(validating: out)
    }

    /// The text without the whitespace JSON ignores: what lies outside its strings (around `:`
    /// and `,`, at the ends). Strings are kept whole, escapes and all.
    func withoutInsignificantSpace() -> [UInt8] {
        var scanner = JSONScanner(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        while scanner.i < bytes.count {
            let start = scanner.i
            if bytes[start] == UInt8(ascii: "\"") {
                // An unclosed string runs to the end.
                out += scanner.skipString() ? bytes[start..<scanner.i] : bytes[start...]
                if scanner.i >= bytes.count { break }
                continue
            }
            scanner.skipSpace()
            if scanner.i == start {
                out.append(bytes[start])
                scanner.i += 1
            }
        }
        return out
    }

    private mutating func finished() -> Bool {
        skipSpace()
        return i == bytes.count
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard i < bytes.count, bytes[i] == byte else { return false }
        i += 1
        return true
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    /// Skips a string starting at `i`.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case UInt8(ascii: "\""):
                i += 1
                return true
            default: i += 1
            }
        }
        return false
    }

    /// Skips any value: strings whole, objects and arrays by counting brackets outside strings.
    private mutating func skipValue() -> Bool {
        guard i < bytes.count else { return false }
        switch bytes[i] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        i += 1
                        return true
                    }
                default: break
                }
                i += 1
            }
            return false
        default:
            let start = i
            while i < bytes.count,
                ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[i])
            {
                i += 1
            }
            return i > start
        }
    }
}
