import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    private var file: Int32 = -1
    private var fileWritten = 0
    private var fileRead = 0
    /// Set when the spill file could not be written.
    private(set) var failure: String?

    /// Creates a buffer that holds up to `memoryLimit` bytes in memory.
    init(memoryLimit: Int) {
        self.memoryLimit = memoryLimit
    }

    deinit {
        if file >= 0 { close(file) }
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
        if file < 0 {
            guard let descriptor = Self.temporaryFile() else {
                failure = "cannot buffer the answer in a temporary file: \(String(cString: strerror(errno)))"
                return
            }
            file = descriptor
        }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var done = 0
            while done < bytes.count {
                let n = pwrite(file, bytes.baseAddress.map { $0 + done }, bytes.count - done, off_t(fileWritten + done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        guard written else {
            failure = "cannot buffer the answer in a temporary file: \(String(cString: strerror(errno)))"
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
        guard filled < buffer.count, fileRead < fileWritten, let base = buffer.baseAddress else { return filled }
        let n = pread(file, base + filled, min(buffer.count - filled, fileWritten - fileRead), off_t(fileRead))
        guard n > 0 else {
            if n < 0, errno != EINTR {
                failure = "cannot read the answer back from its temporary file: \(String(cString: strerror(errno)))"
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

    /// An unlinked temporary file: it disappears when closed, whatever happens to the process.
    private static func temporaryFile() -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/reportgen-http-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
        return descriptor
    }
}
