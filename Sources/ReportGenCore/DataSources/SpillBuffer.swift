import Foundation

/// A first-in, first-out byte queue between a network callback and the reader: up to
/// `memoryLimit` bytes wait in memory, the rest in an unlinked temporary file, so that memory stays
/// flat when the network is faster than the report. Not thread-safe: its owner locks.
final class SpillBuffer {
    private let memoryLimit: Int
    private var chunks: [Data] = []
    /// How much of `chunks[0]` was read.
    private var chunkOffset = 0
    private var memoryBytes = 0
    /// The spill file, once needed; bytes `fileRead..<fileWritten` wait in it.
    private var file: UnlinkedFile?
    private var fileWritten = 0
    private var fileRead = 0
    /// Set when the spill file could not be written.
    private(set) var failure: String?

    /// Creates a buffer that holds up to `memoryLimit` bytes in memory.
    init(memoryLimit: Int) {
        self.memoryLimit = memoryLimit
    }

    /// The bytes waiting.
    var count: Int { memoryBytes + fileWritten - fileRead }

    /// Queues `data`: in memory while it fits and nothing waits in the file, else in the file.
    func append(_ data: Data) {
        guard !data.isEmpty, failure == nil else { return }
        if fileWritten == fileRead, memoryBytes + data.count <= memoryLimit {
            chunks.append(data)
            memoryBytes += data.count
            return
        }
        if file == nil {
            file = UnlinkedFile(purpose: "http")
        }
        let written = file.map { file in data.withUnsafeBytes { file.write($0, at: fileWritten) } } ?? false
        guard written else {
            failure = "cannot buffer the answer in a temporary file: \(UnlinkedFile.lastError)"
            return
        }
        fileWritten += data.count
    }

    /// Moves up to `buffer.count` waiting bytes into `buffer`, oldest first; returns how many.
    func take(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var filled = 0
        while filled < buffer.count, let first = chunks.first {
            let n = min(buffer.count - filled, first.count - chunkOffset)
            first.withUnsafeBytes { bytes in
                if let from = bytes.baseAddress, let to = buffer.baseAddress {
                    (to + filled).copyMemory(from: from + chunkOffset, byteCount: n)
                }
            }
            filled += n
            chunkOffset += n
            memoryBytes -= n
            if chunkOffset == first.count {
                chunks.removeFirst()
                chunkOffset = 0
            }
        }
        // Memory holds the oldest bytes; the file is read once memory is empty.
        guard filled < buffer.count, fileRead < fileWritten, let file else { return filled }
        let room = UnsafeMutableRawBufferPointer(
            rebasing: buffer[filled..<min(buffer.count, filled + fileWritten - fileRead)])
        let n = file.read(into: room, at: fileRead)
        guard n > 0 else {
            if n < 0 {
                failure = "cannot read the answer back from its temporary file: \(UnlinkedFile.lastError)"
            }
            return filled
        }
        fileRead += n
        if fileRead == fileWritten {
            // Drained: later bytes go to memory again, and the file starts over.
            fileRead = 0
            fileWritten = 0
        }
        return filled + n
    }
}
