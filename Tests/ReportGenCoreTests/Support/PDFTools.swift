import Foundation

/// Poppler's and qpdf's command-line tools (Debian's poppler-utils and qpdf; CI installs them),
/// run on a PDF written to a temporary file.
enum PDFTools {
    static func path(_ tool: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + tool }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static var available: Bool { path("qpdf") != nil && path("pdftotext") != nil && path("pdffonts") != nil }

    /// Runs `tool` with `arguments`, then the PDF's path; returns its status and standard output.
    static func run(_ tool: String, _ arguments: [String], on pdf: [UInt8]) throws -> (status: Int32, output: String) {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.pdf")
        try Data(pdf).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path(tool) ?? tool)
        process.arguments = arguments + [file.path] + (tool == "pdftotext" ? ["-"] : [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A word on a page, as `pdftotext -bbox` places it (points from the page's top-left corner).
    struct Word: Equatable {
        var text: String
        var xMin: String
        var xMax: String
        var yMin: String
    }

    /// The words of page `page`, in the order `pdftotext -bbox` lists them, with their boxes'
    /// edges as it prints them (six decimals).
    static func words(_ pdf: [UInt8], page: Int) throws -> [Word] {
        let html = try run("pdftotext", ["-bbox", "-f", String(page), "-l", String(page)], on: pdf).output
        let pattern = try NSRegularExpression(
            pattern: #"<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)</word>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let group = { (i: Int) in Range(match.range(at: i), in: html).map { String(html[$0]) } ?? "" }
            return Word(text: group(4), xMin: group(1), xMax: group(3), yMin: group(2))
        }
    }

    /// The text of every page, as `pdftotext -layout` gives it back, lines trimmed, blank lines dropped.
    static func text(_ pdf: [UInt8]) throws -> [String] {
        try run("pdftotext", ["-layout"], on: pdf).output.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(
                of: " +", with: " ", options: .regularExpression)
        }.filter { !$0.isEmpty }
    }
}
