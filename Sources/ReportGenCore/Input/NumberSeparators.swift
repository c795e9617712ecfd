/// The `decimal_separator` and `grouping_separator` of a numeric input field, as in `-1.234,56`.
///
/// Grouping separators may only stand between groups of three digits counted from the decimal
/// separator (`1.234.567,89`); a number may also leave them out (`1234,56`). `1.23,4` and
/// `1.2345,6` are not numbers.
struct NumberSeparators: Sendable, Equatable {
    /// The UTF-8 of the character before the decimals.
    var decimal: [UInt8]
    /// The UTF-8 of the character between groups of three digits; empty for none.
    var grouping: [UInt8]

    /// Creates the separators from their characters (`grouping` empty for none).
    init(decimal: String, grouping: String) {
        self.decimal = Array(decimal.utf8)
        self.grouping = Array(grouping.utf8)
    }

    /// Calls `body` with `text` rewritten as plain `-1234.56`, or with `nil` when `text` does not
    /// follow the separators' rules.
    func withPlain<R>(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        // The plain form is never longer: separators go, the decimal separator becomes one byte.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, text.count)) { out in
            guard let length = plain(text, into: out) else { return body(nil) }
            return body(UnsafeBufferPointer(rebasing: out[0..<length]))
        }
    }

    /// Writes `text` as plain `-1234.56` into `out` (at least `text.count` bytes); the length
    /// written, or `nil` when a separator is out of place or a byte is neither a digit nor a separator.
    func plain(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var i = 0
        var n = 0
        if i < text.count, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") {
            out[n] = text[i]
            n += 1
            i += 1
        }
        var groups = 0
        var groupDigits = 0
        while i < text.count {
            let byte = text[i]
            if byte &- 48 < 10 {
                out[n] = byte
                n += 1
                i += 1
                groupDigits += 1
            } else if !grouping.isEmpty, Self.matches(grouping, in: text, at: i) {
                // The first group has one to three digits, every later one exactly three.
                guard groupDigits >= 1, groupDigits <= 3, groups == 0 || groupDigits == 3 else { return nil }
                groups += 1
                groupDigits = 0
                i += grouping.count
            } else {
                break
            }
        }
        if groups > 0, groupDigits != 3 { return nil }
        guard i < text.count else { return n }
        guard Self.matches(decimal, in: text, at: i) else { return nil }
        i += decimal.count
        out[n] = UInt8(ascii: ".")
        n += 1
        while i < text.count {
            guard text[i] &- 48 < 10 else { return nil }
            out[n] = text[i]
            n += 1
            i += 1
        }
        return n
    }

    private static func matches(_ separator: [UInt8], in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + separator.count <= text.count else { return false }
        for k in 0..<separator.count where text[index + k] != separator[k] { return false }
        return true
    }

    /// How a number is written with these separators, for messages: `-1.234,56` (`-1.234` for an int).
    func example(fraction: Bool) -> String {
        let grouped = grouping.isEmpty ? "-1234" : "-1" + String(decoding: grouping, as: UTF8.self) + "234"
        return fraction ? grouped + String(decoding: decimal, as: UTF8.self) + "56" : grouped
    }
}
