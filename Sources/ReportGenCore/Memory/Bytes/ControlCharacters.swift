/// Control characters in data — ESC sequences, CR, NUL, line breaks, C1 controls, line separators
/// and bidi overrides — written out as
/// visible escapes (`\n`, `\r`, `\t`, `\0`, `\x1B`, `\u{9B}`), so that data shown on a terminal or in
/// a message can neither break the layout nor drive the terminal.
enum ControlCharacters {
    /// Whether `bytes` (UTF-8) hold a character that ``appendEscaped(_:to:)`` would rewrite.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Words of printable ASCII (no byte below 0x20, none 0x7F, none from 0x80) are skipped
        // eight bytes at a time; a word the test rejects is looked at byte by byte.
        let start = ByteWords.skipClean(bytes, from: 0, ByteWords.isPrintableASCII)
        for i in start..<bytes.count {
            let b = bytes[i]
            // Printable ASCII, the usual tail of a word, is told by two comparisons.
            if b &- 0x20 < 0x5F { continue }
            if b < 0x20 || b == 0x7F { return true }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] < 0xA0 { return true }
            if b == 0xE2, i + 2 < bytes.count, isLayoutControl(bytes[i + 1], bytes[i + 2]) { return true }
        }
        return false
    }

    /// Appends `bytes` (UTF-8) to `out` with every control character escaped.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] < 0xA0 {
                // A C1 control (U+0080–U+009F): 0x9B alone starts a terminal command sequence.
                out.append(contentsOf: Array(spelled(UInt32(bytes[i + 1])).utf8))
                i += 2
                continue
            }
            if b == 0xE2, i + 2 < bytes.count, isLayoutControl(bytes[i + 1], bytes[i + 2]) {
                // U+20xx from its three bytes: 1110_0010 10xx_xxxx 10yy_yyyy.
                let code = 0x2000 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                out.append(contentsOf: Array(spelled(code).utf8))
                i += 3
                continue
            }
            switch b {
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00: out.append(contentsOf: [0x5C, UInt8(ascii: "0")])
            case ..<0x20, 0x7F: out.append(contentsOf: Array("\\x\(hex(b))".utf8))
            default: out.append(b)
            }
            i += 1
        }
    }

    /// Whether `E2 b1 b2` is a character that moves text around on a terminal without being seen:
    /// the line and paragraph separators (U+2028, U+2029), which break a line, and the bidi
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what
    /// follows (a "Trojan Source" amount). Letters of right-to-left scripts are left alone.
    @inline(__always)
    static func isLayoutControl(_ b1: UInt8, _ b2: UInt8) -> Bool {
        (b1 == 0x80 && b2 >= 0xA8 && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9)
    }

    /// ``isLayoutControl(_:_:)`` for a scalar: U+2028–U+202E, U+2066–U+2069.
    static func isLayoutControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// `text` with every control character escaped.
    static func escaped(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            guard contains(bytes) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            appendEscaped(bytes, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A character spelled by its code point in upper-case hex, `\u{9B}`: how escaped text, messages
    /// and markup show a character that shows nothing.
    static func spelled(_ codePoint: UInt32) -> String {
        "\\u{\(String(codePoint, radix: 16, uppercase: true))}"
    }

    /// Two upper-case hex digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
