#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What makes two paths the same file: device and inode for an existing regular file (so
/// symbolic and hard links to it count), the resolved absolute path for one not there yet.
enum FileIdentity: Hashable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)

    /// `nil` for what is not a regular file (a device, a FIFO, a directory): streams are read or
    /// written in place and never collide. Standard input or output (`-`, read or written as
    /// `isWritten` says; `/dev/stdin`, `/dev/fd/N`) is the file the shell opened for it, so that
    /// `--input - < out.csv --output out.csv` is caught like any other collision.
    init?(path: String, isWritten: Bool = false) {
        if let descriptor = FileSystem.streamDescriptor(path, isWritten: isWritten) {
            guard case .success(let info) = FileSystem.status(descriptor: descriptor),
                FileSystem.kind(of: info) == .regular
            else { return nil }
            self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        switch FileSystem.status(path) {
        case .success(let info):
            guard FileSystem.kind(of: info) == .regular else { return nil }
            self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        case .failure:
            self = .path(FileSystem.resolvedPath(path))
        }
    }
}
