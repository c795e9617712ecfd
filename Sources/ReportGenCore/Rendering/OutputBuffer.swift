/// A byte buffer that hands its contents to a writer in large chunks.
package struct OutputBuffer {
    /// The bytes not yet written.
    private(set) var bytes: [UInt8] = []
    private let write: ([UInt8]) throws -> Void
    private let threshold: Int

    /// Creates a buffer that calls `write` whenever it holds `threshold` bytes, and on ``flush()``.
    package init(threshold: Int = 1 << 16, write: @escaping ([UInt8]) throws -> Void) {
        self.write = write
        self.threshold = threshold
        bytes.reserveCapacity(threshold + 4096)
    }

    /// Appends text.
    @inline(__always)
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        if count > 0 { Spaces.append(count, to: &bytes) }
    }

    /// How many bytes the buffer holds (a renderer's place to come back to within a row).
    var count: Int { bytes.count }

    /// Removes the last `n` bytes (written for the current row).
    mutating func removeLast(_ n: Int) {
        bytes.removeLast(n)
    }

    /// Removes the spaces at the end, back to `start` at most.
    mutating func trimTrailingSpaces(from start: Int) {
        var end = bytes.count
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        if end < bytes.count { bytes.removeLast(bytes.count - end) }
    }

    /// The display width of the bytes from `start` on (see ``DisplayWidth``).
    func displayWidth(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start...])
            if let width = DisplayWidth.asciiWidth(text) { return width }
            return DisplayWidth.of(utf8: Array(text))
        }
    }

    /// Appends a value the way machines read it: decimals exact (with `places` digits when set).
    @inline(__always)
    mutating func append(decimal: FixedDecimal, places: Int?, grouping: Bool = false) {
        decimal.append(places: places, grouping: grouping, to: &bytes)
    }

    /// Appends an integer's digits.
    @inline(__always)
    mutating func append(int: Int64) {
        int.append(to: &bytes)
    }

    /// Appends the bytes at a pointer.
    @inline(__always)
    mutating func appendUnsafe(_ pointer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: pointer)
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes out if the buffer is full enough.
    @inline(__always)
    package mutating func flushIfNeeded() throws {
        if bytes.count >= threshold { try flush() }
    }

    /// Writes out everything.
    package mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
