import Foundation
import Testing

/// Golden files under Tests/ReportGenCoreTests/Golden: a mismatch records an issue with a readable
/// line diff; `RECORD_GOLDEN=1 swift test` writes the actual output instead (then review the
/// change with `git diff`).
enum Golden {
    static let directory = "Tests/ReportGenCoreTests/Golden"

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file `name`, or records it.
    static func check(
        _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = Fixtures.root.appendingPathComponent(directory).appendingPathComponent(name)
        if recording {
            try actual.write(to: url, atomically: false, encoding: .utf8)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record(
                "no golden file \(directory)/\(name): record it with RECORD_GOLDEN=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            Issue.record(
                Comment(
                    rawValue: "\(directory)/\(name) differs (RECORD_GOLDEN=1 swift test records it):\n"
                        + diff(expected: expected, actual: actual)),
                sourceLocation: sourceLocation)
        }
    }

    /// The lines between the common start and the common end: `-` expected, `+` actual, with two
    /// lines of context and line numbers.
    static func diff(expected: String, actual: String, limit: Int = 30) -> String {
        let old = lines(expected)
        let new = lines(actual)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var endOld = old.count
        var endNew = new.count
        while endOld > start, endNew > start, old[endOld - 1] == new[endNew - 1] {
            endOld -= 1
            endNew -= 1
        }
        var out: [String] = ["@@ line \(start + 1) @@"]
        for i in max(0, start - 2)..<start { out.append("  " + old[i]) }
        for i in start..<min(endOld, start + limit) { out.append("- " + visible(old[i])) }
        if endOld - start > limit { out.append("- … \(endOld - start - limit) more lines") }
        for i in start..<min(endNew, start + limit) { out.append("+ " + visible(new[i])) }
        if endNew - start > limit { out.append("+ … \(endNew - start - limit) more lines") }
        for i in endOld..<min(old.count, endOld + 2) { out.append("  " + old[i]) }
        return out.joined(separator: "\n")
    }

    /// The lines of `text`, split at every line feed (also one after a carriage return, which a
    /// `Character` would hold together with it).
    static func lines(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// A line with escape characters and carriage returns shown.
    static func visible(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\r", with: "\\r")
    }
}
