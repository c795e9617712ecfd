/// Writes a PDF 1.7 file front to back: numbered objects as they are ready, then the
/// cross-reference table and trailer. Objects are numbered ahead (``reserve()``) so that a page
/// can point at objects written only at the end (the page tree, fonts, the page count).
///
/// Memory: the bytes not yet taken (``take()``), and the offsets of the last 65,536 objects (the
/// earlier ones wait in a temporary file, see ``PDFObjectOffsets``): flat however many pages.
struct PDFWriter {
    /// Why the file could not be finished.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Written, not yet taken.
    private var bytes: [UInt8] = []
    /// Bytes written so far: the next object's offset.
    private(set) var position = 0
    /// Per object number (index 0 unused): its offset, or ``PDFObjectOffsets/unwritten``.
    private var offsets = PDFObjectOffsets()
    /// Compresses the streams, made with the first and reset after each.
    private var deflater: Deflater?

    /// The bytes written since the last call, for the output.
    mutating func take() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// The header: version and a comment line of high bytes that marks the file as binary.
    mutating func begin() throws {
        try write(Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    }

    /// A new object number, to be written later.
    mutating func reserve() -> Int {
        offsets.reserve()
    }

    /// Writes object `number` with `body` (a dictionary, array or value).
    mutating func object(_ number: Int, _ body: String) throws {
        try start(number)
        try write(Array(body.utf8) + Array("\nendobj\n".utf8))
    }

    /// Writes object `number` as a stream: `dictionary` holds extra entries (without `<<` `>>`);
    /// the data is compressed unless it is tiny.
    mutating func stream(_ number: Int, dictionary: String = "", data: [UInt8]) throws {
        var compressed: [UInt8]?
        if data.count > 64 {
            let deflater = try self.deflater ?? Deflater(.zlib, what: "PDF stream")
            self.deflater = deflater
            compressed = try deflater.compressed(data)
        }
        let body = compressed ?? data
        var head = "<< /Length \(body.count)"
        if compressed != nil { head += " /Filter /FlateDecode" }
        if !dictionary.isEmpty { head += " " + dictionary }
        head += " >>\nstream\n"
        try start(number)
        try write(Array(head.utf8))
        try write(body)
        try write(Array("\nendstream\nendobj\n".utf8))
    }

    /// Starts object `number`, written in pieces with ``append(_:)`` and ended with
    /// ``endObject()`` (a page tree of many pages is never one text; ``take()`` may be called
    /// between the pieces).
    mutating func beginObject(_ number: Int) throws {
        try start(number)
    }

    /// Appends a piece of the object begun.
    mutating func append(_ text: String) throws {
        try write(Array(text.utf8))
    }

    mutating func endObject() throws {
        try write(Array("\nendobj\n".utf8))
    }

    /// The bytes written and not yet taken.
    var pendingCount: Int { bytes.count }

    /// The cross-reference table and trailer, handed to `emit` 65,536 entries (1.3 MB) at a time
    /// with the bytes before them; every reserved object must have been written.
    mutating func finish(root: Int, info: Int, emit: ([UInt8]) throws -> Void) throws {
        if let failure = offsets.failure { throw Failure(description: failure) }
        let start = position
        let count = offsets.count
        try write(Array("xref\n0 \(count)\n".utf8))
        var table: [UInt8] = []
        table.reserveCapacity(20 * PDFObjectOffsets.window)
        for first in stride(from: 0, to: count, by: PDFObjectOffsets.window) {
            let chunk = try offsets.offsets(in: first..<min(count, first + PDFObjectOffsets.window))
            for (i, offset) in chunk.enumerated() {
                if first + i == 0 {
                    table.append(contentsOf: Array("0000000000 65535 f \n".utf8))
                    continue
                }
                guard offset != PDFObjectOffsets.unwritten else {
                    throw Failure(description: "PDF object \(first + i) was reserved but never written")
                }
                Self.appendTenDigits(offset, to: &table)
                table.append(contentsOf: Self.inUseEnd)
            }
            try write(table)
            table.removeAll(keepingCapacity: true)
            try emit(take())
        }
        try write(
            Array(
                "trailer\n<< /Size \(count) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(start)\n%%EOF\n".utf8))
    }

    private static let inUseEnd = Array(" 00000 n \n".utf8)

    /// An offset as the cross-reference table writes it: ten digits, zeros first.
    private static func appendTenDigits(_ value: UInt64, to table: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
        var rest = value
        withUnsafeMutableBytes(of: &digits) { room in
            for i in stride(from: 9, through: 0, by: -1) {
                room[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            table.append(contentsOf: room)
        }
    }

    private mutating func start(_ number: Int) throws {
        if let failure = offsets.failure { throw Failure(description: failure) }
        guard number > 0, offsets.offset(of: number) == PDFObjectOffsets.unwritten else {
            throw Failure(description: "PDF object \(number) is not reserved or was written twice")
        }
        offsets.set(number, offset: position)
        try write(Array("\(number) 0 obj\n".utf8))
    }

    private mutating func write(_ data: [UInt8]) throws {
        bytes.append(contentsOf: data)
        position += data.count
    }
}
