/// Escaping for HTML and XML text and attribute values.
enum MarkupEscaping {
    /// Whether `s` is printable ASCII with nothing to escape, as most cells are: then it is its
    /// own escaped text, as text or attribute.
    @inline(__always)
    static func isPlain(_ s: String) -> Bool {
        s.withUTF8Bytes { bytes in
            bytes.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                    && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"")
            }
        }
    }

    /// `s` as text or a quoted attribute value. With `attribute`, tabs and line breaks are
    /// character references: a parser reads a raw one in an attribute as a space.
    static func escape(_ s: String, attribute: Bool = false) -> String {
        if isPlain(s) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r":
                if attribute {
                    out += "&#\(c.value);"
                } else {
                    out.unicodeScalars.append(c)
                }
            case let c
            where c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0xFFFE || c.value == 0xFFFF:
                // Control characters are no text in HTML or XML (NUL is a parse error, most are
                // illegal in XML, as are U+FFFE and U+FFFF): shown escaped, as text output shows them.
                out += c.value >= 0xFFFE ? ControlCharacters.spelled(c.value) : ControlCharacters.escaped(String(c))
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
