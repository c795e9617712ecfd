/// Reads a record's object where it lies in the reader's buffer, in one pass and copying nothing,
/// as the CSV reader reads its fields: keys matched against the declared fields' bytes (no string
/// built), declared values converted from their bytes by the fields' ``FieldConverters``,
/// undeclared values skipped and checked against the JSON grammar on the way.
///
/// It reads the common shape alone, and for anything else says so (`nil`, nothing kept), leaving
/// the object to ``JSONRecordReader``'s general reading, which tells what is wrong: a value that
/// does not convert, an escape in a key or in a declared string, a key twice, a value nested 64
/// deep, a key past ASCII, a line break in an NDJSON object, the end of the bytes read so far,
/// anything that is no JSON. Whichever reads it, a record gives the same values or the same error.
final class JSONObjectScanner {
    /// What a scan read: where the object ends (after its `}`), the line feeds inside it, and which
    /// declared fields it had (bit `i` for field `i`).
    struct Scanned: Equatable {
        var end: Int
        var lineFeeds: Int
        var seen: UInt64
    }

    /// How the declared fields convert, in their order.
    let converters: FieldConverters
    /// The declared keys, each with its closing quote, one after the other.
    private let keyBytes: [UInt8]
    /// Each declared key, as it is matched where it lies.
    private let keys: [Key]
    /// Whether the object is an NDJSON line: a line feed inside it is an error the general reading tells.
    private let lineDelimited: Bool

    /// A declared key and its closing quote, its first eight bytes as a word: most keys are
    /// matched with one load and one compare, none built or copied.
    private struct Key {
        /// The first up to eight bytes, little-endian, zero-padded.
        var head: UInt64
        /// The bits of ``head`` that are the key's.
        var headMask: UInt64
        /// Where the key is in ``keyBytes``, and how many bytes it has with its quote.
        var start: Int
        var count: Int
        /// False for a key with a quote, a backslash, a control character or a byte past ASCII in
        /// it, which JSON writes escaped: it is left to the general reading.
        var isPlain: Bool
    }

