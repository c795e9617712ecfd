/// Reads a stream in another encoding as UTF-8, chunk by chunk, beneath the readers (which only
/// ever see UTF-8); and writes a record's UTF-8 back in the stream's encoding, byte for byte, for
/// `--rejects`.
///
/// Every input byte sequence has a UTF-8 form that maps back exactly: single-byte encodings give
/// every byte a character; in UTF-16, an unpaired surrogate becomes its 3-byte generalized UTF-8
/// form (`ED A0 80`…, invalid UTF-8, so a value holding it is rejected) and an odd last byte the
/// 4-byte form of U+110000 + the byte (beyond Unicode, invalid too). Plain UTF-8 streams never
/// come here.
final class TranscodingByteSource: ByteSource {
    private let source: ByteSource
    private let encoding: TextEncoding
    private let path: String
    private var input: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var sourceEnded = false
    private var started = false
    /// UTF-8 decoded but not yet handed out (only when the caller's buffer is tiny).
    private var pending: [UInt8] = []
    /// For UTF-16: the byte order, from the encoding's name or the byte order mark.
    private(set) var bigEndian = false
    /// For a single-byte encoding: the first text that looks like UTF-8 read in it (see
    /// ``suspectUTF8(at:)``).
    private(set) var utf8Suspicion: UTF8Suspicion?
    /// The line of the byte at `start`, counted until the first suspicion.
    private var line = 1

    /// Text of a single-byte stream that is valid UTF-8 of several bytes: `MÃ¼nchen` in a
    /// Windows-1252 stream is most likely UTF-8's `München`.
    struct UTF8Suspicion: Equatable, Sendable {
        /// The line it is on.
        var line: Int
        /// The word it is in, as the stream's encoding reads it (`MÃ¼nchen`).
        var asRead: String
        /// The same bytes read as UTF-8 (`München`).
        var asUTF8: String
        /// The encoding the stream is read in.
        var encoding: TextEncoding
    }

    private static let chunk = 1 << 16

    /// Reads `source`, encoded as `encoding`, named `path` in messages.
    init(source: ByteSource, encoding: TextEncoding, path: String) {
        self.source = source
        self.encoding = encoding
        self.path = path
        bigEndian = encoding == .utf16BE
        input = .allocate(capacity: Self.chunk)
    }

    deinit {
        input.deallocate()
    }

