import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One record stream the command line asks for: the engine's input, and how its file is named
/// and treated before the run.
struct InputFile {
    /// The engine's input.
    var stream: StreamInput
    /// How messages name it (`--input 'a.csv'`, `source 'posted' ('Samples/posted.csv')`).
    var label: String
    /// The path typed for a one-stream layout must exist; a declared source's file may be
    /// *missing* (a warning and the layout's `missing` rows).
    var mustExist: Bool
    /// The file the run reads (an input file, an SQLite database); `nil` for a URL or a server.
    var readsFile: String?

    /// The file's path (`-` for standard input).
    var path: String { stream.displayPath }

    /// The collision check's view of it; `nil` when it reads no file.
    var role: FileRole? { readsFile.map { FileRole(label: label, path: $0) } }

    /// A stream resolved from the layout and the `--input` arguments.
    init(_ resolved: ResolvedStream) {
        stream = resolved.stream
        label = resolved.label
        mustExist = resolved.mustExist
        readsFile = resolved.readsFile
    }

    /// Fails early, before any output is opened, on a directory or a required file that is not there.
    func checkBeforeReading() throws {
        // A database or a URL says what is wrong when its turn comes; no output is written before.
        guard path != "-", readsFile == path else { return }
        let error: Errno
        switch FileSystem.status(path) {
        case .success(let info):
            guard FileSystem.kind(of: info) == .directory else { return }
            error = Errno(EISDIR)
        case .failure(let failure):
            error = failure
        }
        if let problem = FileByteSource.openingProblem(error.code, mustExist: mustExist) {
            throw CLIError("\(ArgumentText.shown(path)): \(problem)")
        }
    }
}