    /// The scanner of `fields` (read by their `column`), or `nil` when there are more than 64 of
    /// them (which of them a record has is kept in one word).
    init?(fields: [InputPlan.Field], lineDelimited: Bool) {
        guard fields.count <= 64 else { return nil }
        converters = FieldConverters(fields: fields, columns: Array(fields.indices))
        var keyBytes: [UInt8] = []
        var keys: [Key] = []
        for field in fields {
            let quoted = Array(field.column.utf8) + [UInt8(ascii: "\"")]
            var head: UInt64 = 0
            for (k, byte) in quoted.prefix(8).enumerated() { head |= UInt64(byte) << (8 * UInt64(k)) }
            let plain = field.column.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != 0x22 && $0 != 0x5C }
            keys.append(
                Key(
                    head: head, headMask: quoted.count >= 8 ? ~0 : (1 << (8 * UInt64(quoted.count))) - 1,
                    start: keyBytes.count, count: quoted.count, isPlain: plain))
            keyBytes += quoted
        }
        self.keyBytes = keyBytes
        self.keys = keys
        self.lineDelimited = lineDelimited
    }

    /// Every declared field's bit.
    var allFields: UInt64 { (1 << UInt64(keys.count)) &- 1 }

    /// Reads the object whose `{` is at `start` in `bytes`, its declared values into `slots`
    /// (one a field); `nil` when it is not of the shape this reads (see the type's description).
    func scan(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into slots: UnsafeMutablePointer<Value>)
        -> Scanned?
    {
        var cursor = Cursor(bytes: bytes, index: start + 1, lineDelimited: lineDelimited)
        var seen: UInt64 = 0
        // Keys usually come in the declared order: the field after the last one is tried first.
        var expected = 0
        guard cursor.skipSpace(), let first = cursor.peek() else { return nil }
        if first == UInt8(ascii: "}") {
            cursor.index += 1
            return Scanned(end: cursor.index, lineFeeds: cursor.lineFeeds, seen: 0)
        }
        while true {
            guard cursor.skipSpace(), cursor.take(UInt8(ascii: "\"")) else { return nil }
            if let field = field(at: &cursor, trying: expected) {
                let bit: UInt64 = 1 << UInt64(field)
                guard seen & bit == 0, cursor.skipSpace(), cursor.take(UInt8(ascii: ":")), cursor.skipSpace(),
                    read(&cursor, field: field, into: slots + field)
                else { return nil }
                seen |= bit
                expected = field + 1 < keys.count ? field + 1 : 0
            } else {
                // A key no field reads: plain, or the general reading tells what it is.
                guard cursor.plainKey() != nil, cursor.skipSpace(), cursor.take(UInt8(ascii: ":")), cursor.skipSpace(),
                    cursor.skipValue(depth: 0)
                else { return nil }
            }
            guard cursor.skipSpace(), let next = cursor.peek() else { return nil }
            cursor.index += 1
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ",") else { return nil }
        }
        return Scanned(end: cursor.index, lineFeeds: cursor.lineFeeds, seen: seen)
    }

    /// The declared field whose key (and closing quote) the cursor is at, trying field `expected`
    /// first; then the cursor is past it. `nil` for none.
    @inline(__always)
    private func field(at cursor: inout Cursor, trying expected: Int) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            if expected < keys.count, matches(keys[expected], at: cursor) {
                cursor.index += keys[expected].count
                return expected
            }
            for i in keys.indices where i != expected && matches(keys[i], at: cursor) {
                cursor.index += keys[i].count
                return i
            }
            return nil
        }
    }

    /// Whether `key` and its closing quote are at the cursor.
    @inline(__always)
    private func matches(_ key: Key, at cursor: Cursor) -> Bool {
        let bytes = cursor.bytes
        let i = cursor.index
        guard key.isPlain, i + key.count <= bytes.count else { return false }
        if i + 8 <= bytes.count {
            guard ByteWords.word(bytes, at: i) & key.headMask == key.head else { return false }
            if key.count <= 8 { return true }
        }
        return keyBytes.withUnsafeBufferPointer { keyBytes in
            for k in 0..<key.count where bytes[i + k] != keyBytes[key.start + k] { return false }
            return true
        }
    }

    /// Reads declared field `field`'s value at the cursor into `slot`: a string without escapes,
    /// converted as a CSV field's text is; a number for a decimal or an int field (no exponent,
    /// and for an int no point), read as it is written; `null` for an optional field. False for
    /// anything else, and for a value that does not convert (the general reading says why).
    @inline(__always)
    private func read(_ cursor: inout Cursor, field: Int, into slot: UnsafeMutablePointer<Value>) -> Bool {
        guard let first = cursor.peek() else { return false }
        let converter = converters.converters[field]
        if first == UInt8(ascii: "\"") {
            cursor.index += 1
            guard let text = cursor.plainString() else { return false }
            return converters.convert(text, field: field, converter, into: slot)
        }
        let value: Value?
        if let number = cursor.plainNumber() {
            switch converter.kind {
            case .decimal:
                value = ValueParser.decimal(number.digits, places: converter.places < 0 ? nil : Int(converter.places))
            case .int where !number.hasPoint: value = ValueParser.parseInt(number.digits).map { .int($0) }
            default: value = nil
            }
        } else {
            guard let token = cursor.token(), JSONGrammar.isScalar(token), token[0] == UInt8(ascii: "n"),
                converter.optional
            else { return false }
            value = .null
        }
        guard let value else { return false }
        Value.store(value, in: slot)
        return true
    }
}

extension JSONObjectScanner {
    /// A place in the bytes of the buffer, and the line feeds passed: every step checks the end of
    /// the bytes and fails (false or `nil`) there, as on anything it does not read.
    fileprivate struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let lineDelimited: Bool
        var lineFeeds = 0

        init(bytes: UnsafeBufferPointer<UInt8>, index: Int, lineDelimited: Bool) {
            self.bytes = bytes
            self.index = index
            self.lineDelimited = lineDelimited
        }

        @inline(__always)
        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Passes `byte` if it is next.
        @inline(__always)
        mutating func take(_ byte: UInt8) -> Bool {
            guard peek() == byte else { return false }
            index += 1
            return true
        }

