import Foundation

/// Tells whether any of a set of files changed since the last look, by modification time and
/// size: polling, so that it works on every platform and file system, editors that save by
/// renaming a new file into place included. `reportgen preview` re-renders when it says so.
///
/// ```swift
/// var watch = FileWatch(paths: ["report.yaml", "data.csv"])
/// while running {
///     if watch.changed() { html = try render() }
///     Thread.sleep(forTimeInterval: 0.1)
/// }
/// ```
public struct FileWatch: Sendable {
    /// What a file looked like: `nil` when it could not be read.
    private struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: UInt64
    }

    /// The files watched.
    public private(set) var paths: [String]
    private var stamps: [Stamp?]

    /// Starts watching `paths`, as they are now.
    public init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(Self.stamp)
    }

    /// Watches `paths` from now on (a layout that names another template, say): a file watched
    /// before keeps its last look, so a change made since then is still seen; a file newly
    /// watched counts as unchanged until it changes.
    public mutating func watch(_ paths: [String]) {
        guard paths != self.paths else { return }
        let known = Dictionary(zip(self.paths, stamps), uniquingKeysWith: { first, _ in first })
        self.paths = paths
        stamps = paths.map { known[$0] ?? Self.stamp($0) }
    }

    /// Looks at every file again: whether any appeared, vanished, or has another modification
    /// time or size than at the last look.
    public mutating func changed() -> Bool {
        let now = paths.map(Self.stamp)
        defer { stamps = now }
        return now != stamps
    }

    private static func stamp(_ path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return Stamp(modified: modified, size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0)
    }
}
