import Foundation

/// Where a sheet's rows wait until its column widths are known: deflated as they come (a raw
/// DEFLATE stream, a tenth of the XML or less), in a temporary file unlinked as soon as it is
/// open, so that nothing is left behind whatever ends the run (an error, a signal, a crash).
/// Memory holds zlib's state and one chunk; the sheet's entry in the workbook then takes the
/// stream as it is (see ``ZipStreamWriter/endEntry(deflatedRest:into:)``).
package final class SheetSpill {
    /// The temporary file could not be made, written or read (a full disk, say).
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    private let handle: FileHandle
    private let deflater: Deflater
    /// The CRC-32 and length of the bytes written since the last ``finish(tail:_:)``, before deflating.
    private var crc: UInt32 = 0
    private var size: UInt64 = 0

    /// Opens a new, empty, already unlinked file in the temporary directory.
    init() throws(Failure) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reportgen-sheet-\(UUID().uuidString).xml.deflate")
        let directory = url.deletingLastPathComponent().path
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forUpdating: url)
        else {
            throw Failure(description: "cannot create a temporary file for the sheet in \(directory)")
        }
        self.handle = handle
        try? FileManager.default.removeItem(at: url)
        do {
            deflater = try Deflater(.raw, what: "XLSX sheet")
        } catch {
            throw Failure(description: error.description)
        }
    }

    deinit {
        try? handle.close()
    }

    /// Deflates bytes after those written since the last ``finish(tail:_:)`` into the file.
    func write(_ bytes: [UInt8]) throws(Failure) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { crc = Deflater.crc32(crc, $0) }
        size += UInt64(bytes.count)
        try deflate(bytes, finish: false)
    }

    /// Ends the stream with `tail`, hands every deflated byte back to `body` (a megabyte at a
    /// time), and returns the CRC-32 and length of what they inflate to; the file is then empty,
    /// ready for the next sheet.
    func finish(tail: [UInt8], _ body: ([UInt8]) throws -> Void) throws -> (crc: UInt32, size: UInt64) {
        tail.withUnsafeBufferPointer { crc = Deflater.crc32(crc, $0) }
        size += UInt64(tail.count)
        try deflate(tail, finish: true)
        let result = (crc, size)
        crc = 0
        size = 0
        do {
            try deflater.reset()
            try handle.seek(toOffset: 0)
        } catch {
            throw Failure(description: "cannot read the sheet's temporary file: \(error)")
        }
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw Failure(description: "cannot read the sheet's temporary file: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { break }
            try body(Array(chunk))
        }
        do {
            try handle.truncate(atOffset: 0)
            try handle.seek(toOffset: 0)
        } catch {
            throw Failure(description: "cannot empty the sheet's temporary file: \(error.localizedDescription)")
        }
        return result
    }

    private func deflate(_ bytes: [UInt8], finish: Bool) throws(Failure) {
        do {
            try bytes.withUnsafeBufferPointer { input in
                try deflater.compress(input, finish: finish) { piece in
                    try handle.write(contentsOf: piece)
                }
            }
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(description: "cannot write the sheet's temporary file: \(error.localizedDescription)")
        }
    }
}
