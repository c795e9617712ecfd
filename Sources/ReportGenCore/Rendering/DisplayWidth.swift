/// How many terminal cells text takes: East Asian wide and fullwidth characters and emoji take two,
/// combining marks, joiners and variation selectors none, everything else one. Counted per
/// grapheme cluster, so an emoji sequence (a family, a flag, a skin tone) takes two like one emoji.
///
/// ```swift
/// DisplayWidth.of("Café")  // 4
/// DisplayWidth.of("東京")   // 4
/// DisplayWidth.of("e\u{301}")  // 1
/// ```
enum DisplayWidth {
    /// The cells `text` takes.
    static func of(_ text: String) -> Int {
        if let ascii = text.withUTF8Bytes({ asciiWidth($0) }) { return ascii }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The cells UTF-8 `bytes` take (invalid sequences count as replacement characters).
    static func of(utf8 bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { of(utf8: $0) }
    }

    /// The cells UTF-8 `bytes` take (invalid sequences count as replacement characters).
    static func of(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if let ascii = asciiWidth(bytes) { return ascii }
        return of(String(decoding: bytes, as: UTF8.self))
    }

    /// The cells one grapheme cluster takes.
    static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
            let w = of(scalar)
            // A cluster is as wide as its widest base; marks and joiners after it add nothing.
            if w > width { width = w }
        }
        return width
    }

    /// The cells one scalar takes on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The width of printable ASCII text, or `nil` when the text has other bytes.
    @inline(__always)
    static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Eight bytes at a time while they are printable ASCII; the rest of a text of eight bytes
        // or more as its last eight (overlapping those checked), else byte by byte.
        let start = ByteWords.skipClean(bytes, from: 0, ByteWords.isPrintableASCII)
        if bytes.count &- start <= 8, let last = ByteWords.lastWord(bytes) {
            return ByteWords.isPrintableASCII(last) ? bytes.count : nil
        }
        for i in start..<bytes.count where bytes[i] >= 0x7F || bytes[i] < 0x20 { return nil }
        return bytes.count
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, from Unicode's EastAsianWidth.txt; the emoji
    /// blocks are left to the scalars' emoji presentation property.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD,
            0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0,
            0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
            0x1AFF0...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
            0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
