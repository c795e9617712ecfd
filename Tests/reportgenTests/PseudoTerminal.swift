import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for a child process: its terminal end (`isatty` is true there) to hand to the
/// child, and everything the child writes to it, read from the other end.
final class PseudoTerminal: @unchecked Sendable {
    /// The terminal end, for the child.
    let terminal: FileHandle
    private let controller: Int32
    private let finished = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    init() throws {
        controller = Self.openController(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0, Self.grant(controller) == 0, Self.unlock(controller) == 0,
            let name = Self.terminalName(controller)
        else { throw POSIXError(.ENOTTY) }
        let fd = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(.ENOTTY) }
        // Bytes as written: no "\n" → "\r\n".
        var settings = termios()
        tcgetattr(fd, &settings)
        cfmakeraw(&settings)
        tcsetattr(fd, TCSANOW, &settings)
        terminal = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        // Read as it comes, so that a child never blocks on a full terminal.
        Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }  // EIO once no one holds the terminal end
                bytes += chunk[0..<n]
            }
            finished.signal()
        }.start()
    }

    #if canImport(Glibc)
    // Glibc's Swift module leaves these out (they need _XOPEN_SOURCE): look them up in the C library.
    private static func function<T>(_ name: String, _ type: T.Type) -> T {
        unsafeBitCast(dlsym(nil, name), to: type)
    }
    private static let openController = function("posix_openpt", (@convention(c) (Int32) -> Int32).self)
    private static let grant = function("grantpt", (@convention(c) (Int32) -> Int32).self)
    private static let unlock = function("unlockpt", (@convention(c) (Int32) -> Int32).self)
    private static let terminalName = function(
        "ptsname", (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    #else
    private static let openController = posix_openpt
    private static let grant = grantpt
    private static let unlock = unlockpt
    private static let terminalName = ptsname
    #endif

    /// Closes this process's terminal end (after the child has started) and returns everything
    /// written to the terminal once the child has exited.
    func output() throws -> String {
        try terminal.close()
        finished.wait()
        close(controller)
        return String(decoding: bytes, as: UTF8.self)
    }
}
