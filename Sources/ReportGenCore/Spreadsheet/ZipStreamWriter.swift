/// A zip archive written front to back, for outputs that cannot seek (a pipe, a temporary file
/// renamed when done): each entry's local header says "sizes follow" (general-purpose flag bit 3),
/// its data is deflated and CRC-32 summed as it streams, a data descriptor after it gives the
/// sizes, and the central directory at the end lists every entry. Memory holds zlib's state and
/// one small record per entry, never an entry's data.
///
/// Sizes and offsets past 4 GiB, or more than 65,535 entries, get ZIP64 records in the central
/// directory (and 8-byte sizes in that entry's data descriptor), as APPNOTE 4.3.9 allows for
/// streamed entries; readers take the sizes from the central directory.
struct ZipStreamWriter {
    /// What the central directory says about one entry.
    private struct Entry {
        var name: [UInt8]
        var offset: UInt64
        var crc: UInt32 = 0
        var compressedSize: UInt64 = 0
        var size: UInt64 = 0
        /// Whether its deflated data has ended already (see ``endEntry(deflatedRest:into:)``).
        var ended = false
    }

    private let deflater: Deflater
    private var entries: [Entry] = []
    private var current: Entry?
    /// Bytes written so far: the offset of the next one.
    private(set) var offset: UInt64 = 0

    /// A writer with no entries yet.
    init() throws {
        deflater = try Deflater(.raw, what: "XLSX entry")
    }

    /// Starts an entry (a path such as `xl/worksheets/sheet1.xml`), ending the one before.
    mutating func beginEntry(_ name: String, into out: inout OutputBuffer) throws {
        try endEntry(into: &out)
        let nameBytes = Array(name.utf8)
        var header: [UInt8] = []
        Self.put32(0x0403_4B50, &header)
        Self.put16(20, &header)  // version needed: 2.0 (deflate)
        Self.put16(Self.flags, &header)
        Self.put16(8, &header)  // deflate
        Self.put16(0, &header)  // time: 00:00
        Self.put16(Self.date, &header)
        Self.put32(0, &header)  // CRC-32 and sizes: in the data descriptor
        Self.put32(0, &header)
        Self.put32(0, &header)
        Self.put16(UInt16(truncatingIfNeeded: nameBytes.count), &header)
        Self.put16(0, &header)
        header += nameBytes
        current = Entry(name: nameBytes, offset: offset)
        emit(header, into: &out)
    }

    /// Adds bytes to the current entry.
    mutating func write(_ bytes: [UInt8], into out: inout OutputBuffer) throws {
        guard var entry = current, !bytes.isEmpty else { return }
        var produced: UInt64 = 0
        var written: UInt64 = 0
        try bytes.withUnsafeBufferPointer { all in
            entry.crc = Deflater.crc32(entry.crc, all)
            try deflater.compress(all, finish: false) { piece in
                out.append(bytes: piece)
                produced += UInt64(piece.count)
            }
        }
        written += UInt64(bytes.count)
        entry.size += written
        entry.compressedSize += produced
        offset += produced
        current = entry
    }

    /// Adds text to the current entry.
    mutating func write(_ text: String, into out: inout OutputBuffer) throws {
        try write(Array(text.utf8), into: &out)
    }

    /// Writes out what the deflater holds: ending its stream with `finish`, else to a byte
    /// boundary with the stream left open. The bytes written.
    private func flushDeflater(finish: Bool, into out: inout OutputBuffer) throws -> UInt64 {
        var produced: UInt64 = 0
        try [UInt8]().withUnsafeBufferPointer { none in
            try deflater.compress(none, finish: finish, sync: !finish) { piece in
                out.append(bytes: piece)
                produced += UInt64(piece.count)
            }
        }
        return produced
    }

    /// Ends the current entry with data deflated elsewhere, as a raw DEFLATE stream that ends
    /// itself: what was written so far is flushed to a byte boundary, and `rest` hands over the
    /// other stream's bytes (through the closure it is given) and returns the CRC-32 and length of
    /// the bytes they inflate to. Then the data descriptor follows, as ``endEntry(into:)`` writes it.
    /// (Raw DEFLATE streams join this way: the second's blocks never refer back into the first.)
    mutating func endEntry(
        deflatedRest rest: (([UInt8]) throws -> Void) throws -> (crc: UInt32, size: UInt64),
        into out: inout OutputBuffer
    ) throws {
        guard var entry = current else { return }
        var produced = try flushDeflater(finish: false, into: &out)
        let (crc, size) = try rest { bytes in
            out.append(bytes: bytes)
            produced += UInt64(bytes.count)
            try out.flushIfNeeded()  // handed on as it comes: the sheet is never in memory whole
        }
        entry.crc = Deflater.crc32(combining: entry.crc, crc, secondLength: size)
        entry.size += size
        entry.compressedSize += produced
        offset += produced
        entry.ended = true
        current = entry
        try endEntry(into: &out)
    }

