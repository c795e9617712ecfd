extension FixedDecimal {
    /// Parses `-12.50`, `+3`, `.5` or `7.`: an optional sign, digits and at most one point, nothing
    /// else. Returns `nil` for anything else (`12abc`, `1e3`, ` 1`) or when it has too many digits.
    public init?(parsing text: String) {
        var text = text
        guard let value = text.withUTF8({ FixedDecimal(utf8: $0) }) else {
            return nil
        }
        self = value
    }

    /// Parses the ASCII bytes of a decimal number; see ``init(parsing:)``.
    @_spi(Fuzzing) public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: Int128 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if byte &- 48 < 10 {
                let (shifted, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let (added, o2) = shifted.addingReportingOverflow(Int128(byte &- 48))
                guard !o1, !o2 else { return nil }
                mantissa = added
                digits += 1
                if seenPoint { scale += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, scale <= Self.maxScale else { return nil }
        self.init(unchecked: negative ? -mantissa : mantissa, scale: scale)
    }

    /// The value as text: exact digits, or rounded to `places`, with `,` every three integer digits
    /// when `grouping` is set (or a locale's separators).
    ///
    /// ```swift
    /// FixedDecimal(parsing: "1338.971")!.formatted(places: 2, grouping: true) // "1,338.97"
    /// ```
    @_spi(Fuzzing) public func formatted(places: Int?, grouping: Bool, symbols: NumberSymbols = .posix) -> String {
        var bytes: [UInt8] = []
        append(places: places, grouping: grouping, symbols: symbols, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
