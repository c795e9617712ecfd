import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the process's standard streams: the only place the tool prints.
enum StandardStreams {
    static func write(_ bytes: [UInt8], to handle: FileHandle) throws {
        try handle.write(contentsOf: bytes)
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal (for band shading).
    static var outputIsTerminal: Bool {
        isatty(1) == 1
    }
}
