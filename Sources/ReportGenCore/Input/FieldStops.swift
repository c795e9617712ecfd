/// The bytes that end an unquoted CSV field — the separator, LF and CR — found eight at a time.
struct FieldStops {
    /// The separator in every byte of a word.
    private let separators: UInt64
    private let separator: UInt8

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lfs = ones &* 0x0A
    private static let crs = ones &* 0x0D

    /// The stops of fields separated by `separator`.
    @inline(__always)
    init(separator: UInt8) {
        self.separator = separator
        separators = Self.ones &* UInt64(separator)
    }

    /// The index of the first stop in `bytes[start..<end]`, or `end` when there is none.
    @inline(__always)
    func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let found =
                    Self.zeroBytes(word ^ separators) | Self.zeroBytes(word ^ Self.lfs)
                    | Self.zeroBytes(word ^ Self.crs)
                if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < end {
            let b = bytes[i]
            if b == separator || b == 0x0A || b == 0x0D { return i }
            i &+= 1
        }
        return end
    }

    /// The zero bytes of `word`, each as its top bit. Exact for the lowest one (a byte above a
    /// zero byte may show too), and the lowest is all a scan needs.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & (ones &* 0x80)
    }
}
