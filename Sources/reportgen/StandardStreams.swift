import ArgumentParser
import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the process's standard streams: the only place the tool prints.
enum StandardStreams {
    /// The secrets of the run's sources, hidden in everything written to standard error (set
    /// once, before any source is opened).
    nonisolated(unsafe) static var secrets = SecretMask.none

    /// Writes a message line to standard error: the sources' secrets hidden, and command-line
    /// values it holds raw escaped and cut (see ``ArgumentText``).
    static func error(_ text: String) {
        let shown = secrets.masked(ArgumentText.showingArguments(in: text, Array(CommandLine.arguments.dropFirst())))
        // Nothing sensible is left to do when standard error itself fails.
        errorBytes(Array((shown.hasSuffix("\n") ? shown : shown + "\n").utf8))
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
