import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--output` or `--rejects` goes, written so that a failed run never destroys anything.
///
/// - A regular file (or a new one) is written to a temporary file beside it and renamed into
///   place by ``commit(_:)``, keeping an existing file's mode; until then the old file is untouched,
///   and a run that fails removes the temporary file.
/// - A symbolic link's target is written in place, never replaced: the report goes to a temporary
///   file first, as above, and ``commit(_:)`` copies it into the target, so the target keeps its
///   inode (and its other links) and a failed run leaves it untouched.
/// - What is not a regular file — a device, a FIFO, `/dev/stdout`, `-` — is written in place.
///
/// A run stopped by a signal (Ctrl-C, `kill`) removes its temporary files too (see
/// ``TemporaryFiles``).
final class OutputFile {
    /// The name messages use: the path as given, or "standard output".
    let name: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// For atomic replacement: the temporary file and the file it replaces.
    private let replacement: (temporary: String, destination: String)?
    /// Whether ``commit(_:)`` copies the temporary file into the destination (a symbolic link's
    /// target) instead of renaming it there.
    private var copiesIntoDestination = false
    private var isOpen = true
    private var committed = false

    /// Standard output, written in place.
    static var standardOutput: OutputFile {
        OutputFile(name: "standard output", descriptor: 1, ownsDescriptor: false, replacement: nil)
    }

    private init(name: String, descriptor: Int32, ownsDescriptor: Bool, replacement: (String, String)?) {
        self.name = name
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.replacement = replacement
    }

    /// Whether the report goes to a terminal (`-`, `/dev/stdout` or `/dev/tty` on one).
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Opens `path` for writing (`-` is standard output) as the rules above say.
    static func open(_ path: String) throws -> OutputFile {
        if path == "-" { return standardOutput }
        // An already open stream, such as a shell redirection: write to it, never reopen it.
        if let inherited = FileSystem.inheritedDescriptor(path) {
            return OutputFile(name: path, descriptor: inherited, ownsDescriptor: false, replacement: nil)
        }
        switch FileSystem.status(path) {
        case .success(let info):
            switch FileSystem.kind(of: info) {
            case .directory:
                throw CLIError("cannot write \(ArgumentText.shown(path)): is a directory")
            case .other:
                let fd = try FileSystem.open(path, O_WRONLY | O_NOCTTY).get(or: { failure(path, $0) })
                return OutputFile(name: path, descriptor: fd, ownsDescriptor: true, replacement: nil)
            case .regular:
                let isLink = FileSystem.isSymbolicLink(path)
                // The target is written at the end: one it may not write is found now, not then.
                if isLink, access(path, W_OK) != 0 { throw failure(path, Errno(errno)) }
                let file = try replacing(path, existing: info)
                file.copiesIntoDestination = isLink
                return file
            }
        case .failure(let error) where error.code == ENOENT:
            return try replacing(path, existing: nil)
        case .failure(let error):
            throw failure(path, error)
        }
    }

    /// A temporary file beside the file `path` resolves to, with the existing file's mode.
    private static func replacing(_ path: String, existing: stat?) throws -> OutputFile {
        let destination = FileSystem.resolvedPath(path)
        let slash = destination.lastIndex(of: "/") ?? destination.startIndex
        let directory = String(destination[..<slash])
        let name = String(destination[destination.index(after: slash)...])
        let temporary = "\(directory)/.\(name).reportgen-\(UUID().uuidString).tmp"
        // Registered before it exists: a signal between making the file and registering it
        // would leave it behind (the handler's removal of a file not made yet does nothing).
        TemporaryFiles.register(temporary)
        // A new file gets the usual 0666 less the umask; an existing one keeps its mode below.
        let fd: Int32
        switch FileSystem.open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: existing == nil ? 0o666 : 0o600) {
        case .success(let descriptor): fd = descriptor
        case .failure(let error):
            TemporaryFiles.unregister(temporary)
            throw failure(path, error)
        }
        if let existing {
            // fchmod is not subject to the umask; the owner is kept when allowed (best effort).
            _ = fchown(fd, existing.st_uid, existing.st_gid)
            if fchmod(fd, existing.st_mode & 0o7777) != 0 {
                let error = Errno(errno)
                FileSystem.close(fd)
                unlink(temporary)
                TemporaryFiles.unregister(temporary)
                throw failure(path, error)
            }
        }
        return OutputFile(name: path, descriptor: fd, ownsDescriptor: true, replacement: (temporary, destination))
    }

    private static func failure(_ path: String, _ error: Errno) -> CLIError {
        CLIError("cannot write \(ArgumentText.shown(path)): \(error.message)")
    }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try write($0) }
    }

    /// Writes all of `bytes`, where they lie.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        if let error = FileSystem.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) {
            throw Self.failure(name, error)
        }
    }

    /// Puts every file in place: first all are flushed to disk and closed (where a full disk
    /// may still show), then renamed, so one failing leaves all the old files untouched.
    static func commit(_ files: [OutputFile]) throws {
        try TemporaryFiles.committing { try putInPlace(files) }
    }

    private static func putInPlace(_ files: [OutputFile]) throws {
        for file in files { try file.finish() }
        for file in files {
            guard let (temporary, destination) = file.replacement else { continue }
            if file.copiesIntoDestination {
                if let error = FileSystem.copyContents(of: temporary, into: destination) {
                    throw failure(file.name, error)
                }
                unlink(temporary)
            } else if rename(temporary, destination) != 0 {
                throw failure(file.name, Errno(errno))
            }
            TemporaryFiles.unregister(temporary)
            file.committed = true
        }
    }

    private func finish() throws {
        guard ownsDescriptor, isOpen else { return }
        isOpen = false
        if replacement != nil, fsync(descriptor) != 0 {
            let error = Errno(errno)
            FileSystem.close(descriptor)
            throw Self.failure(name, error)
        }
        if let error = FileSystem.close(descriptor) { throw Self.failure(name, error) }
    }

    deinit {
        if ownsDescriptor, isOpen { FileSystem.close(descriptor) }
        if let (temporary, _) = replacement, !committed {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }
}
