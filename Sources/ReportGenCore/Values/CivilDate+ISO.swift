extension CivilDate {
    /// Appends `yyyy-MM-dd`, as ``DatePattern/iso`` spells it, written straight rather than through
    /// the pattern's tokens: a report writes one per date group key, in the group's id path, and
    /// one per date value it shows as JSON.
    func appendISO<Out: ByteAppending>(to out: inout Out) {
        let (year, month, day) = components
        DatePattern.appendPadded(year, 4, to: &out)
        out.append(byte: UInt8(ascii: "-"))
        Self.appendTwoDigits(month, to: &out)
        out.append(byte: UInt8(ascii: "-"))
        Self.appendTwoDigits(day, to: &out)
    }

    /// Appends a month (1–12) or a day (1–31) as two digits.
    @inline(__always)
    private static func appendTwoDigits<Out: ByteAppending>(_ n: Int, to out: inout Out) {
        out.append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n / 10))
        out.append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10))
    }
}
