import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the tool's file handling needs, with `errno` turned into values.
enum FileSystem {
    /// What a path names, following symbolic links.
    enum Kind {
        case regular, directory, other
    }

    /// The system's text for an error number ("No space left on device").
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// `stat(2)`, following symbolic links: the file's status, or the error number.
    static func status(_ path: String) -> Result<stat, Errno> {
        var info = stat()
        return stat(path, &info) == 0 ? .success(info) : .failure(Errno(errno))
    }

    /// `fstat(2)`: the status of an open descriptor, or the error number.
    static func status(descriptor: Int32) -> Result<stat, Errno> {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? .success(info) : .failure(Errno(errno))
    }

    /// What `status` says the path is.
    static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The absolute path a write to `path` reaches: symbolic links followed (a dangling one to
    /// where it points), `.` and `..` removed; for a file that does not exist yet, its directory
    /// resolved and its name kept.
    static func resolvedPath(_ path: String) -> String {
        var current = absolute(path)
        // Follow links on the last component ourselves: realpath(3) refuses a dangling one.
        for _ in 0..<40 {
            guard let target = linkTarget(current) else { break }
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        if let real = realPath(current) { return real }
        let name = current.split(separator: "/").last.map(String.init) ?? ""
        guard let directory = realPath(directory(of: current)) else { return current }
        return (directory == "/" ? "" : directory) + "/" + name
    }

    /// Whether `path` itself is a symbolic link (`lstat(2)`).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Copies the bytes of the file `source` into the file `destination`, which keeps its inode:
    /// truncated, written, flushed to disk. The error number if any step failed.
    static func copyContents(of source: String, into destination: String) -> Errno? {
        guard case .success(let input) = open(source, O_RDONLY) else { return Errno(errno) }
        defer { close(input) }
        let output: Int32
        switch open(destination, O_WRONLY | O_TRUNC | O_NOCTTY) {
        case .success(let fd): output = fd
        case .failure(let error): return error
        }
        // The first error wins; the destination is closed on every way out.
        var failure: Errno?
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while failure == nil {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = Errno(errno) }
            if count <= 0 { break }
            failure = chunk.withUnsafeBytes { writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: output) }
        }
        if failure == nil, fsync(output) != 0 { failure = Errno(errno) }
        let closed = close(output)
        return failure ?? closed
    }

    /// `open(2)` (close-on-exec): the descriptor, or the error number.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Result<Int32, Errno> {
        let fd = systemOpen(path, flags | O_CLOEXEC, mode)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// `close(2)`: the error number if it failed (a full disk can show only here).
    @discardableResult
    static func close(_ descriptor: Int32) -> Errno? {
        systemClose(descriptor) == 0 ? nil : Errno(errno)
    }

    /// The descriptor `/dev/stdin`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`
    /// stands for when the process has it open: a stream already set up (a shell redirection) that
    /// is written in place and never reopened.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        let standard: [String: Int32] = ["/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2]
        var number = standard[path]
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where number == nil && path.hasPrefix(prefix) {
            number = Int32(path.dropFirst(prefix.count))
        }
        guard let number, fcntl(number, F_GETFD) != -1 else { return nil }
        return number
    }

    /// The descriptor of a stream the shell opened that `path` names: standard input or output
    /// for `-` (as `isWritten` says), or an inherited descriptor (see ``inheritedDescriptor(_:)``).
    static func streamDescriptor(_ path: String, isWritten: Bool) -> Int32? {
        path == "-" ? (isWritten ? 1 : 0) : inheritedDescriptor(path)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes; the error number on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer` to `descriptor`, retrying short writes; the error number on failure.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Errno? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            offset += written
        }
        return nil
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = FileManager.default.currentDirectoryPath
        return (cwd == "/" ? "" : cwd) + "/" + path
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `open(2)` and `close(2)`, named apart from ``FileSystem``'s own.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
