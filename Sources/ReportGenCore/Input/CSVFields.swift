/// The fields of the record a ``CSVReader`` read last, where they lie: most in the reader's
/// buffer, as they were in the file (between the quotes of a quoted field), and a quoted field
/// with doubled quotes unescaped aside. Valid until the reader reads on.
struct CSVFields {
    /// The record's bytes in the reader's buffer, from its first byte.
    let record: UnsafeBufferPointer<UInt8>
    /// The unescaped quoted fields, back to back.
    let unescaped: UnsafeBufferPointer<UInt8>
    /// Two offsets a field, start and end: into ``record``, or, with ``aside`` set in both, into
    /// ``unescaped``.
    let bounds: UnsafeBufferPointer<UInt32>

    /// The bit that marks a field's offsets as offsets into ``unescaped``.
    static let aside: UInt32 = 1 << 31

    /// The number of fields.
    @inline(__always)
    var count: Int { bounds.count &>> 1 }

    /// Field `index`'s bytes (`index` below ``count``).
    @inline(__always)
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = bounds[2 &* index]
        let end = bounds[2 &* index &+ 1]
        if start & Self.aside == 0 { return UnsafeBufferPointer(rebasing: record[Int(start)..<Int(end)]) }
        return UnsafeBufferPointer(rebasing: unescaped[Int(start & ~Self.aside)..<Int(end & ~Self.aside)])
    }
}
