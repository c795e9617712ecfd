/// The two digits of a number below 100, copied from a table of them: a load and a store, where
/// working them out took a division and a few steps a digit (a report writes an amount per row,
/// and a date per group).
///
/// ```swift
/// DigitPairs.write(7, at: room)  // "07"
/// ```
enum DigitPairs {
    /// Writes `pair` (0 to 99) as two digits at `target`.
    @inline(__always)
    static func write(_ pair: Int, at target: UnsafeMutablePointer<UInt8>) {
        precondition(pair >= 0 && pair < 100, "a pair of digits is below 100")
        let digits = UnsafeRawPointer(table.utf8Start).loadUnaligned(fromByteOffset: pair &* 2, as: UInt16.self)
        UnsafeMutableRawPointer(target).storeBytes(of: digits, as: UInt16.self)
    }

    /// 00 to 99, two bytes each: a constant in the binary, read without setting anything up.
    private static let table: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
