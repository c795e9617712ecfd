import Foundation

/// Directories for tests' files, all inside one directory per test process, which is removed when
/// the process exits: a test run leaves nothing behind in the temporary directory.
///
/// ```swift
/// let dir = try ScratchDirectory.make("cli")   // …/reportgen-tests-4711-1A2B3C4D/cli-<UUID>
/// ```
package enum ScratchDirectory {
    /// The process's directory, made (and its removal at exit arranged) on first use.
    private static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reportgen-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
        atexit { ScratchDirectory.removeRoot() }
        return url
    }()

    /// A new empty directory, named after `prefix`.
    package static func make(_ prefix: String) throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func removeRoot() {
        // At exit nothing can report a failure; a directory that cannot be removed stays.
        try? FileManager.default.removeItem(at: root)
    }
}
