import Foundation
import ReportGenCore

/// What the preview shows now, shared by the watching thread that renders and the connections
/// that serve it: the latest rendering's version, whether it made a report, its diagnostics, and
/// the last good report's page. It holds one page at a time, whatever the number of renderings.
final class PreviewState: @unchecked Sendable {
    private let condition = NSCondition()
    private var version = 0
    private var succeeded = false
    private var diagnostics = ""
    private var lastGoodReport: [UInt8]?
    private var stopping = false

    /// A copy of the state for one answer.
    struct Snapshot {
        var version: Int
        var succeeded: Bool
        var diagnostics: String
        var hasReport: Bool

        /// The event the page reads: `{"version":3,"ok":false,"report":true,"diagnostics":"…"}`.
        var json: String {
            "{\"version\":\(version),\"ok\":\(succeeded),\"report\":\(hasReport),"
                + "\"diagnostics\":\(jsonString(diagnostics))}"
        }
    }

    /// Takes a new rendering and wakes every connection waiting for one.
    func publish(_ rendering: PreviewRendering) {
        condition.lock()
        defer { condition.unlock() }
        version += 1
        switch rendering.outcome {
        case .report(let page):
            succeeded = true
            diagnostics = rendering.warnings
            lastGoodReport = page
        case .failed(let text):
            succeeded = false
            diagnostics = text
        }
        condition.broadcast()
    }

    var snapshot: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return Snapshot(
            version: version, succeeded: succeeded, diagnostics: diagnostics, hasReport: lastGoodReport != nil)
    }

    /// The last good report's page, if any rendering made one.
    var report: [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        return lastGoodReport
    }

    /// Waits until the version is past `seen`, the preview stops, or `seconds` pass; gives the
    /// new state, or `nil` when there is none (yet).
    func wait(after seen: Int, seconds: Double) -> Snapshot? {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: seconds)
        while version <= seen, !stopping, condition.wait(until: deadline) {}
        let changed = version > seen && !stopping
        condition.unlock()
        return changed ? snapshot : nil
    }

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// Wakes every waiting connection for the last time.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }
}