    /// Ends the current entry, if any: the rest of its compressed data, then its data descriptor.
    mutating func endEntry(into out: inout OutputBuffer) throws {
        guard var entry = current else { return }
        current = nil
        let produced = entry.ended ? 0 : try flushDeflater(finish: true, into: &out)
        try deflater.reset()
        entry.compressedSize += produced
        offset += produced
        var descriptor: [UInt8] = []
        Self.put32(0x0807_4B50, &descriptor)
        Self.put32(entry.crc, &descriptor)
        if entry.size > 0xFFFF_FFFE || entry.compressedSize > 0xFFFF_FFFE {
            Self.put64(entry.compressedSize, &descriptor)
            Self.put64(entry.size, &descriptor)
        } else {
            Self.put32(UInt32(entry.compressedSize), &descriptor)
            Self.put32(UInt32(entry.size), &descriptor)
        }
        emit(descriptor, into: &out)
        entries.append(entry)
    }

    /// Ends the current entry and writes the central directory: the archive is complete.
    mutating func finish(into out: inout OutputBuffer) throws {
        try endEntry(into: &out)
        let directoryStart = offset
        for entry in entries {
            var record: [UInt8] = []
            var extra: [UInt8] = []
            let bigSize = entry.size > 0xFFFF_FFFE
            let bigCompressed = entry.compressedSize > 0xFFFF_FFFE
            let bigOffset = entry.offset > 0xFFFF_FFFE
            if bigSize { Self.put64(entry.size, &extra) }
            if bigCompressed { Self.put64(entry.compressedSize, &extra) }
            if bigOffset { Self.put64(entry.offset, &extra) }
            if !extra.isEmpty {
                var field: [UInt8] = []
                Self.put16(0x0001, &field)
                Self.put16(UInt16(extra.count), &field)
                extra = field + extra
            }
            Self.put32(0x0201_4B50, &record)
            Self.put16(0x031E, &record)  // made by: Unix, APPNOTE 3.0
            Self.put16(extra.isEmpty ? 20 : 45, &record)
            Self.put16(Self.flags, &record)
            Self.put16(8, &record)
            Self.put16(0, &record)
            Self.put16(Self.date, &record)
            Self.put32(entry.crc, &record)
            Self.put32(bigCompressed ? 0xFFFF_FFFF : UInt32(entry.compressedSize), &record)
            Self.put32(bigSize ? 0xFFFF_FFFF : UInt32(entry.size), &record)
            Self.put16(UInt16(truncatingIfNeeded: entry.name.count), &record)
            Self.put16(UInt16(extra.count), &record)
            Self.put16(0, &record)  // comment
            Self.put16(0, &record)  // disk
            Self.put16(0, &record)  // internal attributes
            Self.put32(0o100644 << 16, &record)  // a regular file, rw-r--r--
            Self.put32(bigOffset ? 0xFFFF_FFFF : UInt32(entry.offset), &record)
            record += entry.name
            record += extra
            emit(record, into: &out)
        }
        let directorySize = offset - directoryStart
        let count = UInt64(entries.count)
        if count > 0xFFFE || directorySize > 0xFFFF_FFFE || directoryStart > 0xFFFF_FFFE {
            let zip64End = offset
            var record: [UInt8] = []
            Self.put32(0x0606_4B50, &record)
            Self.put64(44, &record)
            Self.put16(0x031E, &record)
            Self.put16(45, &record)
            Self.put32(0, &record)
            Self.put32(0, &record)
            Self.put64(count, &record)
            Self.put64(count, &record)
            Self.put64(directorySize, &record)
            Self.put64(directoryStart, &record)
            Self.put32(0x0706_4B50, &record)  // the locator
            Self.put32(0, &record)
            Self.put64(zip64End, &record)
            Self.put32(1, &record)
            emit(record, into: &out)
        }
        var end: [UInt8] = []
        Self.put32(0x0605_4B50, &end)
        Self.put16(0, &end)
        Self.put16(0, &end)
        Self.put16(UInt16(min(count, 0xFFFF)), &end)
        Self.put16(UInt16(min(count, 0xFFFF)), &end)
        Self.put32(UInt32(min(directorySize, 0xFFFF_FFFF)), &end)
        Self.put32(UInt32(min(directoryStart, 0xFFFF_FFFF)), &end)
        Self.put16(0, &end)
        emit(end, into: &out)
    }

    private mutating func emit(_ bytes: [UInt8], into out: inout OutputBuffer) {
        out.append(bytes: bytes)
        offset += UInt64(bytes.count)
    }

    /// Sizes follow the data (bit 3); names are UTF-8 (bit 11).
    private static let flags: UInt16 = 0x0808
    /// 1980-01-01, the earliest date zip can say: the same bytes on every run.
    private static let date: UInt16 = (0 << 9) | (1 << 5) | 1

    private static func put16(_ v: UInt16, _ out: inout [UInt8]) {
        out.append(UInt8(v & 0xFF))
        out.append(UInt8(v >> 8))
    }

    private static func put32(_ v: UInt32, _ out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: v >> UInt32(shift))) }
    }

    private static func put64(_ v: UInt64, _ out: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: v >> UInt64(shift))) }
    }
}
