extension FixedDecimal {
    /// Appends the value as ASCII: exact digits, or rounded to `places`, with `,` every three integer
    /// digits when `grouping` is set. The renderers' hot path: no `String` is made.
    package func append<Out: ByteAppending>(places: Int?, grouping: Bool, to out: inout Out) {
        // Inlined with the POSIX separators as constants: the default path pays nothing for locales.
        appendDigits(places: places, grouping: grouping, symbols: .posix, to: &out)
    }

    /// Appends the value as UTF-8 with a locale's decimal separator and, when `grouping` is set, its
    /// grouping separator every three integer digits (from as many digits as its
    /// ``NumberSymbols/minimumGroupingDigits`` asks).
    func append<Out: ByteAppending>(places: Int?, grouping: Bool, symbols: NumberSymbols, to out: inout Out) {
        if symbols == .posix {
            appendDigits(places: places, grouping: grouping, symbols: .posix, to: &out)
        } else {
            appendDigits(places: places, grouping: grouping, symbols: symbols, to: &out)
        }
    }

    @inline(__always)
    private func appendDigits<Out: ByteAppending>(
        places: Int?, grouping: Bool, symbols: NumberSymbols, to out: inout Out
    ) {
        var value = self
        if let places, places != scale, let rounded = rounded(toPlaces: places) { value = rounded }
        let negative = value.mantissa < 0
        let magnitude = value.mantissa.magnitude
        let scale = value.scale
        // Digits (least significant first) in the first 48 bytes, the text after them; the text is
        // then appended in one go (at most 39 digits, 12 separators of 4 bytes, a sign and a point).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48 + 112) { room in
            let digits = UnsafeMutableBufferPointer(rebasing: room[..<48])
            var count = 0
            if magnitude <= UInt128(UInt64.max) {
                var m = UInt64(magnitude)
                repeat {
                    digits[count] = UInt8(truncatingIfNeeded: m % 10) &+ 48
                    m /= 10
                    count += 1
                } while m != 0
            } else {
                var m = magnitude
                repeat {
                    digits[count] = UInt8(truncatingIfNeeded: m % 10) &+ 48
                    m /= 10
                    count += 1
                } while m != 0
            }
            while count <= scale {
                digits[count] = 48
                count += 1
            }
            var text = StackBytes(room: UnsafeMutableBufferPointer(rebasing: room[48...]))
            if negative { text.append(byte: UInt8(ascii: "-")) }
            let groups = grouping && symbols.groups(count - scale)
            var i = count - 1
            while i >= scale {
                text.append(byte: digits[i])
                let remaining = i - scale
                if groups, remaining > 0, remaining % 3 == 0 { symbols.appendGrouping(to: &text) }
                i -= 1
            }
            if scale > 0 {
                text.append(byte: symbols.decimal)
                while i >= 0 {
                    text.append(byte: digits[i])
                    i -= 1
                }
            }
            out.append(contentsOf: text.bytes)
        }
    }
}

extension Int64 {
    /// Appends the number as ASCII digits.
    func append<Out: ByteAppending>(to out: inout Out) {
        if self >= 0, self < 10 {
            out.append(byte: UInt8(truncatingIfNeeded: self) &+ 48)
            return
        }
        FixedDecimal(self).append(places: nil, grouping: false, to: &out)
    }
}
