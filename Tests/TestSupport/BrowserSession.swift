import Foundation

/// Headless Chromium driven over the DevTools protocol by `Tests/Browser/cdp.py` (Python's
/// standard library only): pages at a window width, with or without JavaScript, steps that
/// evaluate scripts, press keys, click and type, all in one browser for many pages.
///
/// ```swift
/// var page = BrowserSession.Page(file: url, width: 390)
/// page.evaluate("document.title")
/// let results = try BrowserSession.run([page])   // [[JSONValue]]: one result per step
/// ```
public enum BrowserSession {
    /// One page and what to do on it.
    public struct Page {
        public var url: String
        public var width: Int
        public var javascript = true
        public var steps: [[String: Any]] = []

        public init(file: URL, width: Int = 1000, javascript: Bool = true) {
            url = file.absoluteString
            self.width = width
            self.javascript = javascript
        }

        public init(url: String, width: Int = 1000) {
            self.url = url
            self.width = width
        }

        /// Evaluates `script` (an expression; a promise is awaited); its value is the step's result.
        public mutating func evaluate(_ script: String) { steps.append(["eval": script]) }
        /// Presses a key: "Tab", "Enter" or " ".
        public mutating func press(_ key: String) { steps.append(["key": key]) }
        /// Types text where the focus is.
        public mutating func type(_ text: String) { steps.append(["type": text]) }
        /// Writes `text` to `path` (renamed into place, as editors save) between two steps.
        public mutating func write(_ text: String, to path: String) { steps.append(["write": path, "text": text]) }
        /// Clicks the middle of the first element `selector` finds, with the mouse.
        public mutating func click(_ selector: String) { steps.append(["click": selector]) }
        /// Waits until `script` is true, at most `seconds`; the result is the time it took, or null.
        public mutating func wait(until script: String, seconds: Double = 2) {
            steps.append(["wait": script, "timeout": seconds])
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// The driver script.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/cdp.py").path

    /// Runs every page in one browser and gives each page's step results (JSON values).
    public static func run(_ pages: [Page], timeout: Int = 240) throws -> [[Any]] {
        let job: [String: Any] = [
            "pages": pages.map { ["url": $0.url, "width": $0.width, "javascript": $0.javascript, "steps": $0.steps] }
        ]
        let input = try JSONSerialization.data(withJSONObject: job)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--timeout", "\(timeout)"]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Both pipes drained while it runs: Chromium can say a lot on standard error.
        let output = PipeDrain(stdout.fileHandleForReading)
        let errors = PipeDrain(stderr.fileHandleForReading)
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: Double(timeout + 30))
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "the browser driver did not finish within \(timeout + 30) s")
        }
        let data = output.wait()
        guard process.terminationStatus == 0,
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = json["pages"] as? [[String: Any]]
        else {
            let text = String(decoding: errors.wait(), as: UTF8.self)
            let tail = text.split(separator: "\n").filter { !$0.contains("dbus") }.suffix(20).joined(separator: "\n")
            throw Failure(description: "the browser driver failed (exit \(process.terminationStatus)):\n\(tail)")
        }
        return results.map { $0["results"] as? [Any] ?? [] }
    }

    /// axe-core's script, as PyPI's axe-playwright-python ships it (`.ci/run` installs it).
    public static var axeScript: String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import axe_playwright_python, os; print(os.path.dirname(axe_playwright_python.__file__))",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let directory = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else { return nil }
        return try? String(contentsOfFile: directory + "/axe.min.js", encoding: .utf8)
    }
}

/// Reads a pipe to its end on a thread of its own.
public final class PipeDrain: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            condition.lock()
            data = all
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Everything read, once the pipe closed (at most 30 s more).
    public func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: 30)
        while data == nil, condition.wait(until: deadline) {}
        return data ?? Data()
    }
}
