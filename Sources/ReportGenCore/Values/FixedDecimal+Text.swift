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
    /// The digits gather in a 64-bit word, up to 18 of them (which cannot overflow it), and only
    /// then join the 128-bit mantissa: a price costs no 128-bit arithmetic at all.
    @_spi(Fuzzing) public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: Int128 = 0
        var run: UInt64 = 0
        var runDigits = 0
        let integerStart = index
        guard Self.readDigits(bytes, at: &index, run: &run, runDigits: &runDigits, mantissa: &mantissa) else {
            return nil
        }
        var digits = index - integerStart
        var scale = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            guard Self.readDigits(bytes, at: &index, run: &run, runDigits: &runDigits, mantissa: &mantissa) else {
                return nil
            }
            scale = index - fractionStart
            digits += scale
        }
        guard index == count, digits > 0, scale <= Self.maxScale, Self.join(run, digits: runDigits, to: &mantissa)
        else { return nil }
        self.init(unchecked: negative ? -mantissa : mantissa, scale: scale)
    }

    /// Reads the digits from `index` up to the first byte that is none into `run`, which holds
    /// `runDigits` of them, joining it to `mantissa` whenever it is full; false when that overflows.
    @inline(__always)
    private static func readDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, run: inout UInt64, runDigits: inout Int,
        mantissa: inout Int128
    ) -> Bool {
        while true {
            let start = index
            let stop = min(bytes.count, index + (18 - runDigits))
            while index < stop {
                let digit = bytes[index] &- 48
                guard digit < 10 else { break }
                run = run &* 10 &+ UInt64(digit)
                index &+= 1
            }
            runDigits += index - start
            guard runDigits == 18 else { return true }
            guard join(run, digits: runDigits, to: &mantissa) else { return false }
            run = 0
            runDigits = 0
        }
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
