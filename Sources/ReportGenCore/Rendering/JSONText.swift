/// JSON spelling of strings and typed values, shared by the JSON-based renderers.
enum JSONText {
    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendString<Out: ByteAppending>(_ s: String, to out: inout Out) {
        out.append(byte: UInt8(ascii: "\""))
        appendContent(s, to: &out)
        out.append(byte: UInt8(ascii: "\""))
    }

    /// A string's characters, escaped for JSON, without the quotes. Most need no escaping: told
    /// eight bytes at a time and copied in one go. Runs that need none in the others are found
    /// eight bytes at a time too (the last few with the last eight) and copied in one go.
    static func appendContent<Out: ByteAppending>(_ s: String, to out: inout Out) {
        s.withUTF8Bytes { utf8 in
            if isClean(utf8) {
                out.append(contentsOf: utf8)
            } else {
                appendEscaping(utf8: utf8, to: &out)
            }
        }
    }

    /// Whether none of `bytes` needs escaping: tested eight at a time, the last eight (which
    /// may overlap those before) at once — eight to sixteen as two words, with no loop; fewer
    /// than eight as one word (of two overlapping halves, or of the bytes after spaces), so a
    /// short name costs one test, not a byte loop.
    @inline(__always)
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        if count <= 16, count >= 8 {
            // Two words, overlapping when there are fewer than sixteen bytes: no loop.
            let first = raw.loadUnaligned(as: UInt64.self)
            let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            return escapeBits(first) | escapeBits(last) == 0
        }
        guard count >= 8 else {
            if count >= 4 {
                let first = UInt64(raw.loadUnaligned(as: UInt32.self))
                let last = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                return !needsEscaping(first | last << 32)
            }
            var word: UInt64 = 0x2020_2020_2020_2020
            for byte in bytes { word = word << 8 | UInt64(byte) }
            return !needsEscaping(word)
        }
        var i = 0
        while i &+ 8 < count {
            if needsEscaping(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return false }
            i &+= 8
        }
        return !needsEscaping(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }

    /// `utf8` escaped for JSON: the runs between the bytes to escape copied in one go.
    private static func appendEscaping<Out: ByteAppending>(utf8: UnsafeBufferPointer<UInt8>, to out: inout Out) {
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
        escapeBits(word) != 0
    }

    /// The top bit of each byte of `word` that needs escaping set (and maybe of bytes after one
    /// that does: the borrows run on), none when no byte does.
    @inline(__always)
    static func escapeBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeros = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
        return control | zeros
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

    /// Appends a constant's bytes (no string to look into at run time).
    @inline(__always)
    static func append<Out: ByteAppending>(_ text: StaticString, to out: inout Out) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// A row once its ordinal, path and middle piece are known (see ``RowWriter/append(lending:to:)``):
    /// every constant piece read through the middle piece's pointers, and each field where it
    /// lies in the row lent (no copy, so no retain).
    @inline(__always)
    static func write(
        lending row: inout TypedRow, ordinal: Int, middle: UnsafePointer<RowPieces.Middle>, path: ByteRoom,
        pathEnd: Int, to out: inout OutputBuffer
    ) {
        let count = middle.pointee.fieldCount
        // Where the fields lie, the row's array made unique (a row lent is its only holder but
        // for a row kept elsewhere too, a held header's, say); the pointer holds until the row
        // is changed, after the writing. No fields, no array to make unique (the empty one is
        // shared, and a unique one would be allocated).
        let fields =
            row.fields.isEmpty
            ? UnsafeMutableBufferPointer(start: nil, count: 0)
            : row.fields.withUnsafeMutableBufferPointer { $0 }
        path.withUnsafeBytes(from: 0, to: pathEnd) { path in
            out.appendInPlace { line in
                line.append(contentsOf: middle.pointee.head)
                line.append(contentsOf: path)
                if let explicitID = row.explicitID {
                    line.append(byte: UInt8(ascii: "="))
                    appendContent(RowID.escaped(explicitID), to: &line)
                } else {
                    Int64(ordinal).append(to: &line)
                }
                if let section = row.section {
                    line.append(contentsOf: middle.pointee.beforeFields)
                    append(",\"section\":", to: &line)
                    appendString(section, to: &line)
                    line.append(contentsOf: middle.pointee.fields)
                } else {
                    line.append(contentsOf: middle.pointee.all)
                }
                // The first field's key ends the middle piece; each other's comes before it.
                for i in 0..<count {
                    if i > 0 { line.append(contentsOf: middle.pointee.keys[i]) }
                    if i < fields.count, let slot = fields.baseAddress?.advanced(by: i) {
                        // A decimal (the usual number) read where it lies, so no copy is
                        // destroyed by a call.
                        if case .decimal(let d) = slot.pointee {
                            d.append(places: middle.pointee.places(i), grouping: false, to: &line)
                        } else {
                            // Moved out while it is written, and back: the row keeps it.
                            let value = slot.move()
                            appendValue(value, places: middle.pointee.places(i), to: &line)
                            slot.initialize(to: value)
                        }
                    } else {
                        append("null", to: &line)
                    }
                }
                line.append(contentsOf: middle.pointee.closing)
            }
        }
    }
}
