/// A byte buffer that hands its contents to a writer in large chunks.
///
/// Its bytes live in storage it allocates itself and shares with its copies: a buffer is written
/// by one owner at a time (a renderer's sink, the command line's rejects), which appends a dozen
/// times a row, so an append is a bounds check and a copy, with no uniqueness check.
package struct OutputBuffer: ByteAppending {
    /// The bytes not yet written.
    private let storage: Storage
    private let write: (UnsafeBufferPointer<UInt8>) throws -> Void
    private let threshold: Int

    /// Creates a buffer that calls `write` whenever it holds `threshold` bytes, and on ``flush()``,
    /// with the bytes where they lie (valid for the call only).
    package init(threshold: Int = 1 << 16, write: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
        self.write = write
        self.threshold = threshold
        storage = Storage(capacity: max(256, threshold + 4096))
    }

    /// The bytes not yet written, as an array.
    var bytes: [UInt8] { Array(storage.bytes) }

    /// Appends text.
    @inline(__always)
    package mutating func append(_ text: String) {
        append(utf8: text)
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends bytes where they lie in a slice (a deflater's output), without an array made of them.
    @inline(__always)
    mutating func append(bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Appends `count` spaces (none when `count` is not positive), eight at a time: an indent, a
    /// gap, a separator per row, each a few stores rather than a call. The last word may write
    /// spaces past them, into room reserved for it and not counted.
    @inline(__always)
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        let at = storage.reserve(count &+ 8)
        let target = UnsafeMutableRawPointer(storage.base + at)
        var offset = 0
        repeat {
            target.storeBytes(of: Self.eightSpaces, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        } while offset < count
        storage.count = at &+ count
    }

    /// Eight spaces as a word.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// How many bytes the buffer holds (a renderer's place to come back to within a row).
    var count: Int { storage.count }

    /// Removes the last `n` bytes (written for the current row).
    mutating func removeLast(_ n: Int) {
        storage.count = max(0, storage.count - max(0, n))
    }

    /// Removes the spaces at the end, back to `start` at most.
    mutating func trimTrailingSpaces(from start: Int) {
        let base = storage.base
        var end = storage.count
        while end > start, base[end - 1] == 0x20 { end -= 1 }
        storage.count = end
    }

    /// The display width of the bytes from `start` on (see ``DisplayWidth``).
    func displayWidth(from start: Int) -> Int {
        displayWidth(from: start, to: storage.count)
    }

    /// The display width of the bytes from `start` to `end`.
    func displayWidth(from start: Int, to end: Int) -> Int {
        DisplayWidth.of(utf8: UnsafeBufferPointer(rebasing: storage.bytes[start..<end]))
    }

    /// Appends a value the way machines read it: decimals exact (with `places` digits when set).
    @inline(__always)
    mutating func append(decimal: FixedDecimal, places: Int?, grouping: Bool = false) {
        decimal.append(places: places, grouping: grouping, to: &self)
    }

    /// Appends an integer's digits.
    @inline(__always)
    mutating func append(int: Int64) {
        int.append(to: &self)
    }

    /// Appends the bytes at a pointer.
    @inline(__always)
    package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let at = storage.reserve(bytes.count)
        ByteWords.copy(from: source, to: storage.base + at, count: bytes.count)
        storage.count = at &+ bytes.count
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(byte: UInt8) {
        let at = storage.reserve(1)
        storage.base[at] = byte
        storage.count = at &+ 1
    }

    /// Appends the text `write` writes right to left into the end of the `window` free bytes it is
    /// lent (it returns where the text starts in them), after as many spaces as `padding` asks for
    /// that text (at most `maxPadding`). A number is made where it ends up, its length setting
    /// its padding, so it is not copied from the stack.
    @inline(__always)
    mutating func appendWrittenBackwards(
        window: Int, maxPadding: Int, padding: (UnsafeBufferPointer<UInt8>) -> Int,
        _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) {
        let at = storage.reserve(maxPadding &+ window)
        let base = storage.base
        let windowStart = base + at + maxPadding
        let start = write(UnsafeMutableBufferPointer(start: windowStart, count: window))
        precondition(start >= 0 && start <= window, "a text written backwards starts inside its window")
        let text = UnsafeBufferPointer(start: windowStart + start, count: window &- start)
        let spaces = min(max(0, padding(text)), maxPadding)
        // A padding of up to sixteen (the usual case) as one store of sixteen spaces before the
        // text moves in over the bytes past it: cheaper than a call to fill a few bytes.
        if maxPadding <= 16, maxPadding &+ start >= 16 {
            // A constant made here: a static would be fetched through a call.
            UnsafeMutableRawPointer(base + at).storeBytes(of: SIMD16<UInt8>(repeating: 0x20), as: SIMD16<UInt8>.self)
        } else {
            (base + at).update(repeating: 0x20, count: spaces)
        }
        (base + at + spaces).update(from: windowStart + start, count: text.count)
        storage.count = at &+ spaces &+ text.count
    }

    /// Puts `n` spaces (none when `n` is not positive) at `index`, before the bytes from there on.
    @inline(__always)
    mutating func insertSpaces(_ n: Int, at index: Int) {
        precondition(index >= 0 && index <= storage.count, "spaces are put in among the bytes held")
        guard n > 0 else { return }
        let end = storage.reserve(n)
        let base = storage.base
        // Eight to sixteen bytes (a number in its cells, the usual case) moved as two words, both
        // read before either is written; more by a call.
        let moved = end &- index
        if moved >= 8, moved <= 16 {
            ByteWords.copyShort(from: base + index, to: base + index + n, count: moved)
        } else {
            (base + index + n).update(from: base + index, count: moved)
        }
        (base + index).update(repeating: 0x20, count: n)
        storage.count = end &+ n
    }

    /// Appends what `body` writes straight into the free storage, through ``StackBytes``: a
    /// renderer's whole row at once, with a bounds check per append. When the bytes do not fit,
    /// the storage doubles and `body` writes them all again, so it must write the same bytes
    /// each time.
    @inline(__always)
    mutating func appendInPlace(_ body: (inout StackBytes) -> Void) {
        while true {
            let at = storage.count
            var bytes = StackBytes(
                room: UnsafeMutableBufferPointer(start: storage.base + at, count: storage.capacity - at))
            body(&bytes)
            if !bytes.overflowed {
                storage.count = at &+ bytes.count
                return
            }
            storage.grow(toHold: storage.capacity)
        }
    }

    /// Writes out if the buffer is full enough.
    @inline(__always)
    package mutating func flushIfNeeded() throws {
        if storage.count >= threshold { try flush() }
    }

    /// Writes out everything.
    package mutating func flush() throws {
        guard storage.count > 0 else { return }
        try write(storage.bytes)
        storage.count = 0
    }

    /// The bytes, in memory the buffer allocates, grows and frees.
    private final class Storage {
        private(set) var base: UnsafeMutablePointer<UInt8>
        private(set) var capacity: Int
        /// How many bytes it holds.
        var count = 0

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            base.initialize(repeating: 0, count: capacity)
            self.capacity = capacity
        }

        deinit {
            base.deallocate()
        }

        /// The bytes held.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        /// Makes room for `n` more bytes; returns where they go.
        @inline(__always)
        func reserve(_ n: Int) -> Int {
            if n > capacity &- count { grow(toHold: n) }
            return count
        }

        /// Grows the storage to hold at least `n` more bytes.
        @inline(never)
        func grow(toHold n: Int) {
            let newCapacity = max(capacity * 2, count + n)
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            bigger.initialize(from: base, count: count)
            (bigger + count).initialize(repeating: 0, count: newCapacity - count)
            base.deallocate()
            base = bigger
            capacity = newCapacity
        }
    }
}
