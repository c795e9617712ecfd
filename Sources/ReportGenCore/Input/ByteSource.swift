#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a stream's bytes come from: a file, standard input, or memory.
package protocol ByteSource: AnyObject {
    /// Reads up to `buffer.count` bytes; returns 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int
}

/// Reads a file descriptor with `read(2)`; closes it when done if it opened it.
package final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String

    /// Opens `path` for reading; `nil` when it does not exist or cannot be opened (`errno` tells:
    /// `ENOENT` for no such file, `EISDIR` for a directory).
    package init?(path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            // open(2) succeeds on a directory; say why this is no stream (not a stale errno).
            errno = EISDIR
            return nil
        }
        descriptor = fd
        ownsDescriptor = true
        self.path = path
    }

    /// Reads standard input.
    package init(standardInput: ()) {
        descriptor = 0
        ownsDescriptor = false
        path = "-"
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        while true {
            let n = posixRead(descriptor, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw RecordError(
                path: path, line: 0, message: "cannot read: \(String(cString: strerror(errno)))", isRecoverable: false)
        }
    }
}

/// `read(2)`, named apart from ``ByteSource/read(into:)``.
@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Bytes already in memory (tests, apps that hold their data).
final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    /// Serves `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Serves a string's UTF-8.
    convenience init(_ text: String) {
        self.init(Array(text.utf8))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        let n = min(buffer.count, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            if let from = source.baseAddress { buffer.baseAddress?.copyMemory(from: from + offset, byteCount: n) }
        }
        offset += n
        return n
    }
}
