/// How values are spelled in PDF files.
enum PDFSyntax {
    /// A literal string `(…)` of raw bytes: parentheses and backslashes escaped, bytes outside
    /// printable ASCII as octal escapes, so the file stays 7-bit text outside streams.
    static func appendLiteral(_ bytes: some Sequence<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "("))
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0x20...0x7E: out.append(byte)
            default:
                out.append(UInt8(ascii: "\\"))
                out.append(UInt8(ascii: "0") + (byte >> 6))
                out.append(UInt8(ascii: "0") + ((byte >> 3) & 7))
                out.append(UInt8(ascii: "0") + (byte & 7))
            }
        }
        out.append(UInt8(ascii: ")"))
    }

    static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Big-endian hex digits of a 16-bit value, as CID strings and CMaps write glyphs.
    static func appendHex16(_ value: UInt16, to out: inout [UInt8]) {
        out.append(hexDigits[Int(value >> 12)])
        out.append(hexDigits[Int((value >> 8) & 0xF)])
        out.append(hexDigits[Int((value >> 4) & 0xF)])
        out.append(hexDigits[Int(value & 0xF)])
    }

    /// A text string (document information) as UTF-16BE with a byte order mark: `<FEFF…>`.
    static func textString(_ text: String) -> String {
        var out: [UInt8] = Array("<FEFF".utf8)
        for unit in text.utf16 { appendHex16(unit, to: &out) }
        out.append(UInt8(ascii: ">"))
        return String(decoding: out, as: UTF8.self)
    }

    /// A name `/…`: characters outside the regular ones written `#XX`.
    static func name(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "/")]
        for byte in text.utf8 {
            let regular =
                (0x21...0x7E).contains(byte) && !"#()<>[]{}/%".utf8.contains(byte)
            if regular {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "#"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
