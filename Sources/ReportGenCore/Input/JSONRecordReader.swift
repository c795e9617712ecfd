/// Reads records from a JSON array of objects, or from NDJSON (one object per line), streaming:
/// one object in memory at a time, with the line each starts on.
///
/// Declared keys are converted like CSV columns; JSON numbers and strings are both accepted for
/// numeric fields (`3.10` or `"3.10"`); undeclared keys, whatever they hold, are skipped.
final class JSONRecordReader: RecordReader {
    private let source: ByteSource
    private let path: String
    private let fields: [InputPlan.Field]
    private let columns: [[UInt8]]
    private let lineDelimited: Bool
    private let maxRecordBytes: Int

    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var position = 0
    private var end = 0
    private var atEOF = false
    private var currentLine = 1
    private var recordStart = 0
    private var recordEnd = 0
    private var recordLine = 0
    private var started = false
    private var finished = false
    private var scratch: [UInt8] = []
    private var seen: [Bool]
    private var inRecord = false
    /// Reads the common objects where they lie; `nil` with more fields than it keeps track of.
    private let scanner: JSONObjectScanner?

    init(plan: InputPlan, source: ByteSource, path: String, lineDelimited: Bool, maxRecordBytes: Int = 64 << 20)
        throws(RecordError)
    {
        self.source = source
        self.path = path
        self.fields = plan.fields
        self.columns = plan.fields.map { Array($0.column.utf8) }
        self.lineDelimited = lineDelimited
        self.maxRecordBytes = maxRecordBytes
        buffer = .allocate(capacity: 1 << 18)
        seen = Array(repeating: false, count: plan.fields.count)
        scanner = JSONObjectScanner(fields: plan.fields, lineDelimited: lineDelimited)
    }

    deinit {
        buffer.deallocate()
    }

    var line: Int { recordLine }

    /// Whether the record being read has a value nested deeper than 64 levels: it is skipped
    /// whole and rejected, as one bad record, like any other.
    private var tooDeep = false
    /// What is wrong with a value the record does not read while its structure holds (a number
    /// such as `01`, broken UTF-8): the record is read whole, then rejected with this.
    private var badValue: String?

    var rawRecord: [UInt8] {
        let stop = max(recordStart, min(recordEnd, end))
        return Array(buffer[recordStart..<stop])
    }

    private func error(_ message: String, field: String? = nil, line: Int? = nil, recoverable: Bool = false)
        -> RecordError
    {
        RecordError(
            path: path, line: line ?? currentLine, field: field, message: message, raw: recoverable ? rawRecord : nil,
            isRecoverable: recoverable)
    }

    // MARK: Bytes

    private func refill() throws(RecordError) -> Bool {
        if atEOF { return false }
        guard
            let room = RecordBuffer.makeRoom(
                buffer, recordStart: recordStart, end: end, minimumFree: 1 << 16, limit: maxRecordBytes)
        else {
            throw error("a record is longer than the limit of \(maxRecordBytes) bytes")
        }
        buffer = room.buffer
        let shift = room.shift
        position -= shift
        recordEnd = max(0, recordEnd - shift)
        end -= shift
        recordStart = 0
        let n = try RecordBuffer.read(source, into: buffer, after: end)
        if n == 0 {
            atEOF = true
            return false
        }
        end += n
        return true
    }

    /// The next byte without consuming it; `nil` at the end.
    @inline(__always)
    private func peek() throws(RecordError) -> UInt8? {
        if position >= end, try !refill() { return nil }
        return buffer[position]
    }

    private func skipWhitespace(stopAtNewline: Bool = false) throws(RecordError) {
        while let b = try peek() {
            if b == 0x0A {
                if stopAtNewline { return }
                try passLineFeed()
            } else if b != 0x20, b != 0x09, b != 0x0D {
                return
            }
            position += 1
        }
    }

