import Foundation
import Testing

@testable import ReportGenCore

/// Workbooks and CSV files as LibreOffice and pandas read them: every sample's workbook prints
/// one page wide on the pages its rows need, LibreOffice recalculates every `SUBTOTAL` to the
/// value reportgen cached, CSV text never becomes a formula, and pandas reads typed columns.
/// Each test runs LibreOffice once, over all its files.
@Suite struct OutsideSpreadsheetTests {
    /// The samples that read CSV files (the SQLite one reads the same records as `transactions`).
    static let samples = ["bank-statement", "monthly", "portfolio", "transactions", "transactions-one-source"]

    /// `count` records for the monthly layout, sorted by date, amounts from a seeded generator.
    static func generatedRecords(_ count: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(seed: seed)
        var lines = ["group,date,description,amount,debit"]
        let start = 16_436  // 2015-01-01
        for i in 0..<count {
            let date = CivilDate(daysSinceEpoch: start + i * 730 / count)
            let cents = Int.random(in: 1...999_999, using: &generator)
            let debit = Bool.random(using: &generator) ? "D" : "C"
            lines.append("A,\(date),item \(i),\(cents / 100).\(String(format: "%02d", cents % 100)),\(debit)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func workbook(_ name: String, replacing data: [String: String] = [:], in directory: URL, as file: String)
        throws -> URL
    {
        var bytes: [UInt8] = []
        try Fixtures.sample(name, renderer: XLSXRenderer(), replacing: data) { bytes += $0 }
        let url = directory.appendingPathComponent(file + ".xlsx")
        try Data(bytes).write(to: url)
        return url
    }

    /// For each pair of workbooks (reportgen's, LibreOffice's recalculated copy): every formula
    /// cell whose value differs (at the places the cell's format shows), and how many there were.
    static let compareScript = #"""
        import sys, openpyxl, re, datetime
        args = sys.argv[1:]
        for ours, theirs in zip(args[0::2], args[1::2]):
            formulas = openpyxl.load_workbook(ours)
            cached = openpyxl.load_workbook(ours, data_only=True)
            recalculated = openpyxl.load_workbook(theirs, data_only=True)
            count, wrong = 0, []
            for ws in formulas.worksheets:
                for row in ws.iter_rows():
                    for c in row:
                        if c.data_type != "f":
                            continue
                        count += 1
                        mine = cached[ws.title][c.coordinate].value
                        lo = recalculated.worksheets[formulas.worksheets.index(ws)][c.coordinate].value
                        m = re.search(r"0\.(0+)", c.number_format)
                        places = len(m.group(1)) if m else 0
                        if isinstance(mine, datetime.datetime) or isinstance(lo, datetime.datetime):
                            same = mine == lo
                        else:
                            same = lo is not None and round(float(mine), places) == round(float(lo), places)
                        if not same:
                            wrong.append(f"{c.coordinate} {c.value} cached {mine!r} recalculated {lo!r}")
            print(f"{ours.split('/')[-1]} formulas={count} wrong={wrong[:5]}")
        """#

    @Test(.needs(.openpyxl, .libreOffice)) func libreOfficeRecalculatesEverySubtotalToTheCachedValue() throws {
        let directory = try Fixtures.temporaryDirectory()
        var files = try Self.samples.map { try workbook($0, in: directory, as: $0) }
        let generated = Self.generatedRecords(10_000, seed: 39)
        files.append(
            try workbook(
                "monthly", replacing: ["authorized": generated, "posted": "group,date,description,amount,debit\n"],
                in: directory, as: "generated"))
        let recalculated = try LibreOffice.convert(files, to: "xlsx", into: directory)
        let lines = try Python.run(Self.compareScript, zip(files, recalculated).flatMap { [$0.path, $1.path] })
        #expect(lines.count == files.count)
        for line in lines { #expect(line.hasSuffix("wrong=[]"), "\(line)") }
        // Every header and footer aggregate of a detail field is a formula: 1 + 3 months x 3 in
        // monthly, and 2 per month and 3 per year for two years of generated records.
        #expect(lines.contains("monthly.xlsx formulas=12 wrong=[]"))
        #expect(lines.contains("generated.xlsx formulas=\(3 + 24 * 3 + 2 * 3) wrong=[]"))
    }

    /// Each page's lines, from pdftotext (pages split at form feeds).
    static func pages(_ pdf: URL) throws -> [[String]] {
        let result = try PDFTools.run("pdftotext", ["-layout"], on: Array(try Data(contentsOf: pdf)))
        var pages = result.output.split(separator: "\u{0C}", omittingEmptySubsequences: false).map {
            $0.split(separator: "\n").map(String.init)
        }
        if pages.last?.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? false { pages.removeLast() }
        return pages
    }

    /// The most common distance in points between the tops of consecutive lines on a page of
    /// `pdf`, from `pdftotext -bbox-layout`, to a tenth of a point.
    static func lineSpacing(_ pdf: URL) throws -> Double {
        let result = try PDFTools.run("pdftotext", ["-bbox-layout"], on: Array(try Data(contentsOf: pdf)))
        var counts: [Int: Int] = [:]
        for page in result.output.components(separatedBy: "<page ").dropFirst() {
            let tops = page.matches(of: #/<line xMin="[0-9.]+" yMin="([0-9.]+)"/#).compactMap { Double($0.1) }
                .map { Int(($0 * 10).rounded()) }
            let rows = Set(tops).sorted()
            for (a, b) in zip(rows, rows.dropFirst()) { counts[b - a, default: 0] += 1 }
        }
        return Double(counts.max { $0.value < $1.value }?.key ?? 0) / 10
    }

    @Test(.needs(.libreOffice, .pdfTools)) func everySamplePrintsOnePageWideOnThePagesItsRowsNeed() throws {
        let directory = try Fixtures.temporaryDirectory()
        var files: [URL] = []
        var heights: [String: Int] = [:]
        var commonHeights: [String: Int] = [:]
        for name in Self.samples {
            files.append(try workbook(name, in: directory, as: name))
            // The rows' heights in points, with the title row's 15 (LibreOffice's default).
            let rows = try Fixtures.sampleRows(name)
            let plan = try Fixtures.plan(try Fixtures.text("Layouts/\(name).yaml"), file: "Layouts/\(name).yaml")
            let titles = ColumnGrid(schema: plan.renderSchema).hasTitles ? 15 : 0
            let rowHeights = rows.map { Int(plan.rowKinds[$0.kind].height.description)! }
            heights[name] = titles + rowHeights.reduce(0, +)
            commonHeights[name] =
                Dictionary(grouping: rowHeights, by: { $0 }).max { $0.value.count < $1.value.count }?.key
        }
        let pdfs = try LibreOffice.convert(files, to: "pdf", into: directory)
        for (name, pdf) in zip(Self.samples, pdfs) {
            let pages = try Self.pages(pdf)
            // A4 is 842 points tall; half an inch of margin top and bottom.
            let body = 842.0 - 72
            // The scale the sheet was printed at to fit one page wide: the most common distance
            // between lines on the page over the most common row height.
            let scale = try Self.lineSpacing(pdf) / Double(commonHeights[name]!)
            #expect(scale > 0.2 && scale <= 1.05, "\(name): printed at \(scale)")
            let needed = Int((Double(heights[name]!) * min(1, scale) / body).rounded(.up))
            // Rows are not split, so a page holds a little less than its body: a page more at most,
            // never fewer than the rows need at the scale printed.
            #expect(
                pages.count >= needed && pages.count <= needed + 1, "\(name): \(pages.count) pages for \(needed)")
            for (i, page) in pages.enumerated() {
                // One page wide: every page shows text and amounts side by side, and the footer.
                let text = page.joined(separator: "\n")
                #expect(text.contains("Page \(i + 1) of \(pages.count)"), "\(name) page \(i + 1)")
                #expect(
                    text.range(of: #"[A-Za-z]{3,}.*\d+\.\d\d"#, options: .regularExpression) != nil,
                    "\(name) page \(i + 1) has no line with text and an amount: \(text)")
            }
        }
    }

    /// Every cell of every sheet: its type, with `formula` for a formula.
    static let cellsScript = #"""
        import sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        for ws in wb.worksheets:
            for row in ws.iter_rows(min_row=2):
                print("\t".join(f"{c.data_type}:{c.value!r}" for c in row))
        """#

    @Test(.needs(.openpyxl, .libreOffice)) func csvTextThatLooksLikeAFormulaStaysTextInLibreOffice() throws {
        let layout = """
            layout: 1
            input:
              fields: { t: string, n: { type: decimal, places: 2 } }
            rows:
              r: { height: 1, fields: { t: string, n: { type: decimal, places: 2 } } }
            report:
              detail: [ { row: r, t: "{t}", n: n } ]
            """
        var generator = SeededGenerator(seed: 39)
        var records = ["t,n"]
        var texts: [String] = []
        for i in 0..<300 {
            let first = ["=", "+", "-", "@", "\t", "\r"].randomElement(using: &generator)!
            let body = ["1+2", "HYPERLINK(\"http://x\",\"y\")", "SUM(A1:A2)", "cmd|' /C calc'!A0", "2", "A1", "x"]
                .randomElement(using: &generator)!
            let text = first + body
            texts.append(text)
            records.append(CSVRenderer.field(text) + ",\(i - 150).25")
        }
        let csv = try Fixtures.render(layout, csv: records.joined(separator: "\n") + "\n", renderer: CSVRenderer())
        let directory = try Fixtures.temporaryDirectory()
        let file = directory.appendingPathComponent("texts.csv")
        try csv.write(to: file, atomically: true, encoding: .utf8)
        let converted = try LibreOffice.convert([file], to: "xlsx", into: directory, inputFilter: "CSV:44,34,76,1")
        let rows = try Python.run(Self.cellsScript, [converted[0].path])
        #expect(rows.count == texts.count)
        for (i, row) in rows.enumerated() {
            let cells = row.split(separator: "\t").map(String.init)
            #expect(!row.contains("f:"), "row \(i + 2) holds a formula: \(row)")
            // kind, level, band, height, t, n: the text stays text, the number a number.
            #expect(cells.count == 6 && cells[4].hasPrefix("s:") && cells[5].hasPrefix("n:"), "row \(i + 2): \(row)")
            #expect(cells.count == 6 && cells[5] == "n:\(i - 150).25", "row \(i + 2): \(row)")
        }
    }

    /// Reads a CSV file with pandas; prints each named column's dtype, and whether the date
    /// columns parse as ISO dates.
    static let pandasScript = #"""
        import sys, pandas
        frame = pandas.read_csv(sys.argv[1], keep_default_na=False, na_values=[""])
        for name in sys.argv[2].split(",") if sys.argv[2] else []:
            print(f"{name} number={pandas.api.types.is_numeric_dtype(frame[name])}")
        for name in sys.argv[3].split(",") if sys.argv[3] else []:
            pandas.to_datetime(frame[name].dropna(), format="%Y-%m-%d")
            print(f"{name} date=True")
        """#

    @Test(.needs(.pandas)) func pandasReadsEverySamplesCSVWithTypedColumns() throws {
        for name in Self.samples {
            let file = "Layouts/\(name).yaml"
            let schema = try Fixtures.plan(try Fixtures.text(file), file: file).renderSchema
            let (names, targets) = CSVRenderer.columns(schema)
            let header = CSVRenderer.headerNames(names)
            var numbers: Set<String> = []
            var dates: Set<String> = []
            for (k, kind) in schema.rowKinds.enumerated() {
                for (i, field) in kind.fields.enumerated() where targets[k][i] >= 0 {
                    let column = header[4 + targets[k][i]]
                    if field.type == .int || field.type == .decimal { numbers.insert(column) }
                    if field.type == .date { dates.insert(column) }
                }
            }
            let url = try Fixtures.temporaryDirectory().appendingPathComponent("\(name).csv")
            try Fixtures.sample(name, renderer: CSVRenderer()).write(to: url, atomically: true, encoding: .utf8)
            let lines = try Python.run(
                Self.pandasScript,
                [url.path, numbers.sorted().joined(separator: ","), dates.sorted().joined(separator: ",")])
            #expect(
                lines == numbers.sorted().map { "\($0) number=True" } + dates.sorted().map { "\($0) date=True" },
                "\(name)")
        }
    }
}
