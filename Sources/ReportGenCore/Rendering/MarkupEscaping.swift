/// Escaping for HTML and XML text and attribute values.
enum MarkupEscaping {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            case let c where c.value < 0x20 || (0x7F...0x9F).contains(c.value):
                // Control characters are no text in HTML or XML (NUL is a parse error, most are
                // illegal in XML): shown escaped, as text output shows them.
                out += ControlCharacters.escaped(String(c))
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