    /// Skips the spaces and line feeds between records (and around the array's brackets), which
    /// belong to no record: none of them is kept in the buffer, so that they count toward no
    /// record's limit. In NDJSON a record keeps the spaces before it on its line, up to 64 KiB.
    private func skipSpaceBetweenRecords() throws(RecordError) {
        recordStart = position
        while let b = try peek() {
            if b == 0x0A {
                currentLine += 1
                position += 1
                recordStart = position
            } else if b == 0x20 || b == 0x09 || b == 0x0D {
                position += 1
                if !lineDelimited || position - recordStart >= 1 << 16 { recordStart = position }
            } else {
                return
            }
        }
    }

    private func expect(_ byte: UInt8, _ what: String) throws(RecordError) {
        guard try peek() == byte else {
            let found = try peek().map { MessageText.quoted(byte: $0) } ?? "the end of the stream"
            throw error("expected \(what), found \(found)", recoverable: false)
        }
        position += 1
    }

    // MARK: Records

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        guard lineDelimited else { return try readNext(into: &slots) }
        // What is wrong with the stream's start (a UTF-16 mark) breaks the stream, not a line.
        if !started { try readStart() }
        do {
            return try readNext(into: &slots)
        } catch {
            guard !error.isRecoverable, error.line > 0 else { throw error }
            // One bad line in NDJSON: skip to the next line and let the caller go on.
            while let b = try peek(), b != 0x0A { position += 1 }
            endLine()
            var recoverable = error
            recoverable.raw = rawRecord
            recoverable.isRecoverable = true
            throw recoverable
        }
    }

    /// Reads what comes before the first record: a UTF-8 byte-order mark (skipped, and no part of
    /// the first record), a UTF-16 one (an error).
    private func readStart() throws(RecordError) {
        started = true
        if position == 0, try peek() == 0xEF {
            position += 3
            recordStart = position
        }
        if position == 0, let first = try peek(), first == 0xFF || first == 0xFE {
            throw error(
                "the stream starts with a UTF-16 byte-order mark; set input.encoding: utf-16", recoverable: false)
        }
    }

    /// Reads the array's closing `]` (at `position`) and checks that nothing but spaces follows:
    /// an array with records or without (`[]` then a second page appended is not an empty stream).
    private func readEnd() throws(RecordError) {
        position += 1
        try skipSpaceBetweenRecords()
        if try peek() != nil { throw error("unexpected text after the closing ']'") }
        finished = true
    }

    private func readNext(into slots: inout [Value]) throws(RecordError) -> Bool {
        if finished { return false }
        if !started {
            try readStart()
            if !lineDelimited {
                try skipSpaceBetweenRecords()
                guard try peek() != nil else {
                    finished = true
                    return false
                }
                try expect(UInt8(ascii: "["), "'[' (a JSON input is an array of objects)")
                try skipSpaceBetweenRecords()
                if try peek() == UInt8(ascii: "]") {
                    try readEnd()
                    return false
                }
            }
        } else if !lineDelimited {
            try skipSpaceBetweenRecords()
            if try peek() == UInt8(ascii: "]") {
                try readEnd()
                return false
            }
            try expect(UInt8(ascii: ","), "',' or ']' between records")
        }
        try skipSpaceBetweenRecords()
        recordStart = lineDelimited ? lineStart(before: position) : position
        recordLine = currentLine
        guard let first = try peek() else {
            if !lineDelimited { throw error("the array is not closed with ']'") }
            finished = true
            return false
        }
        guard first == UInt8(ascii: "{") else {
            let message = "expected an object '{' for a record, found \(MessageText.quoted(byte: first))"
            // In NDJSON the line is the record, and the reader rejects it whole (see next(into:)).
            // In an array, an element that is a value but no object (`[1, {…}]`) is one rejected
            // record, skipped whole so that reading goes on; what is no value breaks the stream.
            guard !lineDelimited, Self.startsValue(first) else { throw error(message) }
            badValue = nil
            try skipValue(depth: 0)
            if badValue != nil { throw error(message) }
            recordEnd = position
            throw RecordError(path: path, line: recordLine, message: message, raw: rawRecord)
        }
        if !lineDelimited { recordStart = position }
        recordLine = currentLine
        var failure: RecordError?
        tooDeep = false
        badValue = nil
        let scanned = scanObject(into: &slots)
        if scanned == nil {
            for i in seen.indices { seen[i] = false }
            inRecord = true
            defer { inRecord = false }
            try readObject(into: &slots, failure: &failure)
        }
        recordEnd = position
        try expectLineEnd()
        if lineDelimited { endLine() }
        if tooDeep {
            // The whole record was read, so reading goes on after it: one bad record.
            throw RecordError(
                path: path, line: recordLine, message: "values nested deeper than 64 levels", raw: rawRecord)
        }
        if let badValue { throw RecordError(path: path, line: recordLine, message: badValue, raw: rawRecord) }
        if let failure { throw failure }
        if scanned == true { return true }
        for i in seen.indices where !seen[i] {
            if fields[i].optional {
                slots[i] = .null
            } else {
                throw RecordError(
                    path: path, line: recordLine, field: fields[i].name,
                    message: "missing key '\(fields[i].column)'", raw: rawRecord)
            }
        }
        return true
    }

    /// Reads the object at `position` with ``scanner`` where it lies in the buffer, if it is of
    /// the shape that reads: then it is passed, and the result says whether it had every declared
    /// key (if not, ``seen`` says which); `nil` when it is not, with nothing passed, for the
    /// general reading.
    private func scanObject(into slots: inout [Value]) -> Bool? {
        guard let scanner else { return nil }
        let start = position
        let bytes = UnsafeBufferPointer(rebasing: buffer[..<end])
        let scanned = slots.withUnsafeMutableBufferPointer { slots -> JSONObjectScanner.Scanned? in
            guard let base = slots.baseAddress, slots.count >= scanner.converters.fields.count else { return nil }
            return scanner.scan(bytes, at: start, into: base)
        }
        guard let scanned else { return nil }
        position = scanned.end
        currentLine += scanned.lineFeeds
        if scanned.seen == scanner.allFields { return true }
        for i in seen.indices { seen[i] = scanned.seen & (1 << UInt64(i)) != 0 }
        return false
    }

    /// In NDJSON, where the line `position` is on starts: a record is its whole line, spaces
    /// around the object too, so that a rejected line is kept byte for byte. (The bytes back to
    /// the last record's start are still in the buffer.)
    private func lineStart(before position: Int) -> Int {
        var start = position
        while start > recordStart, buffer[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// In NDJSON, ends the record at its line's end (`position`, at the line feed or the end of
    /// the stream), without a carriage return before it.
    private func endLine() {
        recordEnd = position
        if recordEnd > recordStart, recordEnd <= end, buffer[recordEnd - 1] == 0x0D { recordEnd -= 1 }
    }

    /// In NDJSON, nothing but spaces may follow a record on its line.
    private func expectLineEnd() throws(RecordError) {
        guard lineDelimited else { return }
        try skipWhitespace(stopAtNewline: true)
        if let b = try peek(), b != 0x0A {
            throw error("unexpected text after the record (NDJSON has one object per line)")
        }
    }

    /// Whether `b` can start a JSON value: a string, an array, an object, a number, `true`,
    /// `false` or `null`.
    private static func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-"), UInt8(ascii: "t"),
            UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default: return b &- 48 < 10
        }
    }

    /// Reads one object; conversion problems go to `failure` (the record is still consumed, so
    /// reading can go on), syntax problems are thrown.
    private func readObject(into slots: inout [Value], failure: inout RecordError?) throws(RecordError) {
        position += 1  // '{'
        try skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            try skipWhitespace()
            try expect(UInt8(ascii: "\""), "a quoted key")
            try readString()
            let index = columns.firstIndex { key in key.count == scratch.count && key == scratch }
            if index == nil, badValue == nil, scratch.contains(where: { $0 >= 0x80 }),
                !UTF8Validation.isValid(scratch)
            {
                badValue = ValueParser.invalidUTF8(subject: "a key")
            }
            try skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after a key")
            try skipWhitespace()
            if let index {
                let value = try readScalar(for: fields[index])
                if seen[index], failure == nil {
                    // Which of the two values is meant cannot be told: neither is taken.
                    failure = RecordError(
                        path: path, line: recordLine, field: fields[index].name,
                        message: "the key \(MessageText.quoted(fields[index].column)) appears twice in the record",
                        raw: nil)
                }
                seen[index] = true
                switch value {
                case .success(let v): slots[index] = v
                case .failure(let message):
                    if failure == nil {
                        failure = RecordError(
                            path: path, line: recordLine, field: fields[index].name, message: message, raw: nil)
                    }
                }
            } else {
                try skipValue(depth: 0)
            }
            try skipWhitespace()
            guard let b = try peek() else { throw error("the record's object is not closed") }
            position += 1
            if b == UInt8(ascii: "}") { break }
            guard b == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' in an object, found \(MessageText.quoted(byte: b))")
            }
        }
        if failure != nil { failure?.raw = nil }
    }

    private enum Converted {
        case success(Value)
        case failure(String)
    }

    private func readScalar(for field: InputPlan.Field) throws(RecordError) -> Converted {
        guard let b = try peek() else { throw error("the record's object is not closed") }
        scratch.removeAll(keepingCapacity: true)
        if b == UInt8(ascii: "\"") {
            position += 1
            try readString()
            if let surrogate = unpairedSurrogate {
                let hex = String(surrogate, radix: 16, uppercase: true)
                return .failure(
                    "the value has \\u\(hex), half of a surrogate pair without its other half (no character)")
            }
            // A string: the field's null texts and separators apply, as to a CSV value.
            return scratch.withUnsafeBufferPointer { bytes -> Converted in
                ValueParser.convertText(bytes, field: field).map { .success($0) }
                    ?? .failure(ValueParser.failure(bytes, for: field))
            }
        } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
            try skipValue(depth: 0)
            return .failure("a nested \(b == UInt8(ascii: "{") ? "object" : "array") is not a \(field.type.rawValue)")
        }
        while let c = try peek(), c != UInt8(ascii: ","), c != UInt8(ascii: "}"), c != 0x20, c != 0x0A, c != 0x0D,
            c != 0x09
        {
            scratch.append(c)
            position += 1
        }
        if scratch.isEmpty { throw try noValue() }
        if scratch == Array("null".utf8) {
            return field.optional ? .success(.null) : .failure("null value (the field is not optional)")
        }
        if field.type == .bool, scratch == Array("true".utf8) || scratch == Array("false".utf8) {
            return .success(.bool(scratch.count == 4))
        }
        // A JSON number is written with '.' whatever the field's separators say.
        return scratch.withUnsafeBufferPointer { bytes -> Converted in
            switch ValueParser.convertNumber(bytes, field: field) {
            case .success(let value):
                // What a CSV value may be (`+1`, `.5`, a bare word for a string) is no JSON.
                guard JSONGrammar.isScalar(bytes) else { return .failure(Self.notAValue(bytes)) }
                return .success(value)
            case .failure(let problem): return .failure(problem.message)
            }
        }
    }

    /// The error for a value that is missing (`"key": }`): what is there instead.
    private func noValue() throws(RecordError) -> RecordError {
        let found = try peek().map { MessageText.quoted(byte: $0) } ?? "the end of the stream"
        return error("expected a value, found \(found)")
    }

    /// Why a token that is no string, array or object is not a JSON value either.
    private static func notAValue(_ token: UnsafeBufferPointer<UInt8>) -> String {
        "\(MessageText.quoted(token)) is not a JSON value (a number, true, false, null or a quoted string)"
    }

    /// The error for a control character in a string (at `position`, left unread): JSON has it
    /// escaped.
    private func controlCharacter(_ b: UInt8) -> RecordError {
        // In NDJSON the line ends here, and the next line is the next record.
        if b == 0x0A { return error("a line break inside a string (escape it as \\n)") }
        return error(
            "\(MessageText.quoted(byte: b)) inside a string (a control character: escape it as \\u00\(ControlCharacters.hex(b)))"
        )
    }

    /// Reads a string's contents (after its opening quote) into `scratch`, unescaped. A `\\u`
    /// escape of half a surrogate pair without its other half is no character: it is written as
    /// its three-byte generalized UTF-8 (so that the text matches nothing), and the first one is
    /// kept in ``unpairedSurrogate`` for the value's message.
    private func readString() throws(RecordError) {
        scratch.removeAll(keepingCapacity: true)
        unpairedSurrogate = nil
        var high: UInt32?
        while true {
            guard let b = try peek() else { throw error("unterminated string") }
            if b < 0x20 { throw controlCharacter(b) }
            position += 1
            // An escape: the code unit of a `\\u`, or the other escape's letter.
            var code: UInt32?
            var escape: UInt8?
            if b == UInt8(ascii: "\\") {
                guard let e = try peek() else { throw error("unterminated string") }
                if e < 0x20 { throw controlCharacter(e) }
                position += 1
                if e == UInt8(ascii: "u") { code = try readHex4() } else { escape = e }
            }
            // Half a pair waits for the next character: its other half, or it stays alone.
            if let pending = high {
                high = nil
                if let low = code, (0xDC00..<0xE000).contains(low) {
                    appendScalar(0x10000 + ((pending - 0xD800) << 10) + (low - 0xDC00))
                    continue
                }
                appendUnpaired(pending)
            }
            if let code {
                if (0xD800..<0xDC00).contains(code) {
                    high = code
                } else if (0xDC00..<0xE000).contains(code) {
                    appendUnpaired(code)
                } else {
                    appendScalar(code)
                }
            } else if let escape {
                switch escape {
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                default: throw badEscape(escape)
                }
            } else if b == UInt8(ascii: "\"") {
                return
            } else {
                scratch.append(b)
            }
        }
    }

    private func badEscape(_ escape: UInt8) -> RecordError {
        error(
            "bad escape \(MessageText.quoted(byte: escape)) after a backslash in a string "
                + "(JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
    }

    /// The first unpaired surrogate of the string read last, if any.
    private var unpairedSurrogate: UInt32?

    /// Appends a character's UTF-8 bytes (`code` is a scalar: no surrogate).
    private func appendScalar(_ code: UInt32) {
        guard let scalar = Unicode.Scalar(code), let encoded = UTF8.encode(scalar) else { return appendUnpaired(code) }
        scratch.append(contentsOf: encoded)
    }

    /// Appends half a surrogate pair as its generalized UTF-8, which is not valid UTF-8.
    private func appendUnpaired(_ code: UInt32) {
        if unpairedSurrogate == nil { unpairedSurrogate = code }
        scratch.append(0xE0 | UInt8(truncatingIfNeeded: code >> 12))
        scratch.append(0x80 | UInt8(truncatingIfNeeded: (code >> 6) & 0x3F))
        scratch.append(0x80 | UInt8(truncatingIfNeeded: code & 0x3F))
    }

    /// Four hex digits of a `\\u` escape.
    private func readHex4() throws(RecordError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let h = try peek(), let digit = HexDigit.value(h).map(UInt32.init) else {
                throw error("bad \\u escape in a string")
            }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    /// Skips any JSON value, checking it as closely as a value that is read: strings (escapes,
    /// control characters, UTF-8), numbers and literals (the JSON grammar), nesting, commas and
    /// colons; nothing of it is kept. A token or text that is wrong while the structure holds (`01`,
    /// `tru`, broken UTF-8) is kept in ``badValue`` and rejects the record once it is read. Past 64
    /// levels the record is marked too deep (see ``tooDeep``) and the rest of the value is skipped
    /// by counting brackets, without recursion.
    private func skipValue(depth: Int) throws(RecordError) {
        guard let b = try peek() else { throw error("the record's object is not closed") }
        if depth >= 64 {
            tooDeep = true
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { return try skipNested() }
        }
        switch b {
        case UInt8(ascii: "\""):
            position += 1
            try skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = b == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            try skipWhitespace()
            if try peek() == close {
                position += 1
                return
            }
            while true {
                try skipWhitespace()
                if close == UInt8(ascii: "}") {
                    try expect(UInt8(ascii: "\""), "a quoted key")
                    try skipString()
                    try skipWhitespace()
                    try expect(UInt8(ascii: ":"), "':' after a key")
                    try skipWhitespace()
                }
                try skipValue(depth: depth + 1)
                try skipWhitespace()
                guard let c = try peek() else { throw error("the record's object is not closed") }
                position += 1
                if c == close { return }
                guard c == UInt8(ascii: ",") else {
                    let expected = close == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'"
                    throw error("expected \(expected) in a nested value, found \(MessageText.quoted(byte: c))")
                }
            }
        default:
            // A number or a literal: the token up to the next delimiter, checked as a whole.
            let offset = position - recordStart
            while let c = try peek(), c != UInt8(ascii: ","), c != UInt8(ascii: "}"), c != UInt8(ascii: "]"), c > 0x20 {
                position += 1
            }
            let token = UnsafeBufferPointer(rebasing: buffer[(recordStart + offset)..<position])
            if token.isEmpty { throw try noValue() }
            if badValue == nil, !JSONGrammar.isScalar(token) { badValue = Self.notAValue(token) }
        }
    }

    /// Skips a string's contents (after its opening quote), checked as ``readString()`` checks
    /// them and for UTF-8, without unescaping them anywhere.
    private func skipString() throws(RecordError) {
        while true {
            // The plain run: no quote, backslash, control character or byte past ASCII.
            while position < end {
                let b = buffer[position]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
                position += 1
            }
            guard let b = try peek() else { throw error("unterminated string") }
            if b == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if b < 0x20 { throw controlCharacter(b) }
            position += 1
            if b >= 0x80 {
                try skipUTF8Sequence(lead: b)
                continue
            }
            // The plain run stopped at the end of the buffer, refilled since.
            if b != UInt8(ascii: "\\") { continue }
            guard let e = try peek() else { throw error("unterminated string") }
            if e < 0x20 { throw controlCharacter(e) }
            position += 1
            switch e {
            case UInt8(ascii: "u"): _ = try readHex4()
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                break
            default: throw badEscape(e)
            }
        }
    }

    /// Skips the rest of the UTF-8 sequence `lead` (just passed) starts; one that is not valid
    /// UTF-8 is kept in ``badValue``, and the byte that broke it read again.
    private func skipUTF8Sequence(lead: UInt8) throws(RecordError) {
        let length = UTF8Sequence.length(lead: lead)
        var valid = length > 0
        var k = 1
        while valid, k < length, let next = try peek() {
            valid = k == 1 ? UTF8Sequence.isValidSecond(next, after: lead) : next & 0xC0 == 0x80
            if valid { position += 1 }
            k += 1
        }
        if k < length { valid = false }
        if !valid, badValue == nil { badValue = ValueParser.invalidUTF8(subject: "a value the layout does not read") }
    }

    /// A line feed between the tokens of a record: in NDJSON the object ends with its line (an
    /// error, before the line feed), in an array the line is counted.
    private func passLineFeed() throws(RecordError) {
        if lineDelimited, inRecord {
            throw error("the object is not closed at the end of its line (NDJSON has one object per line)")
        }
        currentLine += 1
    }

    /// Skips the array or object at `position`, nested too deep to walk, by counting its brackets
    /// (strings skipped whole); bounded by the record limit, not by the stack.
    private func skipNested() throws(RecordError) {
        var open = 0
        repeat {
            guard let b = try peek() else { throw error("the record's object is not closed") }
            if b == 0x0A { try passLineFeed() }
            position += 1
            switch b {
            case UInt8(ascii: "\""): try skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): open -= 1
            default: break
            }
        } while open > 0
    }
}