    /// Whether the stream is UTF-16 (whose records are no text to show byte for byte).
    var isUTF16: Bool { encoding == .utf16 || encoding == .utf16LE || encoding == .utf16BE }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        guard buffer.count > 0 else { return 0 }
        if !pending.isEmpty {
            let n = min(buffer.count, pending.count)
            for k in 0..<n { buffer[k] = pending[k] }
            pending.removeFirst(n)
            return n
        }
        if !started { try begin() }
        guard buffer.count >= 8 else {
            // Too small to hold a character for sure: decode into a scratch buffer, keep the rest.
            let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
            defer { scratch.deallocate() }
            let n = try decode(into: scratch)
            pending = Array(scratch[0..<n])
            return n == 0 ? 0 : try read(into: buffer)
        }
        return try decode(into: buffer)
    }

    /// Decodes into `out` (at least 8 bytes); 0 only at the end of the stream.
    private func decode(into out: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        while true {
            if end - start < 4, !sourceEnded { try fill() }
            if start == end { return 0 }
            let n = isUTF16 ? decodeUTF16(into: out) : decodeSingleByte(into: out)
            if n > 0 { return n }
            // A unit cut by the end of what was read so far: read on.
            if sourceEnded { return 0 }
            try fill()
        }
    }

    /// Skips the byte order mark, or for `utf-16` requires one and learns the byte order from it.
    private func begin() throws(RecordError) {
        started = true
        guard isUTF16 else { return }
        while end < 2, !sourceEnded { try fill() }
        guard end >= 2 else {
            if end == 0 || encoding != .utf16 { return }
            throw noByteOrderMark()
        }
        let first = input[0]
        let second = input[1]
        switch encoding {
        case .utf16:
            if first == 0xFF, second == 0xFE {
                bigEndian = false
            } else if first == 0xFE, second == 0xFF {
                bigEndian = true
            } else {
                throw noByteOrderMark()
            }
            start = 2
        case .utf16LE: if first == 0xFF, second == 0xFE { start = 2 }
        default: if first == 0xFE, second == 0xFF { start = 2 }
        }
    }

    private func noByteOrderMark() -> RecordError {
        RecordError(
            path: path, line: 0,
            message: "the stream does not start with a UTF-16 byte order mark (FF FE or FE FF); "
                + "say which byte order it has: encoding utf-16le or utf-16be",
            isRecoverable: false)
    }

    /// Moves the unread bytes to the front and reads more after them.
    private func fill() throws(RecordError) {
        let left = end - start
        if start > 0, left > 0, let base = input.baseAddress { base.update(from: base + start, count: left) }
        start = 0
        end = left
        let n = try RecordBuffer.read(source, into: input, after: end)
        if n == 0 { sourceEnded = true }
        end += n
    }

    @inline(__always)
    private static func put(_ scalar: UInt32, into out: UnsafeMutableRawBufferPointer, at n: inout Int) {
        if scalar < 0x80 {
            out[n] = UInt8(truncatingIfNeeded: scalar)
            n += 1
        } else if scalar < 0x800 {
            out[n] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
            out[n + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            n += 2
        } else if scalar < 0x10000 {
            // Surrogates too: their generalized form carries an unpaired one through exactly.
            out[n] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            out[n + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            out[n + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            n += 3
        } else {
            out[n] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
            out[n + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
            out[n + 2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            out[n + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            n += 4
        }
    }

    private func decodeSingleByte(into out: UnsafeMutableRawBufferPointer) -> Int {
        var n = 0
        let encoding = encoding
        while start < end, out.count - n >= 3 {
            let byte = input[start]
            if byte < 0x80 {
                out[n] = byte
                n += 1
                if byte == 0x0A { line &+= 1 }
            } else {
                if utf8Suspicion == nil {
                    // A sequence is looked at whole, however the stream comes in.
                    if end - start < 4, !sourceEnded { break }
                    suspectUTF8(at: start)
                }
                Self.put(encoding.scalar(ofByte: byte), into: out, at: &n)
            }
            start += 1
        }
        return n
    }

    /// Bytes that may follow an accented capital letter in real Windows-1252 text (`CAFÉ’S`,
    /// `JOSÉ…`, `ÉCOLE»`): the punctuation a word ends with (… ‘ ’ “ ” – — ™ ® ° ² ³ » and the
    /// no-break space).
    private static let wordEndings: Set<UInt8> = [
        0x85, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0xA0, 0xAE, 0xB0, 0xB2, 0xB3, 0xBB,
    ]

    /// Notes the text at `i` (a byte past ASCII) as ``utf8Suspicion`` when it is valid UTF-8 of
    /// two to four bytes. In a single-byte encoding such a sequence reads as a lead of `C2`–`DF`
    /// (an accented capital, `Ã`) followed by a symbol, or `E0`–`F4` (a lowercase accented
    /// letter, `â`) followed by two or three (`â€™`), which text hardly ever has, while real
    /// Windows-1252 letters (`Müller`, `Straße`) are followed by ASCII and never form one. A
    /// two-byte sequence ending in punctuation a word ends with (``wordEndings``) is let pass; a
    /// sequence cut by the end of what was read at once is not looked at.
    private func suspectUTF8(at i: Int) {
        guard let length = UTF8Sequence.validLength(in: input, at: i, end: end) else { return }
        if length == 2, Self.wordEndings.contains(input[i + 1]) { return }
        // The word around it: back and on to ASCII that is no letter or digit, 40 bytes at most.
        func inWord(_ b: UInt8) -> Bool { b >= 0x80 || (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 }
        var from = i
        while from > max(0, i - 40), inWord(input[from - 1]) { from -= 1 }
        var to = i + length
        while to < min(end, i + length + 40), inWord(input[to]) { to += 1 }
        let word = Array(input[from..<to])
        var asRead = ""
        for byte in word { asRead.unicodeScalars.append(Unicode.Scalar(encoding.scalar(ofByte: byte)) ?? "?") }
        utf8Suspicion = UTF8Suspicion(
            line: line, asRead: asRead, asUTF8: String(decoding: word, as: UTF8.self), encoding: encoding)
    }

    @inline(__always)
    private func unit(at index: Int) -> UInt32 {
        let a = UInt32(input[index])
        let b = UInt32(input[index + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    private func decodeUTF16(into out: UnsafeMutableRawBufferPointer) -> Int {
        var n = 0
        while out.count - n >= 4 {
            let available = end - start
            if available < 2 {
                // An odd last byte: carried as U+110000 + the byte, which maps back to it.
                if available == 1, sourceEnded {
                    Self.put(0x11_0000 + UInt32(input[start]), into: out, at: &n)
                    start += 1
                }
                break
            }
            let first = unit(at: start)
            if first >= 0xD800, first < 0xDC00 {
                if available < 4, !sourceEnded { break }
                if available >= 4 {
                    let second = unit(at: start + 2)
                    if second >= 0xDC00, second < 0xE000 {
                        Self.put(0x1_0000 + ((first - 0xD800) << 10) + (second - 0xDC00), into: out, at: &n)
                        start += 4
                        continue
                    }
                }
            }
            Self.put(first, into: out, at: &n)
            start += 2
        }
        return n
    }

    /// `utf8` — bytes this source produced, such as a record's — in the stream's encoding: the
    /// original bytes exactly.
    func original(of utf8: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(isUTF16 ? utf8.count * 2 : utf8.count)
        var i = 0
        while i < utf8.count {
            let lead = utf8[i]
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC0..<0xE0:
                length = 2
                scalar = UInt32(lead & 0x1F)
            case 0xE0..<0xF0:
                length = 3
                scalar = UInt32(lead & 0x0F)
            case 0xF0..<0xF8:
                length = 4
                scalar = UInt32(lead & 0x07)
            default:
                // ASCII (or, never written by this source, a stray continuation byte: kept as is).
                append(scalar: UInt32(lead), fallback: [lead], to: &out)
                i += 1
                continue
            }
            guard i + length <= utf8.count, utf8[(i + 1)..<(i + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else {
                // Not a sequence this source writes; keep the byte rather than lose it.
                out.append(lead)
                i += 1
                continue
            }
            for k in 1..<length { scalar = scalar << 6 | UInt32(utf8[i + k] & 0x3F) }
            append(scalar: scalar, fallback: Array(utf8[i..<(i + length)]), to: &out)
            i += length
        }
        return out
    }

    private func append(scalar: UInt32, fallback: [UInt8], to out: inout [UInt8]) {
        guard isUTF16 else {
            if let byte = encoding.byte(ofScalar: scalar) { out.append(byte) } else { out += fallback }
            return
        }
        if scalar >= 0x11_0000 {
            out.append(UInt8(truncatingIfNeeded: scalar - 0x11_0000))
        } else if scalar >= 0x1_0000 {
            let value = scalar - 0x1_0000
            appendUnit(0xD800 + (value >> 10), to: &out)
            appendUnit(0xDC00 + (value & 0x3FF), to: &out)
        } else {
            appendUnit(scalar, to: &out)
        }
    }

    private func appendUnit(_ unit: UInt32, to out: inout [UInt8]) {
        let high = UInt8(truncatingIfNeeded: unit >> 8)
        let low = UInt8(truncatingIfNeeded: unit)
        if bigEndian {
            out.append(high)
            out.append(low)
        } else {
            out.append(low)
            out.append(high)
        }
    }

    /// `error` with its record in the stream's encoding.
    func restoring(_ error: RecordError) -> RecordError {
        var restored = error
        restored.raw = error.raw.map { original(of: $0) }
        if isUTF16 {
            restored.rawIsBinary = true
            // What the reader saw as broken UTF-8 was an unpaired surrogate in the file.
            if restored.message.hasSuffix(ValueParser.invalidUTF8Predicate) {
                let subject = restored.message.dropLast(ValueParser.invalidUTF8Predicate.count)
                restored.message = subject + " is not valid UTF-16 (an unpaired surrogate)"
            }
        }
        return restored
    }
}
