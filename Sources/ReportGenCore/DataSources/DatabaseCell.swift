/// One cell of a database row, as the cursor gives it. Pointers stay valid until the cursor is
/// asked for another cell or moves on.
package enum DatabaseCell {
    /// SQL NULL.
    case null
    /// Text, as UTF-8 bytes.
    case text(UnsafeBufferPointer<UInt8>)
    /// A number written as exact decimal text (a NUMERIC, a REAL's shortest round-trip text).
    case number(UnsafeBufferPointer<UInt8>)
    /// An integer.
    case integer(Int64)
    /// A binary floating-point number (an SQLite REAL): read as its shortest round-trip text
    /// reads (see ``DatabaseRecordReader``), without making that text when a decimal field's
    /// places hold it.
    case real(Double)
    /// Bytes that are not text (a BLOB, a bytea), as they are.
    case binary(UnsafeBufferPointer<UInt8>)
}
