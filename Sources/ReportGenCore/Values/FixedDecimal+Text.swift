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
    ///
    /// The digits gather in a 64-bit word, from up to 19 bytes at a time (which cannot overflow
    /// it), and only then join the 128-bit mantissa: a price costs no 128-bit arithmetic at all.
    @_spi(Fuzzing) public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var index = 0
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let digitsStart = index
        var mantissa: Int128 = 0
        // The index of the point, if any.
        var point = -1
        while index < count {
            let chunkStart = index
            let chunkEnd = min(count, index &+ 19)
            let pointBefore = point
            var run: UInt64 = 0
            while index < chunkEnd {
                let digit = bytes[index] &- 48
                if digit < 10 {
                    run = run &* 10 &+ UInt64(digit)
                } else if digit == UInt8(ascii: ".") &- 48, point < 0 {
                    point = index
                } else {
                    return nil
                }
                index &+= 1
            }
            let runDigits = chunkEnd &- chunkStart &- (point == pointBefore ? 0 : 1)
            guard Self.join(run, digits: runDigits, to: &mantissa) else { return nil }
        }
        let digits = count &- digitsStart &- (point < 0 ? 0 : 1)
        let scale = point < 0 ? 0 : count &- point &- 1
        guard digits > 0, scale <= Self.maxScale else { return nil }
        self.init(unchecked: negative ? -mantissa : mantissa, scale: scale)
    }

    /// Appends `digits` decimal digits worth `run` to `mantissa`; false when it overflows.
    @inline(__always)
    private static func join(_ run: UInt64, digits: Int, to mantissa: inout Int128) -> Bool {
        if mantissa == 0 {
            mantissa = Int128(run)
            return true
        }
        let (shifted, o1) = mantissa.multipliedReportingOverflow(by: powerOfTen(digits))
        let (joined, o2) = shifted.addingReportingOverflow(Int128(run))
        guard !o1, !o2 else { return false }
        mantissa = joined
        return true
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
