import Foundation

/// Headless Chromium, to check HTML reports as a browser lays them out: a script added to the
/// page measures it on load, and `--dump-dom` hands back what it found.
enum Chromium {
    /// The browser's path, if it is installed.
    static var path: String? {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let directories = ["/usr/bin/", "/usr/local/bin/", "/snap/bin/", "/opt/homebrew/bin/"]
        return directories.flatMap { directory in names.map { directory + $0 } }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// What the browser found in a laid-out report.
    struct Layout: Decodable, Equatable {
        /// The `<col>` count: every row's cells, with their spans, must add up to it.
        var columns: Int
        /// Rows whose cells do not add up to ``columns``, by their text.
        var rowsOffTheGrid: [String]
        /// Cells of numbers, dates or bools that take more than one line.
        var wrappedWholeCells: [String]
        /// Cells whose content is wider than the cell (it would overlap the next one).
        var overflowingCells: [String]
        /// Grid columns whose cells do not all start at the same x.
        var misalignedColumns: [Int]
        /// Table rows looked at.
        var rows: Int
        /// How much wider than the page's body the table is, in pixels (0 when it fits).
        var tableOverflow: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Lays `html` out in a window `width` pixels wide and measures it.
    static func layout(of html: String, width: Int = 1000) throws -> Layout {
        guard let browser = path else {
            throw Failure(description: "Chromium is not installed (apt-get install chromium)")
        }
        guard let end = html.range(of: "</body>", options: .backwards) else {
            throw Failure(description: "the page has no </body>")
        }
        let page = html.replacingCharacters(in: end, with: "<script>\(measuringScript)</script>\n</body>")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reportgen-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.html")
        try Data(page.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),800",
            "--user-data-dir=\(directory.path)/profile", "--dump-dom", file.absoluteString,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Bounded: a browser that hangs is killed, and the check fails.
        let deadline = Date(timeIntervalSinceNow: 60)
        let reader = Thread.detachNewThreadReturningData(out.fileHandleForReading)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "Chromium did not finish within 60 s")
        }
        let dom = String(decoding: reader.wait(), as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"reportgen-layout\">"),
            let stop = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure(description: "the measuring script gave nothing; the page's DOM:\n\(dom.prefix(2000))") }
        let json = String(dom[start.upperBound..<stop.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
    }

    /// Runs on load: walks the report's table and writes what it measured, as JSON, into a
    /// `<pre>` that `--dump-dom` prints.
    static let measuringScript = """
        (function () {
          const table = document.querySelector("table.report");
          const columns = table.querySelectorAll("col").length;
          const result = { columns, rowsOffTheGrid: [], wrappedWholeCells: [], overflowingCells: [],
                           misalignedColumns: [], rows: 0,
                           tableOverflow: Math.max(0, Math.round(table.getBoundingClientRect().width
                                                                 - document.body.clientWidth)) };
          const starts = new Map();
          for (const row of table.querySelectorAll("tr")) {
            result.rows += 1;
            let column = 0;
            for (const cell of row.cells) {
              const left = Math.round(cell.getBoundingClientRect().left);
              if (!starts.has(column)) starts.set(column, new Set());
              starts.get(column).add(left);
              column += cell.colSpan;
              if (cell.scrollWidth > cell.clientWidth + 1) result.overflowingCells.push(cell.textContent);
              if (cell.classList.contains("whole") && cell.textContent.length > 0) {
                const range = document.createRange();
                range.selectNodeContents(cell);
                const tops = new Set(Array.from(range.getClientRects()).map(r => Math.round(r.top)));
                if (tops.size > 1) result.wrappedWholeCells.push(cell.textContent);
              }
            }
            if (column !== columns) result.rowsOffTheGrid.push(row.textContent);
          }
          for (const [column, lefts] of starts) {
            if (lefts.size > 1) result.misalignedColumns.push(column);
          }
          const pre = document.createElement("pre");
          pre.id = "reportgen-layout";
          pre.textContent = JSON.stringify(result);
          document.body.appendChild(pre);
        })();
        """
}

extension Thread {
    /// Reads `handle` to its end on a thread of its own (a pipe's buffer must be drained while the
    /// process writes), for ``DataReader/wait()``.
    fileprivate static func detachNewThreadReturningData(_ handle: FileHandle) -> DataReader {
        let reader = DataReader()
        Thread.detachNewThread {
            let data = handle.readDataToEndOfFile()
            reader.finish(data)
        }
        return reader
    }
}

/// The data a reading thread gives back once.
private final class DataReader: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func finish(_ data: Data) {
        condition.lock()
        self.data = data
        condition.broadcast()
        condition.unlock()
    }

    /// The data, once the thread has read it all (at most 30 s more).
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: 30)
        while data == nil, condition.wait(until: deadline) {}
        return data ?? Data()
    }
}
