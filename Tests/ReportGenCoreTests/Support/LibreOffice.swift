import Foundation

/// LibreOffice headless, as the tests drive it: many files converted in one `soffice` run, in a
/// private profile that recalculates every formula of an OOXML file on load, within a bounded time.
enum LibreOffice {
    /// `soffice` on this machine, if any.
    static let path: String? = ["/usr/bin/soffice", "/usr/bin/libreoffice", "/usr/local/bin/soffice"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The longest one conversion run may take before it is stopped.
    static let timeout: TimeInterval = 180

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Converts `files` to `format` (`pdf`, `xlsx`) into `directory`, in one run; `inputFilter`
    /// reads the inputs (`CSV:44,34,76,1` for UTF-8 CSV). Returns the converted files' URLs, in
    /// the order of `files`.
    static func convert(_ files: [URL], to format: String, into directory: URL, inputFilter: String? = nil) throws
        -> [URL]
    {
        guard let path else { throw Failure(description: "soffice is not installed") }
        let profile = directory.appendingPathComponent("profile")
        let user = profile.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
        // Always recalculate OOXML formulas on load (0), so that the values read back are its own.
        let settings = """
            <?xml version="1.0" encoding="UTF-8"?>
            <oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
            <item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" \
            oor:op="fuse"><value>0</value></prop></item>
            </oor:items>
            """
        try settings.write(
            to: user.appendingPathComponent("registrymodifications.xcu"), atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("converted")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        var arguments = ["--headless", "--norestore", "-env:UserInstallation=\(profile.absoluteString)"]
        if let inputFilter { arguments.append("--infilter=\(inputFilter)") }
        arguments += ["--convert-to", format, "--outdir", out.path] + files.map(\.path)
        process.arguments = arguments
        let log = directory.appendingPathComponent("soffice.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        // To a file, not a pipe: nothing can fill up and stall it.
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "soffice did not finish converting \(files.count) files in \(Int(timeout)) s")
        }
        let results = files.map {
            out.appendingPathComponent($0.deletingPathExtension().lastPathComponent + "." + format)
        }
        for result in results where !FileManager.default.fileExists(atPath: result.path) {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "soffice wrote no \(result.lastPathComponent): \(said)")
        }
        return results
    }
}

/// Runs a Python script over arguments and returns its standard output's lines (its errors go
/// to a file, so that neither stream can stall it).
enum Python {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func run(_ script: String, _ arguments: [String]) throws -> [String] {
        let directory = try Fixtures.temporaryDirectory()
        let outURL = directory.appendingPathComponent("out.txt")
        let errURL = directory.appendingPathComponent("err.txt")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python failed: " + ((try? String(contentsOf: errURL, encoding: .utf8)) ?? ""))
        }
        return try String(contentsOf: outURL, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
