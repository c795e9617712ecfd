/// A growable run of bytes with value semantics: its storage is zero-filled ahead of use and
/// `count` says how much of it holds bytes, so that an append is a bounds check and a copy.
/// `[UInt8]`'s `append(contentsOf:)` goes through the generic growth path, about a hundred
/// instructions for a few bytes. A CSV record copied out of the reader and a JSON renderer's
/// escaped group path are kept in one; a renderer's output is an ``OutputBuffer``.
///
/// ```swift
/// var room = ByteRoom(capacity: 64)
/// room.append(byte: 0x41)
/// room.count          // 1
/// room.removeAll()    // keeps the storage
/// ```
struct ByteRoom: ByteAppending {
    private var storage: [UInt8]
    /// How many bytes it holds.
    private(set) var count = 0

    /// Creates an empty run with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        storage = Array(repeating: 0, count: max(16, capacity))
    }

    /// Makes room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if n > storage.count &- count { grow(n) }
    }

    @inline(never)
    private mutating func grow(_ n: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(storage.count, n)))
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        write(bytes.count) { $0.update(from: source, count: bytes.count) }
    }

    /// Makes room for `n` more bytes, lets `fill` write them all at the end, and counts them: for
    /// a text of known length written where it goes (no copy made first).
    @inline(__always)
    mutating func write(_ n: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        guard n > 0 else { return }
        reserve(n)
        let at = count
        storage.withUnsafeMutableBufferPointer { room in
            guard let base = room.baseAddress else { return }
            fill(base + at)
        }
        count = at &+ n
    }

    /// Empties it, keeping the storage.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// Keeps its first `length` bytes (all of them when it holds fewer), and the storage.
    @inline(__always)
    mutating func shorten(to length: Int) {
        count = min(count, max(0, length))
    }

    /// Calls `body` with the bytes held.
    @inline(__always)
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Calls `body` with the bytes from `start` to `end`.
    @inline(__always)
    func withUnsafeBytes<R>(from start: Int, to end: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows
        -> R
    {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The bytes from `start` to `end` as a string (invalid UTF-8 repaired).
    func string(from start: Int, to end: Int) -> String {
        withUnsafeBytes(from: start, to: end) { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes held, as an array.
    var array: [UInt8] { Array(storage[..<count]) }
}
