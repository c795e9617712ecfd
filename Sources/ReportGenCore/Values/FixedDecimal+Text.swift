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
    /// it): a price is one such word, read inline, with no 128-bit arithmetic at all.
    @inline(__always)
    @_spi(Fuzzing) public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var index = 0
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // The index of the point, if any.
        var point = -1
        let mantissa: Signed128
        if count &- index <= 19 {
            guard let run = Self.readChunk(bytes, from: index, to: count, point: &point) else { return nil }
            mantissa = Signed128(unsigned: run)
        } else {
            guard let long = Self.readLong(bytes, from: index, point: &point) else { return nil }
            mantissa = long
        }
        let digits = count &- index &- (point < 0 ? 0 : 1)
        let scale = point < 0 ? 0 : count &- point &- 1
        guard digits > 0, scale <= Self.maxScale else { return nil }
        self.init(unchecked: negative ? -mantissa : mantissa, scale: scale)
    }

    /// The digits of `bytes[start..<end]` (at most 19 of them, and a point if `point` is -1, set
    /// to its index) as a word; `nil` for any other byte.
    @inline(__always)
    private static func readChunk(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, point: inout Int)
        -> UInt64?
    {
        var run: UInt64 = 0
        var index = start
        // The digits before a point, then the point, then the digits after it: one test a digit
        // (a loop that took either at every byte tested each byte twice).
        while index < end {
            let digit = bytes[index] &- 48
            guard digit < 10 else { break }
            run = run &* 10 &+ UInt64(digit)
            index &+= 1
        }
        guard index < end else { return run }
        guard bytes[index] == UInt8(ascii: "."), point < 0 else { return nil }
        point = index
        index &+= 1
        while index < end {
            let digit = bytes[index] &- 48
            guard digit < 10 else { return nil }
            run = run &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return run
    }

    /// The digits from `start` on (more than 19 bytes), chunk by chunk, as a 128-bit mantissa;
    /// `nil` for a byte that is neither a digit nor the first point, or when it overflows.
    @inline(never)
    private static func readLong(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, point: inout Int)
        -> Signed128?
    {
        var mantissa = Signed128.zero
        var index = start
        while index < bytes.count {
            let end = min(bytes.count, index &+ 19)
            let pointBefore = point
            guard let run = readChunk(bytes, from: index, to: end, point: &point) else { return nil }
            let digits = end &- index &- (point == pointBefore ? 0 : 1)
            let (shifted, o1) = mantissa.multipliedReportingOverflow(by: powerOfTen(digits))
            let (joined, o2) = shifted.addingReportingOverflow(Signed128(unsigned: run))
            guard !o1, !o2 else { return nil }
            mantissa = joined
            index = end
        }
        return mantissa
    }

    /// The value as text: exact digits, or rounded to `places` (half away from zero), with `,`
    /// every three integer digits when `grouping` is set.
    ///
    /// ```swift
    /// FixedDecimal(parsing: "1338.971")!.formatted(places: 2, grouping: true) // "1,338.97"
    /// ```
    public func formatted(places: Int? = nil, grouping: Bool = false) -> String {
        formatted(places: places, grouping: grouping, symbols: .posix)
    }

    /// ``formatted(places:grouping:)`` with a locale's separators.
    @_spi(Fuzzing) public func formatted(places: Int?, grouping: Bool, symbols: NumberSymbols) -> String {
        var bytes: [UInt8] = []
        append(places: places, grouping: grouping, symbols: symbols, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
