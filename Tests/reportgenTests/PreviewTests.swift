import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `reportgen preview` end to end: the page in headless Chromium follows the layout as it is
/// edited, shows a broken layout's diagnostics with the last good report a click away, keeps
/// its memory flat over 1,000 edits, listens on 127.0.0.1 only and stops on Ctrl-C.
@Suite(.serialized) struct PreviewTests {
    /// Chromium is there, or the run is CI's, where it must be.
    static let browserRuns =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
        || ProcessInfo.processInfo.environment["REPORTGEN_CI"] != nil

    static func layout(title: String) -> String {
        """
        layout: 1
        title: \(title)
        input:
          fields: { name: string, amount: { type: decimal, places: 2 } }
        rows:
          line: { height: 18, fields: { name: string, amount: decimal } }
        report:
          detail: [ { row: line, name: "{name}", amount: amount } ]

        """
    }

    /// A running preview: its process, URL, and the lines it wrote to standard error so far.
    final class Preview: @unchecked Sendable {
        let process = Process()
        let url: String
        private let lock = NSLock()
        private var errorText = ""

        init(_ arguments: [String]) throws {
            let binary = try #require(CLI.binary, "the reportgen binary was not built")
            process.executableURL = binary
            process.arguments = ["preview"] + arguments
            process.currentDirectoryURL = CLI.root
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // The first line names the page; bounded, as everything here.
            let first = PipeDrainLine(out.fileHandleForReading)
            let line = first.wait(seconds: 20)
            guard let range = line.range(of: "http://127.0.0.1:[0-9]+/", options: .regularExpression) else {
                process.terminate()
                throw BrowserSession.Failure(description: "preview printed no URL: '\(line)'")
            }
            url = String(line[range])
            let errors = err.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let data = errors.availableData
                    if data.isEmpty { return }
                    lock.lock()
                    errorText += String(decoding: data, as: UTF8.self)
                    lock.unlock()
                }
            }
        }

        var stderr: String {
            lock.lock()
            defer { lock.unlock() }
            return errorText
        }

        /// How many renderings it has reported.
        var renderings: Int { stderr.components(separatedBy: "reportgen preview: rendered").count - 1 }

        /// Resident memory, in KiB, from /proc.
        var residentKiB: Int {
            let status =
                (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }

        /// Ctrl-C, then the exit status (15 if it had to be killed).
        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            let deadline = Date(timeIntervalSinceNow: 5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test(.enabled(if: browserRuns, "needs Chromium (apt-get install chromium; .ci/run installs it)"))
    func pageFollowsEditsAndShowsDiagnostics() throws {
        let directory = try ScratchDirectory.make("preview")
        let layout = directory.appendingPathComponent("report.yaml").path
        let data = directory.appendingPathComponent("data.csv").path
        try Self.layout(title: "First title").write(toFile: layout, atomically: true, encoding: .utf8)
        try "name,amount\nRent,1200.00\nCoffee,3.50\n".write(toFile: data, atomically: true, encoding: .utf8)
        let preview = try Preview(["--layout", layout, "--input", data, "--poll-milliseconds", "20"])
        defer { _ = preview.interrupt() }

        let frameText = "(document.getElementById('report').contentDocument||{body:null}).body"
        var page = BrowserSession.Page(url: preview.url, width: 1000)
        page.wait(until: "\(frameText) && \(frameText).innerText.includes('First title')", seconds: 5)
        page.write(Self.layout(title: "Second title"), to: layout)
        page.wait(until: "\(frameText) && \(frameText).innerText.includes('Second title')", seconds: 2)
        page.write(Self.layout(title: "Second title").replacingOccurrences(of: "rows:", with: "rowz:"), to: layout)
        page.wait(until: "document.getElementById('diagnostics').textContent.includes('[unknown-key]')", seconds: 2)
        page.evaluate("document.getElementById('diagnostics').textContent")
        page.evaluate("[document.getElementById('report').hidden, document.getElementById('toggle').hidden]")
        page.click("#toggle")
        page.evaluate(
            "[document.getElementById('report').hidden, \(frameText).innerText.includes('Second title')]")
        page.write(Self.layout(title: "Third title"), to: layout)
        page.wait(until: "\(frameText) && \(frameText).innerText.includes('Third title')", seconds: 2)
        let results = try BrowserSession.run([page])[0]

        #expect(results[0] is Double, "the first report shows")
        let edited = try #require(results[2] as? Double, "the page changes within 2 s of the edit")
        #expect(edited < 2)
        #expect(results[4] is Double, "a broken edit shows its diagnostic within 2 s")
        let diagnostics = try #require(results[5] as? String)
        #expect(
            diagnostics.contains(
                "report.yaml:5:1: error: unknown key 'rowz' in the layout; did you mean 'rows'? [unknown-key]"),
            "\(diagnostics)")
        #expect(diagnostics.contains("[unknown-key]"))
        #expect(results[6] as? [Bool] == [true, false], "the report is hidden, the button to it shown")
        #expect(results[8] as? [Bool] == [false, true], "one click shows the last good report")
        #expect(results[10] is Double, "a fixed layout renders again")
    }

    /// 1,000 edits with a page listening for events: the resident memory after them is within
    /// 4 MiB of what it was after the first 100.
    @Test func thousandEditsLeaveMemoryFlat() throws {
        let directory = try ScratchDirectory.make("preview-memory")
        let layout = directory.appendingPathComponent("report.yaml").path
        let data = directory.appendingPathComponent("data.csv").path
        try Self.layout(title: "Edit 0").write(toFile: layout, atomically: true, encoding: .utf8)
        let rows = (1...200).map { "name \($0),\($0).25" }.joined(separator: "\n")
        try "name,amount\n\(rows)\n".write(toFile: data, atomically: true, encoding: .utf8)
        let preview = try Preview(["--layout", layout, "--input", data, "--poll-milliseconds", "2"])
        defer { _ = preview.interrupt() }
        // A listener for the events the whole time, reading them as a browser does.
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        listener.arguments = [
            "python3", "-c",
            "import urllib.request\nfor line in urllib.request.urlopen('\(preview.url)events', timeout=120): pass",
        ]
        listener.standardOutput = FileHandle.nullDevice
        listener.standardError = FileHandle.nullDevice
        try listener.run()
        defer { listener.terminate() }
        var afterHundred = 0
        for edit in 1...1000 {
            let before = preview.renderings
            // Sizes alternate: two saves within one tick of a coarse file clock still differ.
            let text = Self.layout(title: "Edit \(edit)" + String(repeating: "!", count: edit % 2))
            try text.write(toFile: layout, atomically: true, encoding: .utf8)
            let deadline = Date(timeIntervalSinceNow: 5)
            while preview.renderings == before, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
            try #require(preview.renderings > before, "edit \(edit) was rendered")
            if edit == 100 { afterHundred = preview.residentKiB }
        }
        let afterThousand = preview.residentKiB
        #expect(afterHundred > 0)
        #expect(
            afterThousand - afterHundred < 4096, "RSS \(afterHundred) KiB after 100 edits, \(afterThousand) after 1,000"
        )
        #expect(preview.interrupt() == 0, "Ctrl-C stops it with status 0")
        #expect(preview.stderr.contains("reportgen preview: stopped"))
    }

    /// It listens on 127.0.0.1 (as /proc/net/tcp shows), refuses any other address, and answers
    /// a request naming another host with 403.
    @Test func listensOnLoopbackOnly() throws {
        let refused = try CLI.run(["preview", "--layout", "Layouts/transactions.yaml", "--host", "0.0.0.0"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("loopback address only"), "\(refused.stderr)")
        let other = try CLI.run(["preview", "--layout", "Layouts/transactions.yaml", "--host", "192.168.1.10"])
        #expect(other.status == 64)

        let preview = try Preview(["--layout", "Layouts/transactions.yaml"])
        defer { _ = preview.interrupt() }
        let port = try #require(Int(preview.url.split(separator: ":").last?.dropLast() ?? ""))
        // Read to its end by Python: Foundation reads a /proc file by its size, which is 0.
        let table = try Self.python("print(open('/proc/net/tcp').read())")
        let listening = table.split(separator: "\n").filter {
            $0.contains(String(format: ":%04X ", port)) && $0.contains(" 0A ")
        }
        #expect(!listening.isEmpty)
        #expect(listening.allSatisfy { $0.contains(String(format: "0100007F:%04X", port)) }, "\(listening)")
        let otherHost = try Self.python(
            "import http.client as h; c=h.HTTPConnection('127.0.0.1', \(port), timeout=10); "
                + "c.request('GET', '/', headers={'Host': 'evil.example:\(port)'}); print(c.getresponse().status)")
        #expect(otherHost == "403\n")
        let large = try Self.python(
            "import socket; s=socket.create_connection(('127.0.0.1', \(port)), timeout=10); "
                + "s.sendall(b'GET / HTTP/1.1\\r\\nX: ' + b'a' * 20000 + b'\\r\\n\\r\\n'); "
                + "print(s.recv(100).split(b' ')[1].decode())")
        #expect(large == "431\n")
        let state = try Self.python(
            "import urllib.request; print(urllib.request.urlopen('\(preview.url)state', timeout=10).read().decode())")
        #expect(state.hasPrefix("{\"version\":1,\"ok\":true,\"report\":true,"), "\(state)")
    }
}

extension PreviewTests {
    /// What a Python snippet prints (bounded: it is killed after 30 s).
    static func python(_ code: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let drain = PipeDrain(out.fileHandleForReading)
        let deadline = Date(timeIntervalSinceNow: 30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        return String(decoding: drain.wait(), as: UTF8.self)
    }
}

/// The first line a pipe gives, read on a thread of its own.
final class PipeDrainLine: @unchecked Sendable {
    private let condition = NSCondition()
    private var line: String?

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var text = ""
            while !text.contains("\n") {
                let data = handle.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            condition.lock()
            line = text
            condition.broadcast()
            condition.unlock()
        }
    }

    func wait(seconds: Double) -> String {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while line == nil, condition.wait(until: deadline) {}
        return line ?? ""
    }
}
