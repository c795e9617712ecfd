/// Scanning bytes eight at a time: the fast part of a check that looks for a few byte values in
/// long runs of text (non-ASCII bytes, characters JSON must escape).
enum ByteWords {
    /// From `start`, skips whole eight-byte words that `isClean` accepts; returns the index of the
    /// first byte not skipped (the start of a word it rejected, or of the last partial word).
    @inline(__always)
    static func skipClean(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ isClean: (UInt64) -> Bool
    ) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var i = start
        while i + 8 <= bytes.count, isClean(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i += 8 }
        return i
    }

    /// The eight bytes at `i` as a little-endian word; there must be eight.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        precondition(i >= 0 && i &+ 8 <= bytes.count, "a word is eight bytes of the buffer")
        guard let base = bytes.baseAddress else { return 0 }
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    /// The last eight bytes as a word, `nil` when there are fewer: the bytes after the last whole
    /// word that ``skipClean(_:from:_:)`` reads, with some before them.
    @inline(__always)
    static func lastWord(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count >= 8, let base = bytes.baseAddress else { return nil }
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
    }

    /// Copies `count` bytes sixteen at a time (one vector move each), the last sixteen
    /// (overlapping those before) at once: the short runs a renderer appends cost a few moves,
    /// not a call (the byte loop it replaces was compiled into a loop four bytes a turn). Up to
    /// sixteen go as two overlapping halves of eight, four or two bytes (a short name, a
    /// month's, a byte loop had copied one by one).
    @inline(__always)
    static func copy(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        guard count > 16 else {
            if count >= 8 {
                copyHalves(UInt64.self, from: from, to: to, count: count)
            } else if count >= 4 {
                copyHalves(UInt32.self, from: from, to: to, count: count)
            } else if count >= 2 {
                copyHalves(UInt16.self, from: from, to: to, count: count)
            } else if count == 1 {
                target[0] = source[0]
            }
            return
        }
        var i = 0
        while i &+ 16 < count {
            move(at: i, from: from, to: to)
            i &+= 16
        }
        move(at: count &- 16, from: from, to: to)
    }

    /// Copies 8 to 16 bytes, which may overlap their copy: two words, both read before either
    /// is written.
    @inline(__always)
    static func copyShort(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        precondition(count >= 8 && count <= 16, "a short copy moves 8 to 16 bytes")
        copyHalves(UInt64.self, from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: count)
    }

    /// Copies `count` bytes (one to two `Word`s) as the first `Word` and the last, overlapping:
    /// both are read before either is written, so the bytes may overlap their copy.
    @inline(__always)
    private static func copyHalves<Word: FixedWidthInteger>(
        _: Word.Type, from: UnsafeRawPointer, to: UnsafeMutableRawPointer, count: Int
    ) {
        let last = count &- MemoryLayout<Word>.size
        let first = from.loadUnaligned(as: Word.self)
        let end = from.loadUnaligned(fromByteOffset: last, as: Word.self)
        to.storeBytes(of: first, as: Word.self)
        to.storeBytes(of: end, toByteOffset: last, as: Word.self)
    }

    /// Copies the sixteen bytes at `offset`.
    @inline(__always)
    private static func move(at offset: Int, from: UnsafeRawPointer, to: UnsafeMutableRawPointer) {
        let block = from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        to.storeBytes(of: block, toByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20–0x7E): none below 0x20, none
    /// 0x7F, none from 0x80.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        (word | (word &- 0x2020_2020_2020_2020) | (word &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 == 0
    }
}
