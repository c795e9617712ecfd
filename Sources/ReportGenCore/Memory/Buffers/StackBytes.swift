/// Bytes appended into a fixed room the caller owns (usually `withUnsafeTemporaryAllocation`, on
/// the stack): short texts such as a formatted date are built without a heap array. When the
/// room overflows it remembers that, and ``string`` is `nil` so the caller can take the slow way.
/// ``OutputBuffer/appendInPlace(_:)`` lends one over its free storage, for a renderer's row.
struct StackBytes: ByteAppending {
    /// Where the room starts, where the next byte goes and where the room ends: pointers, so that
    /// an append is a compare, a copy and an add (a renderer's row makes a dozen).
    private let start: UnsafeMutablePointer<UInt8>
    private var next: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>
    private(set) var overflowed = false

    /// Appends into `room`, from its start.
    init(room: UnsafeMutableBufferPointer<UInt8>) {
        // An empty room may have no address: then any will do, as nothing is written there (and
        // an address from a bit pattern other than 0 is never nil).
        start = room.baseAddress ?? UnsafeMutablePointer(bitPattern: 1).unsafelyUnwrapped
        next = start
        end = start + room.count
    }

    /// How many bytes were appended (those that fitted).
    var count: Int { start.distance(to: next) }

    @inline(__always)
    mutating func append(byte: UInt8) {
        guard next < end else {
            overflowed = true
            return
        }
        next.pointee = byte
        next += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= next.distance(to: end) else {
            overflowed = true
            return
        }
        guard let source = bytes.baseAddress else { return }
        ByteWords.copy(from: source, to: next, count: bytes.count)
        next += bytes.count
    }

    /// The bytes appended (those that fitted).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// The bytes as a string (invalid UTF-8 repaired), or `nil` when they did not fit.
    var string: String? {
        guard !overflowed else { return nil }
        let source = start
        let count = count
        // Not `String(decoding:as:)`: this one makes a short ASCII text (a date) without a look
        // at each byte, and repairs invalid UTF-8 the same way.
        return String(unsafeUninitializedCapacity: count) { target in
            guard let base = target.baseAddress else { return 0 }
            ByteWords.copy(from: UnsafePointer(source), to: base, count: count)
            return count
        }
    }
}
