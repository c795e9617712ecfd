import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the process's standard streams: the only place the tool prints.
enum StandardStreams {
    static func error(_ text: String) {
        // Nothing sensible is left to do when standard error itself fails.
        errorBytes(Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes bytes to standard error as they are (the progress meter's line).
    static func errorBytes(_ bytes: [UInt8]) {
        _ = FileSystem.writeAll(bytes, to: 2)
    }

    /// Writes `text` to standard output; a failure (a full disk, a closed pipe) is a ``CLIError``.
    static func output(_ text: String) throws {
        try OutputFile.standardOutput.write(Array(text.utf8))
    }

    /// Runs a command's work, printing a ``CLIError`` as `reportgen: MESSAGE` (or, when it starts
    /// with its place, as it is) and exiting with its code.
    static func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CLIError {
            error(failure.isLocated ? failure.description : "reportgen: \(failure.description)")
            throw ExitCode(failure.code)
        }
    }

    /// Whether standard error is a terminal (for the progress meter).
    static var errorIsTerminal: Bool {
        isatty(2) == 1
    }

    /// Whether standard output is a terminal (for band shading).
    static var outputIsTerminal: Bool {
        isatty(1) == 1
    }
}
