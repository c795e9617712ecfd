/// The strings a reader built lately, by their bytes: a text that repeats from record to record —
/// a shop, a customer, a product — is checked and built once, and the records that carry it share
/// one string instead of each allocating (and later freeing) its own.
///
/// 256 texts of up to 32 bytes, two a slot (a new text takes the first place, and the one there
/// moves to the second, replacing the one before). A text that does not repeat costs a probe on
/// top of building it.
final class TextCache {
    /// Up to 32 bytes and their count, as five words: equal keys, equal bytes.
    struct Key: Equatable {
        var words: (UInt64, UInt64, UInt64, UInt64)
        var count: Int

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
                && lhs.words.3 == rhs.words.3 && lhs.count == rhs.count
        }

        /// The key of `bytes` (1 to 32 of them).
        @inline(__always)
        init(_ bytes: UnsafeRawBufferPointer) {
            count = bytes.count
            let last = count &- 8
            if count >= 8 {
                // Four words from 0, 8, 16 and 24, each at most at the last eight bytes: with the
                // count, they hold every byte.
                words = (
                    bytes.loadUnaligned(as: UInt64.self),
                    bytes.loadUnaligned(fromByteOffset: min(8, last), as: UInt64.self),
                    bytes.loadUnaligned(fromByteOffset: min(16, last), as: UInt64.self),
                    bytes.loadUnaligned(fromByteOffset: min(24, last), as: UInt64.self)
                )
            } else if count >= 4 {
                let low = UInt64(bytes.loadUnaligned(as: UInt32.self))
                let high = UInt64(bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                words = (low | high &<< 32, 0, 0, 0)
            } else {
                var word: UInt64 = 0
                for i in 0..<count { word = word &<< 8 | UInt64(bytes[i]) }
                words = (word, 0, 0, 0)
            }
        }

        /// The key's slot: a number below 2 to the power `bits`.
        @inline(__always)
        func slot(bits: Int) -> Int {
            let mixed = words.0 ^ words.1 &* 31 ^ words.2 &* 961 ^ words.3 ^ UInt64(truncatingIfNeeded: count)
            return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> (64 &- bits))
        }
    }

    private struct Entry {
        var key: Key
        var text: String
    }

    /// 128 slots of two.
    private static let slotBits = 7
    private static let size = 2 << slotBits
    private static let longest = 32
    private let entries = FixedBuffer(
        repeating: Entry(key: Key(UnsafeRawBufferPointer(start: nil, count: 0)), text: ""), count: TextCache.size)

    /// `bytes` (not empty) as a string; `nil` when they are not valid UTF-8.
    @inline(__always)
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= Self.longest else { return ValueParser.text(bytes) }
        let key = Key(UnsafeRawBufferPointer(bytes))
        let first = entries.pointer(at: 2 &* key.slot(bits: Self.slotBits))
        if first[0].key == key { return first[0].text }
        if first[1].key == key { return first[1].text }
        guard let text = ValueParser.text(bytes) else { return nil }
        first[1] = first[0]
        first[0] = Entry(key: key, text: text)
        return text
    }
}
