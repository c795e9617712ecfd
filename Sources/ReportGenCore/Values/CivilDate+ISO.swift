extension CivilDate {
    /// Appends `yyyy-MM-dd`, as ``DatePattern/iso`` spells it, written straight rather than through
    /// the pattern's tokens: a date's ``description`` (so each date value a report shows as JSON).
    /// The bytes are made on the stack from pairs of digits (see ``writeISO(at:)``, which a date
    /// group's id path uses where the bytes go) and appended at once; a year outside 0 to 9999 is
    /// appended first, as the pattern's `yyyy` spells it.
    func appendISO<Out: ByteAppending>(to out: inout Out) {
        if hasFourDigitYear {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { room in
                guard let at = room.baseAddress else { return }
                writeISO(at: at)
                out.append(contentsOf: UnsafeBufferPointer(start: at, count: 10))
            }
            return
        }
        let (year, month, day) = components
        DatePattern.appendPadded(year, 4, to: &out)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { room in
            guard let at = room.baseAddress else { return }
            Self.writeMonthAndDay(month: month, day: day, at: at)
            out.append(contentsOf: UnsafeBufferPointer(start: at, count: 6))
        }
    }

    /// Whether the year has four digits (0 to 9999), so that ``writeISO(at:)`` can write it.
    @inline(__always)
    var hasFourDigitYear: Bool {
        (Self.firstFourDigitDay...Self.lastFourDigitDay).contains(daysSinceEpoch)
    }

    /// The days of 0000-01-01 and 9999-12-31.
    private static let firstFourDigitDay = -719_528
    private static let lastFourDigitDay = 2_932_896

    /// Writes `yyyy-MM-dd`, ten bytes, at `target`, for a date whose year has four digits (see
    /// ``hasFourDigitYear``): for a caller that has made room for them in its own storage.
    @inline(__always)
    func writeISO(at target: UnsafeMutablePointer<UInt8>) {
        let (year, month, day) = components
        DigitPairs.write(year / 100, at: target)
        DigitPairs.write(year % 100, at: target + 2)
        Self.writeMonthAndDay(month: month, day: day, at: target + 4)
    }

    /// `-MM-dd`, six bytes, at `target`.
    @inline(__always)
    private static func writeMonthAndDay(month: Int, day: Int, at target: UnsafeMutablePointer<UInt8>) {
        target[0] = UInt8(ascii: "-")
        DigitPairs.write(month, at: target + 1)
        target[3] = UInt8(ascii: "-")
        DigitPairs.write(day, at: target + 4)
    }
}
