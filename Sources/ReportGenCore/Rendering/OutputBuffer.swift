/// A byte buffer that hands its contents to a writer in large chunks.
package struct OutputBuffer: ByteAppending {
    /// The bytes not yet written.
    private var room: ByteRoom
    private let write: ([UInt8]) throws -> Void
    private let threshold: Int

    /// Creates a buffer that calls `write` whenever it holds `threshold` bytes, and on ``flush()``.
    package init(threshold: Int = 1 << 16, write: @escaping ([UInt8]) throws -> Void) {
        self.write = write
        self.threshold = threshold
        room = ByteRoom(capacity: threshold + 4096)
    }

    /// The bytes not yet written, as an array.
    var bytes: [UInt8] { room.array }

    /// Appends text.
    @inline(__always)
    package mutating func append(_ text: String) {
        room.append(utf8: text)
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(bytes: [UInt8]) {
        room.append(contentsOf: bytes)
    }

    /// Appends the bytes of a ``ByteRoom``.
    @inline(__always)
    mutating func append(bytes: ByteRoom) {
        room.append(contentsOf: bytes)
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        room.append(repeating: 0x20, count: count)
    }

    /// How many bytes the buffer holds (a renderer's place to come back to within a row).
    var count: Int { room.count }

    /// Removes the last `n` bytes (written for the current row).
    mutating func removeLast(_ n: Int) {
        room.truncate(to: room.count - n)
    }

    /// Removes the spaces at the end, back to `start` at most.
    mutating func trimTrailingSpaces(from start: Int) {
        var end = room.count
        while end > start, room[end - 1] == 0x20 { end -= 1 }
        room.truncate(to: end)
    }

    /// The display width of the bytes from `start` on (see ``DisplayWidth``).
    func displayWidth(from start: Int) -> Int {
        room.withUnsafeBytes(from: start, to: room.count) { DisplayWidth.of(utf8: $0) }
    }

    /// Appends a value the way machines read it: decimals exact (with `places` digits when set).
    @inline(__always)
    mutating func append(decimal: FixedDecimal, places: Int?, grouping: Bool = false) {
        decimal.append(places: places, grouping: grouping, to: &room)
    }

    /// Appends an integer's digits.
    @inline(__always)
    mutating func append(int: Int64) {
        int.append(to: &room)
    }

    /// Appends the bytes at a pointer.
    @inline(__always)
    package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        room.append(contentsOf: bytes)
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(byte: UInt8) {
        room.append(byte: byte)
    }

    /// Appends what `body` writes, in place (see ``ByteRoom/appendInPlace(_:)``): a renderer's
    /// whole row at once. `body` must write the same bytes when it is called again.
    @inline(__always)
    mutating func appendInPlace(_ body: (inout StackBytes) -> Void) {
        room.appendInPlace(body)
    }

    /// Writes out if the buffer is full enough.
    @inline(__always)
    package mutating func flushIfNeeded() throws {
        if room.count >= threshold { try flush() }
    }

    /// Writes out everything.
    package mutating func flush() throws {
        guard !room.isEmpty else { return }
        try room.withArray(write)
        room.removeAll()
    }
}
