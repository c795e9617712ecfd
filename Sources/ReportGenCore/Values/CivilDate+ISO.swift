extension CivilDate {
    /// Appends `yyyy-MM-dd`, as ``DatePattern/iso`` spells it, written straight rather than through
    /// the pattern's tokens: a report writes one per date group key, in the group's id path, and
    /// one per date value it shows as JSON. The bytes are made on the stack from pairs of digits
    /// and appended at once (appended one by one, each with its check, they cost four times as
    /// much); a year outside 0 to 9999 is appended first, as the pattern's `yyyy` spells it.
    func appendISO<Out: ByteAppending>(to out: inout Out) {
        let (year, month, day) = components
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { room in
            guard var at = room.baseAddress else { return }
            let start = at
            if (0..<10_000).contains(year) {
                DigitPairs.write(year / 100, at: at)
                DigitPairs.write(year % 100, at: at + 2)
                at += 4
            } else {
                DatePattern.appendPadded(year, 4, to: &out)
            }
            at[0] = UInt8(ascii: "-")
            DigitPairs.write(month, at: at + 1)
            at[3] = UInt8(ascii: "-")
            DigitPairs.write(day, at: at + 4)
            out.append(contentsOf: UnsafeBufferPointer(start: start, count: at + 6 - start))
        }
    }
}
