extension FixedDecimal {
    /// Appends the value as ASCII: exact digits, or rounded to `places`, with `,` every three integer
    /// digits when `grouping` is set. The renderers' hot path: no `String` is made.
    package func append<Out: ByteAppending>(places: Int?, grouping: Bool, to out: inout Out) {
        // Inlined with the POSIX separators as constants: the default path pays nothing for locales.
        withDigits(places: places, grouping: grouping, symbols: .posix) { out.append(contentsOf: $0) }
    }

    /// Appends the value as UTF-8 with a locale's decimal separator and, when `grouping` is set, its
    /// grouping separator every three integer digits (from as many digits as its
    /// ``NumberSymbols/minimumGroupingDigits`` asks).
    func append<Out: ByteAppending>(places: Int?, grouping: Bool, symbols: NumberSymbols, to out: inout Out) {
        withDigits(places: places, grouping: grouping, symbols: symbols) { out.append(contentsOf: $0) }
    }

    /// The most bytes ``writeText(places:grouping:symbols:endingAt:)`` writes: at most 39 digits
    /// (31 when all 30 places are shown), 12 separators of at most 4 bytes, a point and a sign.
    static let maxTextBytes = 128

    /// Writes the text ``append(places:grouping:symbols:to:)`` appends right to left, ending at the
    /// end of `room` (at least ``maxTextBytes`` long); returns where it starts. For a caller that
    /// needs its length before it places it.
    @inline(__always)
    func writeText(
        places: Int?, grouping: Bool, symbols: NumberSymbols, endingAt room: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        if symbols == .posix {
            writeDigits(places: places, grouping: grouping, symbols: .posix, endingAt: room)
        } else {
            writeDigits(places: places, grouping: grouping, symbols: symbols, endingAt: room)
        }
    }

    /// Calls `body` with the text ``writeText(places:grouping:symbols:endingAt:)`` writes, made on
    /// the stack.
    @inline(__always)
    private func withDigits<Result>(
        places: Int?, grouping: Bool, symbols: NumberSymbols, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxTextBytes) { room in
            let start = writeText(places: places, grouping: grouping, symbols: symbols, endingAt: room)
            return body(UnsafeBufferPointer(rebasing: room[start...]))
        }
    }

    /// Written right to left, digit by digit as they come, into the end of `room`.
    @inline(__always)
    private func writeDigits(
        places: Int?, grouping: Bool, symbols: NumberSymbols, endingAt room: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var value = self
        if let places, places != scale, let rounded = rounded(toPlaces: places) { value = rounded }
        let magnitude = value.wideMantissa.magnitude
        var start =
            magnitude.fitsInWord
            ? Self.write(magnitude.low, scale: value.scale, grouping: grouping, symbols: symbols, into: room)
            : Self.write(magnitude, scale: value.scale, grouping: grouping, symbols: symbols, into: room)
        if value.isNegative {
            start &-= 1
            room[start] = UInt8(ascii: "-")
        }
        return start
    }

    /// Writes `magnitude` with `scale` digits after the point, right to left, ending at the end of
    /// `room`; returns where the text starts. (Dates write their numbers with it too.)
    @inline(__always)
    static func write<Magnitude: DecimalDigits>(
        _ magnitude: Magnitude, scale: Int, grouping: Bool, symbols: NumberSymbols,
        into room: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var at = room.count
        var m = magnitude
        // Two digits a division where no separator can come between them: the places, and an
        // integer part without separators (an amount below 1,000, the usual one).
        if scale > 0 {
            var left = scale
            while left >= 2 {
                at &-= 2
                let (rest, pair) = m.dividedWithRemainder(by: 100)
                writePair(pair, at: at, in: room)
                m = rest
                left &-= 2
            }
            if left == 1 {
                at &-= 1
                let (rest, digit) = m.dividedWithRemainder(by: 10)
                room[at] = UInt8(truncatingIfNeeded: digit) &+ 48
                m = rest
            }
            at &-= 1
            room[at] = symbols.decimal
        }
        if !grouping || m.isBelow(1_000) && symbols.primaryGroup >= 3 {
            while !m.isBelow(100) {
                at &-= 2
                let (rest, pair) = m.dividedWithRemainder(by: 100)
                writePair(pair, at: at, in: room)
                m = rest
            }
            if !m.isBelow(10) {
                at &-= 2
                writePair(m.lowWord, at: at, in: room)
            } else {
                at &-= 1
                room[at] = UInt8(truncatingIfNeeded: m.lowWord) &+ 48
            }
            return at
        }
        // Grouped only from as many integer digits as the locale asks (`1234` but `12 345`): told
        // where the first separator would go, by the digits still to write.
        var groups = grouping
        var decided = false
        var sinceSeparator = 0
        // The first group's size, then every other one's (3 and 3, or Indian 3 and 2).
        var size = symbols.primaryGroup
        repeat {
            if groups, sinceSeparator == size {
                if !decided {
                    decided = true
                    groups = Self.hasDigits(m, atLeast: symbols.minimumGroupingDigits)
                }
                if groups { symbols.writeGrouping(endingAt: &at, in: room) }
                sinceSeparator = 0
                size = symbols.secondaryGroup
            }
            at &-= 1
            let (rest, digit) = m.dividedWithRemainder(by: 10)
            room[at] = UInt8(truncatingIfNeeded: digit) &+ 48
            m = rest
            sinceSeparator &+= 1
        } while !m.isBelow(1)
        return at
    }

    /// Writes `pair` (below 100) as two digits at `at` and `at + 1`.
    @inline(__always)
    private static func writePair(_ pair: UInt64, at: Int, in room: UnsafeMutableBufferPointer<UInt8>) {
        precondition(at >= 0 && at &+ 2 <= room.count, "two digits fit the room")
        DigitPairs.write(Int(truncatingIfNeeded: pair), at: room.baseAddress.unsafelyUnwrapped + at)
    }

    /// Whether `m` has at least `count` digits.
    private static func hasDigits<Magnitude: DecimalDigits>(_ m: Magnitude, atLeast count: Int) -> Bool {
        var rest = m
        for _ in 1..<max(1, count) {
            rest = rest.dividedWithRemainder(by: 10).quotient
            if rest.isBelow(1) { return false }
        }
        return !rest.isBelow(1)
    }
}

