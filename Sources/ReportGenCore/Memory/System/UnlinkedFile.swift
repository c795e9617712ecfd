import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that is unlinked as soon as it is open, so that it disappears when closed,
/// whatever ends the process: bytes are written and read at offsets. What waits on disk behind a
/// memory budget (``HeldSpill``, ``PDFObjectOffsets``) lives in one.
final class UnlinkedFile {
    private let descriptor: Int32

    /// Opens a new, empty file in the temporary directory, named after `purpose` until unlinked;
    /// `nil` when none can be made (`errno` says why).
    init?(purpose: String) {
        var template = Array((NSTemporaryDirectory() + "/reportgen-\(purpose)-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The last error's text, for a message.
    static var lastError: String { String(cString: strerror(errno)) }

    /// Writes all of `bytes` at `offset`; `false` when the disk refused (`errno` says why).
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = pwrite(descriptor, bytes.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// Reads up to `buffer.count` bytes at `offset`; how many, 0 at the end, -1 on an error.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        while true {
            let n = pread(descriptor, base, buffer.count, off_t(offset))
            if n < 0, errno == EINTR { continue }
            return n
        }
    }

    /// Cuts the file to its first `length` bytes, giving the rest back to the disk.
    func truncate(to length: Int) {
        _ = ftruncate(descriptor, off_t(length))
    }
}
