import Foundation

/// Where a sheet's rows wait until its column widths are known: a temporary file, unlinked as soon
/// as it is open, so that nothing is left behind whatever ends the run (an error, a signal, a
/// crash). Memory stays flat: the rows go to the file as they come.
package final class SheetSpill {
    /// The temporary file could not be made, written or read (a full disk, say).
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    private let handle: FileHandle

    /// Opens a new, empty, already unlinked file in the temporary directory.
    init() throws(Failure) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reportgen-sheet-\(UUID().uuidString).xml")
        let directory = url.deletingLastPathComponent().path
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forUpdating: url)
        else {
            throw Failure(description: "cannot create a temporary file for the sheet in \(directory)")
        }
        self.handle = handle
        try? FileManager.default.removeItem(at: url)
    }

    deinit {
        try? handle.close()
    }

    /// Adds bytes after those written since the last ``replay(_:)``.
    func write(_ bytes: [UInt8]) throws(Failure) {
        guard !bytes.isEmpty else { return }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw Failure(description: "cannot write the sheet's temporary file: \(error.localizedDescription)")
        }
    }

    /// Hands every byte written back, a megabyte at a time, then empties the file.
    func replay(_ body: ([UInt8]) throws -> Void) throws {
        do {
            try handle.seek(toOffset: 0)
        } catch {
            throw Failure(description: "cannot read the sheet's temporary file: \(error.localizedDescription)")
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
    }
}
