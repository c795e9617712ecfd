/// Writes a PDF 1.7 file front to back: numbered objects as they are ready, then the
/// cross-reference table and trailer. Objects are numbered ahead (``reserve()``) so that a page
/// can point at objects written only at the end (the page tree, fonts, the page count).
///
/// Memory: the bytes not yet taken (``take()``), and one offset per object.
struct PDFWriter {
    /// Why the file could not be finished.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Written, not yet taken.
    private var bytes: [UInt8] = []
    /// Bytes written so far: the next object's offset.
    private(set) var position = 0
    /// Per object number (index 0 unused): its offset, or -1 while only reserved.
    private var offsets: [Int] = [0]
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
        offsets.append(-1)
        return offsets.count - 1
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

    /// The cross-reference table and trailer; every reserved object must have been written.
    mutating func finish(root: Int, info: Int) throws {
        if let missing = offsets.indices.dropFirst().first(where: { offsets[$0] < 0 }) {
            throw Failure(description: "PDF object \(missing) was reserved but never written")
        }
        let start = position
        var table: [UInt8] = Array("xref\n0 \(offsets.count)\n0000000000 65535 f \n".utf8)
        table.reserveCapacity(table.count + 20 * offsets.count)
        for offset in offsets.dropFirst() {
            let digits = Array(String(offset).utf8)
            table.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, 10 - digits.count)))
            table.append(contentsOf: digits)
            table.append(contentsOf: Array(" 00000 n \n".utf8))
        }
        table.append(
            contentsOf: Array(
                "trailer\n<< /Size \(offsets.count) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(start)\n%%EOF\n"
                    .utf8))
        try write(table)
    }

    private mutating func start(_ number: Int) throws {
        guard number > 0, number < offsets.count, offsets[number] < 0 else {
            throw Failure(description: "PDF object \(number) is not reserved or was written twice")
        }
        offsets[number] = position
        try write(Array("\(number) 0 obj\n".utf8))
    }

    private mutating func write(_ data: [UInt8]) throws {
        bytes.append(contentsOf: data)
        position += data.count
    }
}
