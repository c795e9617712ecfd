/// The shape of a valid UTF-8 sequence, byte by byte: for readers that check text as they pass
/// it, without decoding it.
enum UTF8Sequence {
    /// How many bytes the UTF-8 sequence that `lead` starts has (2 to 4), or 0 for a byte that
    /// starts none: a continuation byte, `C0`, `C1` (only overlong forms) or `F5`–`FF`.
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 0
        }
    }

    /// Whether `second` may follow `lead` in UTF-8 (Unicode's table 3-7): a continuation byte,
    /// narrowed after `E0` (no overlong form), `ED` (no surrogate), `F0` (no overlong form) and
    /// `F4` (nothing past U+10FFFF).
    @inline(__always)
    static func isValidSecond(_ second: UInt8, after lead: UInt8) -> Bool {
        switch lead {
        case 0xE0: return (0xA0...0xBF).contains(second)
        case 0xED: return (0x80...0x9F).contains(second)
        case 0xF0: return (0x90...0xBF).contains(second)
        case 0xF4: return (0x80...0x8F).contains(second)
        default: return second & 0xC0 == 0x80
        }
    }

    /// The length of the valid UTF-8 sequence of two to four bytes at `i` in `bytes[..<end]`;
    /// `nil` when there is none (ASCII, a broken sequence, or one cut by `end`).
    static func validLength(in bytes: UnsafeMutableBufferPointer<UInt8>, at i: Int, end: Int) -> Int? {
        let lead = bytes[i]
        let length = length(lead: lead)
        guard length > 0, i + length <= end, isValidSecond(bytes[i + 1], after: lead) else { return nil }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }
}
