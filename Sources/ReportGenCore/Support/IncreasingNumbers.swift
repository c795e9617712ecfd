/// A list of non-decreasing numbers kept as the differences between them, a byte for each
/// difference under 128 (LEB128): a PDF's page and form object numbers, a byte or two a page.
struct IncreasingNumbers {
    private var bytes: [UInt8] = []
    private var last = 0
    private(set) var count = 0

    /// Appends `number`, at least the last one appended.
    mutating func append(_ number: Int) {
        precondition(number >= last, "the numbers do not decrease")
        var rest = UInt(number - last)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
        last = number
        count += 1
    }

    /// Calls `body` with each number in order, and its place in the list.
    func forEach(_ body: (Int, Int) throws -> Void) rethrows {
        var value = 0
        var shift = 0
        var delta = 0
        var index = 0
        for byte in bytes {
            delta |= Int(byte & 0x7F) << shift
            if byte < 0x80 {
                value += delta
                try body(index, value)
                index += 1
                delta = 0
                shift = 0
            } else {
                shift += 7
            }
        }
    }
}
