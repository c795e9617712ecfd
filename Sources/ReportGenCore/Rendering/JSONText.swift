/// JSON spelling of strings and typed values, shared by the JSON-based renderers.
enum JSONText {
    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendString<Out: ByteAppending>(_ s: String, to out: inout Out) {
        out.append(byte: UInt8(ascii: "\""))
        appendContent(s, to: &out)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// A string's characters, escaped for JSON, without the quotes. Runs that need no escaping
    /// are found eight bytes at a time (the last few with the last eight) and copied in one go.
    static func appendContent<Out: ByteAppending>(_ s: String, to out: inout Out) {
        s.withUTF8Bytes { appendContent(utf8: $0, to: &out) }
    }

    @inline(__always)
    private static func appendContent<Out: ByteAppending>(utf8: UnsafeBufferPointer<UInt8>, to out: inout Out) {
        var start = 0
        var i = 0
        // The bytes after the last whole word are among the last eight: tested at once when clean.
        let cleanTail = ByteWords.lastWord(utf8).map { !needsEscaping($0) } ?? false
        while true {
            i = ByteWords.skipClean(utf8, from: i) { !needsEscaping($0) }
            guard i < utf8.count, !cleanTail || utf8.count - i >= 8 else { break }
            let byte = utf8[i]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if i > start { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i])) }
                appendEscape(byte, to: &out)
                start = i + 1
            }
            i += 1
        }
        if start < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
    }

    /// Whether `bytes` are a JSON number as they stand: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    /// (`1e-05` is one; `.5`, `1.`, `Infinity` and `NaN` are not).
    static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] &- 48 < 10 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let first = i
        let integer = digits()
        guard integer > 0, integer == 1 || bytes[first] != UInt8(ascii: "0") else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }

    /// Whether any of the eight bytes in `word` is a control character, `"` or `\\` (exact: the
    /// classic "has a byte less than n" and "has a zero byte" word tests).
    @inline(__always)
    static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeros = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
        return control | zeros != 0
    }

    private static func appendEscape<Out: ByteAppending>(_ byte: UInt8, to out: inout Out) {
        out.append(byte: UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte: byte)
        case 0x0A: out.append(byte: UInt8(ascii: "n"))
        case 0x0D: out.append(byte: UInt8(ascii: "r"))
        case 0x09: out.append(byte: UInt8(ascii: "t"))
        default:
            for b in "u00".utf8 { out.append(byte: b) }
            out.append(byte: hex[Int(byte >> 4)])
            out.append(byte: hex[Int(byte & 0xF)])
        }
    }

    /// A field value: strings, dates and date-times quoted; numbers exact (decimals with exactly
    /// `places` digits when set); bools and null bare.
    @inline(__always)
    static func appendValue<Out: ByteAppending>(_ value: Value, places: Int?, to out: inout Out) {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let b): append(b ? "true" : "false", to: &out)
        case .int(let i): i.append(to: &out)
        case .decimal(let d): d.append(places: places, grouping: false, to: &out)
        case .string(let s): appendString(s, to: &out)
        case .date(let d): appendString(d.description, to: &out)
        case .datetime(let t): appendString(t.description, to: &out)
        }
    }

    /// The constant pieces of every kind's rows, spelled once, in one run of bytes (read through
    /// one pointer per row, not an array per piece). One value for all kinds, read where the
    /// renderer holds it: an object per kind was retained and released for every row.
    struct KindPrefixes {
        /// The pieces, one after the other.
        let bytes: [UInt8]
        /// Per kind: `{"kind":"NAME","id":"NAME` (the id starts with the kind's name).
        let head: [Range<Int>]
        /// Per kind, three: `,"band":BAND,"height":H` for the bands odd, even and none.
        let bandAndHeight: [Range<Int>]
        /// Per field, in ``FieldTable`` order: `"NAME":`, after `,"fields":{` for a kind's first
        /// field and after `,` for the others.
        let keys: [Range<Int>]

        init(_ kinds: [RowKind]) {
            var bytes: [UInt8] = []
            var head: [Range<Int>] = []
            var bandAndHeight: [Range<Int>] = []
            var keys: [Range<Int>] = []
            func piece(_ write: (inout [UInt8]) -> Void) -> Range<Int> {
                let start = bytes.count
                write(&bytes)
                return start..<bytes.count
            }
            for kind in kinds {
                head.append(
                    piece { bytes in
                        bytes += "{\"kind\":".utf8
                        JSONText.appendString(kind.name, to: &bytes)
                        bytes += ",\"id\":\"".utf8
                        JSONText.appendContent(kind.name, to: &bytes)
                    })
                for band in ["\"odd\"", "\"even\"", "null"] {
                    bandAndHeight.append(piece { $0 += ",\"band\":\(band),\"height\":\(kind.height.description)".utf8 })
                }
                for (i, field) in kind.fields.enumerated() {
                    keys.append(
                        piece { bytes in
                            bytes += (i == 0 ? ",\"fields\":{" : ",").utf8
                            JSONText.appendString(field.name, to: &bytes)
                            bytes.append(UInt8(ascii: ":"))
                        })
                }
            }
            self.bytes = bytes
            self.head = head
            self.bandAndHeight = bandAndHeight
            self.keys = keys
        }
    }

    /// The last row's group path (in its box, held so that no other box takes its address) and
    /// its escaped bytes: the rows of a group share it, so it is escaped once a group (into the
    /// same storage each time).
    struct PathCache {
        var box: TypedRow.Extras?
        var bytes = ByteRoom(capacity: 64)
    }

    /// Appends a constant's bytes (no string to look into at run time).
    @inline(__always)
    private static func append<Out: ByteAppending>(_ text: StaticString, to out: inout Out) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `{"kind":…,"id":…,"level":…,"band":…,"height":…,("section":…,)"fields":{…}}` and then
    /// `ending`, written in place (see ``OutputBuffer/appendInPlace(_:)``).
    static func appendRow(
        _ row: TypedRow, table: FieldTable, prefixes: KindPrefixes, paths: inout PathCache, ending: StaticString,
        to out: inout OutputBuffer
    ) {
        prefixes.bytes.withUnsafeBufferPointer { constant in
            row.fields.withUnsafeBufferPointer { fields in
                out.appendInPlace { line in
                    appendRow(
                        row, fields: fields, table: table, prefixes: prefixes, constant: constant, paths: &paths,
                        to: &line)
                    append(ending, to: &line)
                }
            }
        }
    }

    /// ``appendRow(_:table:prefixes:paths:ending:to:)`` with the kinds' constant bytes and the
    /// row's fields where they lie.
    @inline(__always)
    private static func appendRow<Out: ByteAppending>(
        _ row: TypedRow, fields: UnsafeBufferPointer<Value>, table: FieldTable, prefixes: KindPrefixes,
        constant: UnsafeBufferPointer<UInt8>, paths: inout PathCache, to out: inout Out
    ) {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: constant[prefixes.head[row.kind]]))
        // The rest of the id after the kind, as ``RowID/description`` spells it.
        if !row.hasIDPath(of: paths.box) {
            paths.box = row.idPathBox
            paths.bytes.removeAll()
            appendContent(row.idPath, to: &paths.bytes)
        }
        paths.bytes.withUnsafeBytes { out.append(contentsOf: $0) }
        out.append(byte: UInt8(ascii: "/"))
        if let explicit = row.explicitID {
            out.append(byte: UInt8(ascii: "="))
            appendContent(RowID.escaped(explicit), to: &out)
        } else {
            Int64(row.ordinal).append(to: &out)
        }
        append("\",\"level\":", to: &out)
        Int64(row.level).append(to: &out)
        let band: Int
        switch row.band {
        case .odd?: band = 0
        case .even?: band = 1
        case nil: band = 2
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: constant[prefixes.bandAndHeight[row.kind &* 3 &+ band]]))
        if let section = row.section {
            append(",\"section\":", to: &out)
            appendString(section, to: &out)
        }
        let start = table.start[row.kind]
        let count = table.count[row.kind]
        if count == 0 { append(",\"fields\":{", to: &out) }
        for i in 0..<count {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: constant[prefixes.keys[start + i]]))
            if i < fields.count {
                appendValue(fields[i], places: table.places(start + i), to: &out)
            } else {
                append("null", to: &out)
            }
        }
        append("}}", to: &out)
    }
}
