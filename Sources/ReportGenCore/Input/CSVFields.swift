/// The fields of the record a ``CSVReader`` read last, where they lie: most in the reader's
/// buffer, as they were in the file (between the quotes of a quoted field), and a quoted field
/// with doubled quotes unescaped aside. Valid until the reader reads on.
struct CSVFields {
    /// The record's bytes in the reader's buffer, from its first byte.
    let record: UnsafeBufferPointer<UInt8>
    /// The unescaped quoted fields, back to back.
    let unescaped: UnsafeBufferPointer<UInt8>
    /// One word a field: its start offset in the low 32 bits, its end in the high ones. Into
    /// ``record``, or, with ``aside`` set in both, into ``unescaped``.
    let bounds: UnsafeBufferPointer<UInt64>

    /// The bit that marks a field's offsets as offsets into ``unescaped``.
    static let aside: UInt32 = 1 << 31

    /// The bounds word of `start..<end` (offsets below 2^31), with `aside` in both offsets.
    @inline(__always)
    static func bounds(from start: Int, to end: Int, aside: UInt32 = 0) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: start) | aside)
            | UInt64(UInt32(truncatingIfNeeded: end) | aside) &<< 32
    }

    /// The number of fields.
    @inline(__always)
    var count: Int { bounds.count }

    /// Field `index`'s bytes (`index` below ``count``).
    @inline(__always)
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        let word = bounds[index]
        let start = UInt32(truncatingIfNeeded: word)
        let end = UInt32(truncatingIfNeeded: word &>> 32)
        let from = start & Self.aside == 0 ? record : unescaped
        // Below 2^31 once the bit is off: an `Int` on every platform.
        let range = Range(uncheckedBounds: (Int(start & ~Self.aside), Int(end & ~Self.aside)))
        return UnsafeBufferPointer(rebasing: from[range])
    }
}