/// An unsigned number ``FixedDecimal/write(_:scale:grouping:symbols:into:)`` spells digit by
/// digit: a word, or a mantissa's 128-bit magnitude.
protocol DecimalDigits {
    /// `self / divisor` and `self % divisor`.
    func dividedWithRemainder(by divisor: UInt64) -> (quotient: Self, remainder: UInt64)
    /// Whether `self < bound`.
    func isBelow(_ bound: UInt64) -> Bool
    /// The lowest 64 bits.
    var lowWord: UInt64 { get }
}

extension UInt64: DecimalDigits {
    @inline(__always)
    func dividedWithRemainder(by divisor: UInt64) -> (quotient: UInt64, remainder: UInt64) {
        quotientAndRemainder(dividingBy: divisor)
    }
    @inline(__always) func isBelow(_ bound: UInt64) -> Bool { self < bound }
    @inline(__always) var lowWord: UInt64 { self }
}

extension UInt: DecimalDigits {
    @inline(__always)
    func dividedWithRemainder(by divisor: UInt64) -> (quotient: UInt, remainder: UInt64) {
        let (q, r) = quotientAndRemainder(dividingBy: UInt(divisor))
        return (q, UInt64(r))
    }
    @inline(__always) func isBelow(_ bound: UInt64) -> Bool { UInt64(self) < bound }
    @inline(__always) var lowWord: UInt64 { UInt64(self) }
}

extension Unsigned128: DecimalDigits {
    @inline(__always)
    func dividedWithRemainder(by divisor: UInt64) -> (quotient: Unsigned128, remainder: UInt64) {
        quotientAndRemainder(dividingByWord: divisor)
    }
    @inline(__always) func isBelow(_ bound: UInt64) -> Bool { high == 0 && low < bound }
    @inline(__always) var lowWord: UInt64 { low }
}

extension Int64 {
    /// Appends the number as ASCII digits. Inlined: the renderers write a row's level and ordinal,
    /// mostly a single digit, with it.
    @inline(__always)
    func append<Out: ByteAppending>(to out: inout Out) {
        if self >= 0, self < 10 {
            out.append(byte: UInt8(truncatingIfNeeded: self) &+ 48)
        } else {
            appendDigits(to: &out)
        }
    }

    /// ``append(to:)`` for all the other numbers (out of line: the inlined part stays small).
    @inline(never)
    private func appendDigits<Out: ByteAppending>(to out: inout Out) {
        FixedDecimal(self).append(places: nil, grouping: false, to: &out)
    }
}
