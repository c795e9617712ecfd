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

extension FileByteSource {
    /// Opens `path` as a stream's file: `nil` when it is not there and need not be (a missing
    /// source); a record error saying why when it must be there, is a directory, or cannot be
    /// opened. The one rule of the command line's inputs and the library's files.
    package static func opening(path: String, mustExist: Bool) throws(RecordError) -> FileByteSource? {
        if let source = FileByteSource(path: path) { return source }
        guard let problem = openingProblem(errno, mustExist: mustExist) else { return nil }
        throw RecordError(path: path, line: 0, message: problem, isRecoverable: false)
    }

    /// What to say when a file cannot be opened for `errno` `code`; `nil` when it is merely not
    /// there and need not be.
    package static func openingProblem(_ code: Int32, mustExist: Bool) -> String? {
        switch code {
        case ENOENT, ENOTDIR: return mustExist ? "no such file" : nil
        case EISDIR: return "is a directory"
        default: return "cannot open: \(String(cString: strerror(code)))"
        }
    }
}
