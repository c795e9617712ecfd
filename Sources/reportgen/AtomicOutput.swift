import Foundation

/// An output file written to a temporary file beside it and renamed into place only on success,
/// so a failed run never leaves a partial report (and leaves an existing file untouched).
final class AtomicOutput {
    let destination: URL
    let temporary: URL
    let handle: FileHandle
    private var committed = false

    init(path: String) throws {
        destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).reportgen-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CLIError("cannot write '\(path)': cannot create a file in \(directory.path)")
        }
        handle = try FileHandle(forWritingTo: temporary)
    }

    func commit() throws {
        try handle.synchronize()
        try handle.close()
        if rename(temporary.path, destination.path) != 0 {
            throw CLIError("cannot write '\(destination.path)': \(String(cString: strerror(errno)))")
        }
        committed = true
    }

    deinit {
        if !committed {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}

/// A message for the user and an exit code.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var code: Int32

    init(_ description: String, code: Int32 = 1) {
        self.description = description
        self.code = code
    }
}
