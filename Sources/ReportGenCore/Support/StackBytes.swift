/// Bytes appended into a fixed room the caller owns (usually `withUnsafeTemporaryAllocation`, on
/// the stack): short texts such as a formatted date are built without a heap array. When the
/// room overflows it remembers that, and ``string`` is `nil` so the caller can take the slow way.
/// ``OutputBuffer/appendInPlace(_:)`` lends one over its free storage, for a renderer's row.
struct StackBytes: ByteAppending {
    private let room: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    private(set) var overflowed = false

    /// Appends into `room`, from its start.
    init(room: UnsafeMutableBufferPointer<UInt8>) {
        self.room = room
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        guard count < room.count else {
            overflowed = true
            return
        }
        room[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= room.count &- count else {
            overflowed = true
            return
        }
        guard let source = bytes.baseAddress, let base = room.baseAddress else { return }
        ByteWords.copy(from: source, to: base + count, count: bytes.count)
        count &+= bytes.count
    }

    /// The bytes appended (those that fitted).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: room[..<count]) }

    /// The bytes as a string (invalid UTF-8 repaired), or `nil` when they did not fit.
    var string: String? {
        guard !overflowed else { return nil }
        guard let source = room.baseAddress else { return "" }
        // Not `String(decoding:as:)`: this one makes a short ASCII text (a date) without a look
        // at each byte, and repairs invalid UTF-8 the same way.
        return String(unsafeUninitializedCapacity: count) { target in
            guard let base = target.baseAddress else { return 0 }
            ByteWords.copy(from: UnsafePointer(source), to: base, count: count)
            return count
        }
    }
}
