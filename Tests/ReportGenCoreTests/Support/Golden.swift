import Foundation
import Testing

/// Golden files under Tests/ReportGenCoreTests/Golden: a mismatch records an issue with a readable
/// line diff; `RECORD_GOLDEN=1 swift test` writes the actual output instead (then review the
/// change with `git diff`).
enum Golden {
    static let directory = "Tests/ReportGenCoreTests/Golden"

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Checks `actual` against the golden file `name`.
    static func check(
        _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = Fixtures.root.appendingPathComponent(directory).appendingPathComponent(name)
        if recording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        let lines = diff(expected: expected, actual: actual)
        Issue.record(
            Comment(
                rawValue: "\(name) differs from the golden file (RECORD_GOLDEN=1 swift test re-records it):\n\(lines)"),
            sourceLocation: sourceLocation)
    }

    /// The first differing lines, `-` expected and `+` actual, with their line numbers.
    static func diff(expected: String, actual: String, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for i in 0..<max(old.count, new.count) where lines.count < limit {
            let a = i < old.count ? String(old[i]) : nil
            let b = i < new.count ? String(new[i]) : nil
            guard a != b else { continue }
            if let a { lines.append("\(i + 1)- \(a)") }
            if let b { lines.append("\(i + 1)+ \(b)") }
        }
        return lines.joined(separator: "\n") + "\n(\(old.count) lines expected, \(new.count) actual)"
    }
}