        /// Passes spaces, tabs, carriage returns and (in a JSON array) line feeds; false at a line
        /// feed in NDJSON.
        @inline(__always)
        mutating func skipSpace() -> Bool {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: break
                case 0x0A:
                    if lineDelimited { return false }
                    lineFeeds += 1
                default: return true
                }
                index += 1
            }
            return true
        }

        /// A key's bytes (after its opening quote, up to its closing one, which is passed): printable
        /// ASCII without escapes, or `nil`.
        @inline(__always)
        mutating func plainKey() -> UnsafeBufferPointer<UInt8>? {
            let start = index
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
                }
                if b < 0x20 || b >= 0x80 || b == UInt8(ascii: "\\") { return nil }
                index += 1
            }
            return nil
        }

        /// A string's bytes (after its opening quote, up to its closing one, which is passed):
        /// without escapes or control characters, or `nil`; bytes past ASCII are left to the
        /// conversion to check.
        @inline(__always)
        mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            let start = index
            index = ByteWords.skipClean(bytes, from: index) { !JSONText.needsEscaping($0) }
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)])
                }
                if b < 0x20 || b == UInt8(ascii: "\\") { return nil }
                index += 1
            }
            return nil
        }

        /// A number as JSON writes it and without an exponent, `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, that
        /// a delimiter follows (a comma, a closing bracket, a space), and whether it has a point;
        /// `nil`, the cursor not moved, for anything else.
        @inline(__always)
        mutating func plainNumber() -> (digits: UnsafeBufferPointer<UInt8>, hasPoint: Bool)? {
            let start = index
            var i = index
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            let integer = i
            while i < bytes.count, JSONGrammar.isDigit(bytes[i]) { i += 1 }
            // One digit at least, and no zero before others.
            guard i > integer, bytes[integer] != UInt8(ascii: "0") || i == integer + 1 else { return nil }
            var hasPoint = false
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                let fraction = i
                while i < bytes.count, JSONGrammar.isDigit(bytes[i]) { i += 1 }
                guard i > fraction else { return nil }
                hasPoint = true
            }
            guard i < bytes.count else { return nil }
            let b = bytes[i]
            guard b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b <= 0x20 else {
                return nil
            }
            index = i
            return (UnsafeBufferPointer(rebasing: bytes[start..<i]), hasPoint)
        }

        /// A number's or a literal's bytes: up to a comma, a closing bracket or a space.
        @inline(__always)
        mutating func token() -> UnsafeBufferPointer<UInt8>? {
            let start = index
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b <= 0x20 { break }
                index += 1
            }
            return index > start ? UnsafeBufferPointer(rebasing: bytes[start..<index]) : nil
        }

        /// Passes a value no field reads, checked as the general reading checks it: strings
        /// (escapes, control characters, UTF-8), numbers and literals (the JSON grammar), nested
        /// objects and arrays up to 64 levels. False for anything that is not such a value.
        mutating func skipValue(depth: Int) -> Bool {
            guard depth < 64, let first = peek() else { return false }
            switch first {
            case UInt8(ascii: "\""):
                index += 1
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = first == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                guard skipSpace() else { return false }
                if take(close) { return true }
                while true {
                    guard skipSpace() else { return false }
                    if close == UInt8(ascii: "}") {
                        guard take(UInt8(ascii: "\"")), skipString(), skipSpace(), take(UInt8(ascii: ":")), skipSpace()
                        else { return false }
                    }
                    guard skipValue(depth: depth + 1), skipSpace(), let next = peek() else { return false }
                    index += 1
                    if next == close { return true }
                    guard next == UInt8(ascii: ",") else { return false }
                }
            default:
                guard let token = token() else { return false }
                return JSONGrammar.isScalar(token)
            }
        }

        /// Passes a string's contents and its closing quote: escapes as JSON has them, no control
        /// character, UTF-8 as Unicode has it (unpaired `\u` surrogates pass: a string no field
        /// reads holds no character).
        mutating func skipString() -> Bool {
            while true {
                index = ByteWords.skipClean(bytes, from: index) {
                    !JSONText.needsEscaping($0) && $0 & 0x8080_8080_8080_8080 == 0
                }
                guard index < bytes.count else { return false }
                let b = bytes[index]
                index += 1
                switch b {
                case UInt8(ascii: "\""): return true
                case UInt8(ascii: "\\"): guard skipEscape() else { return false }
                case 0x80...: guard skipUTF8Sequence(lead: b) else { return false }
                case ..<0x20: return false
                default: break
                }
            }
        }

        /// Passes what follows a backslash in a string: one of `"\/bfnrt`, or `u` and four hex digits.
        private mutating func skipEscape() -> Bool {
            guard let e = peek() else { return false }
            index += 1
            switch e {
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count else { return false }
                for k in index..<(index + 4) where HexDigit.value(bytes[k]) == nil { return false }
                index += 4
                return true
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return true
            default: return false
            }
        }

        /// Passes the rest of the UTF-8 sequence `lead` (just passed) starts, if it is valid.
        private mutating func skipUTF8Sequence(lead: UInt8) -> Bool {
            let length = UTF8Sequence.length(lead: lead)
            guard length > 0, index + length - 1 <= bytes.count,
                UTF8Sequence.isValidSecond(bytes[index], after: lead)
            else { return false }
            for k in (index + 1)..<(index + length - 1) where bytes[k] & 0xC0 != 0x80 { return false }
            index += length - 1
            return true
        }
    }
}
