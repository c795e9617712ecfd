/// JSON spelling of strings and typed values, shared by the JSON-based renderers.
enum JSONText {
    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendString(_ s: String, to out: inout OutputBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case 0x0A: out.append("\\n")
            case 0x0D: out.append("\\r")
            case 0x09: out.append("\\t")
            case 0..<0x20:
                out.append("\\u00")
                out.append(byte: hex[Int(byte >> 4)])
                out.append(byte: hex[Int(byte & 0xF)])
            default: out.append(byte: byte)
            }
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// A field value: strings, dates and date-times quoted; numbers exact (decimals with exactly
    /// `places` digits when set); bools and null bare.
    static func appendValue(_ value: Value, places: Int?, to out: inout OutputBuffer) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .decimal(let d): out.append(d.formatted(places: places, grouping: false))
        case .string(let s): appendString(s, to: &out)
        case .date(let d): appendString(d.description, to: &out)
        case .datetime(let t): appendString(t.description, to: &out)
        }
    }

    /// `{"kind":…,"level":…,"band":…,"height":…,("section":…,)"fields":{…}}`
    static func appendRow(_ row: TypedRow, kind: RowKind, to out: inout OutputBuffer) {
        out.append("{\"kind\":")
        appendString(kind.name, to: &out)
        out.append(",\"level\":")
        out.append(String(row.level))
        out.append(",\"band\":")
        out.append(row.band.map { "\"\($0.rawValue)\"" } ?? "null")
        out.append(",\"height\":")
        out.append(kind.height.description)
        if let section = row.section {
            out.append(",\"section\":")
            appendString(section, to: &out)
        }
        out.append(",\"fields\":{")
        for (i, field) in kind.fields.enumerated() {
            if i > 0 { out.append(byte: UInt8(ascii: ",")) }
            appendString(field.name, to: &out)
            out.append(byte: UInt8(ascii: ":"))
            appendValue(i < row.fields.count ? row.fields[i] : .null, places: field.places, to: &out)
        }
        out.append("}}")
    }
}
