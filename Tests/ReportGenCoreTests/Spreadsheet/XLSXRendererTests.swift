import Foundation
import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// The workbooks `--format xlsx` writes, read back with openpyxl.
@Suite struct XLSXRendererTests {
    func sample(_ name: String, rowsPerSheet: Int = XLSXRenderer.maxRows) throws -> [String] {
        var bytes: [UInt8] = []
        try Fixtures.sample(name, renderer: XLSXRenderer(rowsPerSheet: rowsPerSheet)) { bytes += $0 }
        return try Workbook.describe(bytes: bytes)
    }

    static let typesLayout = """
        layout: 1
        input:
          fields:
            text: { type: string, optional: true }
            day: { type: date, optional: true }
            at: { type: datetime, optional: true }
            flag: { type: bool, optional: true }
            n: { type: int, optional: true }
            price: { type: decimal, places: 3, optional: true }
        columns:
          - { name: text, width: 3, title: Text }
          - { name: day, title: "Day <1>" }
          - { name: at, title: At }
          - { name: flag, title: Flag, align: center }
          - { name: n, title: N }
          - { name: price, title: Price }
        rows:
          item:
            height: 20
            fields:
              text: string
              day: { type: date, format: "d 'of' MMMM yyyy" }
              at: datetime
              flag: bool
              n: int
              price: { type: decimal, places: 3 }
        report:
          detail: [ { row: item, text: "{text}", day: day, at: at, flag: flag, n: n, price: price } ]
        """

    func types(_ csv: String) throws -> [String] {
        var bytes: [UInt8] = []
        try Fixtures.render(Self.typesLayout, csv: csv, renderer: XLSXRenderer()) { bytes += $0 }
        return try Workbook.describe(bytes: bytes)
    }

    /// The line describing row `number` of the sheet named `sheet` (the first sheet when `nil`).
    func row(_ number: Int, _ lines: [String], sheet: String? = nil) -> String? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(sheet.map { "sheet \($0) " } ?? "sheet ") })
        else { return nil }
        return lines[start...].first { $0.hasPrefix("row \(number) ") }
    }

    static let monthlyTitles =
        "row 1 outline=0 height=None: A1='Date' s [General] fill=FFE5E5EA bold left"
        + " | B1='Description' s [General] fill=FFE5E5EA bold left | C1='Count' s [General] fill=FFE5E5EA bold right"
        + " | D1='Mean' s [General] fill=FFE5E5EA bold right | E1='Amount' s [General] fill=FFE5E5EA bold right"

    @Test(.needs(.openpyxl)) func monthlyHasTypedCellsTitledColumnsAndOutlineLevels() throws {
        let lines = try sample("monthly")
        #expect(lines.count == 3 + 1 + 62)
        #expect(
            Array(lines.prefix(3)) == [
                "sheets Monthly card spending",
                "sheet Monthly card spending freeze=A2 rows=63 columns=5 titles=$1:$1 outline=2 summaryBelow=False",
                "widths A=9.0 B=26.0 C=8.0 D=8.0 E=11.0",
            ])
        #expect(row(1, lines) == Self.monthlyTitles)
        #expect(
            row(2, lines)
                == "row 2 outline=0 height=50.0: A2='2016' s [General] bold left | B2=None n [General] bold"
                + " | C2='=SUBTOTAL(2,A4:A62)' f [0] bold right | D2='=SUBTOTAL(1,E4:E62)' f [#,##0.00] bold right"
                + " | E2='=SUBTOTAL(9,E4:E62)' f [#,##0.00] bold right")
        #expect(
            row(3, lines)
                == "row 3 outline=1 height=34.0: A3='April 2016' s [General] fill=FFEEF2F7 left indent=1"
                + " | B3=None n [General] fill=FFEEF2F7 | C3='=SUBTOTAL(2,A4:A31)' f [0] fill=FFEEF2F7 right"
                + " | D3='=SUBTOTAL(1,E4:E31)' f [#,##0.00] fill=FFEEF2F7 right"
                + " | E3='=SUBTOTAL(9,E4:E31)' f [#,##0.00] fill=FFEEF2F7 right")
        #expect(
            row(4, lines)
                == "row 4 outline=2 height=18.0: A4=2016-04-01T00:00:00 d [mmm dd] fill=FFEEF2F7 left indent=2"
                + " | B4='Starbucks' s [General] fill=FFEEF2F7 left | C4=None n [General] fill=FFEEF2F7"
                + " | D4=None n [General] fill=FFEEF2F7 | E4=3.11 n [#,##0.00] fill=FFEEF2F7 right")
        #expect(
            row(63, lines)
                == "row 63 outline=0 height=60.0: A63='All months' s [General] bold left | B63=None n [General] bold"
                + " | C63='=SUBTOTAL(2,A4:A62)' f [0] bold right | D63='=SUBTOTAL(1,E4:E62)' f [#,##0.00] bold right"
                + " | E63='=SUBTOTAL(9,E4:E62)' f [#,##0.00] bold right")
    }

    @Test(.needs(.openpyxl)) func transactionsHaveTheSeedsLook() throws {
        let lines = try sample("transactions")
        #expect(lines.count == 3 + 135)
        #expect(
            lines.dropFirst().first
                == "sheet Credit card transactions freeze=None rows=135 columns=2 titles=None outline=2 summaryBelow=False"
        )
        #expect(
            row(1, lines)
                == "row 1 outline=0 height=60.0: A1='Authorized Transactions' s [General] fill=FF2A71DC bold"
                + " size=14.0 color=FFEFEFF4 left | B1=None n [General] fill=FF2A71DC bold size=14.0 color=FFEFEFF4")
        #expect(
            row(3, lines)
                == "row 3 outline=2 height=18.0: A3='Starbucks' s [General] fill=FFF7F8FC left indent=2"
                + " | B3=3.11 n [#,##0.00] fill=FFF7F8FC right")
        #expect(
            row(6, lines)
                == "row 6 outline=1 height=34.0: A6=2016-04-02T00:00:00 d [mmm dd, yyyy] fill=FFDDDDDD left indent=1"
                + " | B6=None n [General] fill=FFDDDDDD")
        #expect(
            row(135, lines)
                == "row 135 outline=0 height=60.0: A135='Total' s [General] fill=FF1469CB bold size=14.0"
                + " color=FFFFFFFF left | B135='=SUBTOTAL(9,B3:B132)' f [#,##0.00] fill=FF1469CB bold size=14.0"
                + " color=FFFFFFFF right")
    }

    @Test(.needs(.openpyxl)) func rowsPastASheetsLimitGoOnTheNextSheet() throws {
        let lines = try sample("monthly", rowsPerSheet: 25)
        #expect(lines.first == "sheets Monthly card spending, Monthly card spending 2, Monthly card spending 3")
        #expect(
            lines.filter { $0.hasPrefix("sheet ") } == [
                "sheet Monthly card spending freeze=A2 rows=25 columns=5 titles=$1:$1 outline=2 summaryBelow=False",
                "sheet Monthly card spending 2 freeze=A2 rows=25 columns=5 titles=$1:$1 outline=2 summaryBelow=False",
                "sheet Monthly card spending 3 freeze=A2 rows=15 columns=5 titles=$1:$1 outline=2 summaryBelow=False",
            ])
        let sheets = ["Monthly card spending", "Monthly card spending 2", "Monthly card spending 3"]
        for sheet in sheets { #expect(row(1, lines, sheet: sheet) == Self.monthlyTitles) }
        // The 25th row of the report is the second of the second sheet, under its title row.
        #expect(
            row(2, lines, sheet: "Monthly card spending 2")
                == "row 2 outline=2 height=18.0: A2=2016-04-25T00:00:00 d [mmm dd] fill=FFEEF2F7 left indent=2"
                + " | B2='Burrito Boyz' s [General] fill=FFEEF2F7 left | C2=None n [General] fill=FFEEF2F7"
                + " | D2=None n [General] fill=FFEEF2F7 | E2=23.49 n [#,##0.00] fill=FFEEF2F7 right")
        #expect(lines.filter { $0.hasPrefix("row ") }.count == 62 + 3)
    }

    /// A sheet that starts inside a group whose level says `repeat_header` starts with that
    /// group's header rows again, `continued` true, as a new PDF page does.
    @Test(.needs(.openpyxl)) func aNewSheetRepeatsTheHeadersOfTheGroupsThatGoOn() throws {
        let lines = try sample("transactions", rowsPerSheet: 30)
        #expect(
            lines.first?.hasPrefix(
                "sheets Credit card transactions, Credit card transactions 2, Credit card transactions 3") == true)
        #expect(
            row(1, lines, sheet: "Credit card transactions 2")?.hasPrefix(
                "row 1 outline=0 height=60.0: A1='Authorized Transactions (continued)'") == true)
        // The date level does not repeat its header: the sheet goes on with the next detail row.
        #expect(
            row(2, lines, sheet: "Credit card transactions 2")
                == "row 2 outline=2 height=18.0: A2='Starbucks' s [General] fill=FFF7F8FC left indent=2"
                + " | B2=3.11 n [#,##0.00] fill=FFF7F8FC right")
        // The first sheet's headers are not repeated on it.
        #expect(row(1, lines)?.hasPrefix("row 1 outline=0 height=60.0: A1='Authorized Transactions'") == true)
    }

    @Test(.needs(.openpyxl)) func everyTypeIsACellOfItsType() throws {
        let csv =
            "text,day,at,flag,n,price\n"
            + "\"a\u{1B}b_x0041_ <&>\",2016-04-01,2016-04-01T12:30:00Z,true,1234567,-1234.5\n"
            + ",1899-12-31,,false,,\n"
        let lines = try types(csv)
        #expect(lines.count == 6)
        #expect(
            lines[3]
                == "row 1 outline=0 height=None: A1='Text' s [General] fill=FFE5E5EA bold left"
                + " | B1='Day <1>' s [General] fill=FFE5E5EA bold left | C1='At' s [General] fill=FFE5E5EA bold left"
                + " | D1='Flag' s [General] fill=FFE5E5EA bold center | E1='N' s [General] fill=FFE5E5EA bold right"
                + " | F1='Price' s [General] fill=FFE5E5EA bold right")
        // openpyxl shows OOXML's escapes as written: Excel reads `_x001B_` as ESC and `_x005F_` as `_`.
        #expect(
            lines[4]
                == "row 2 outline=0 height=20.0: A2='a_x001B_b_x005F_x0041_ <&>' s [General] left"
                + " | B2=2016-04-01T00:00:00 d [d\" of \"mmmm yyyy] left"
                + " | C2=2016-04-01T12:30:00 d [yyyy-mm-dd hh:mm:ss] left | D2=True b [General] center"
                + " | E2=1234567 n [0] right | F2=-1234.5 n [#,##0.000] right")
        // Before 1900-03-01 Excel's day numbers do not hold: such a date is written as text.
        #expect(
            lines[5]
                == "row 3 outline=0 height=20.0: A3=None n [General] left"
                + " | B3='1899-12-31' s [d\" of \"mmmm yyyy] left | C3=None n [yyyy-mm-dd hh:mm:ss] left"
                + " | D3=False b [General] center | E3=None n [0] right | F3=None n [#,##0.000] right")
    }

    /// A text field filled from one formatted number or date hole is written as the number or
    /// date it shows, in the equivalent number format (no "number stored as text"); text around
    /// the hole, a number with its own digits and a field two emitters format differently stay text.
    @Test(.needs(.openpyxl)) func aTemplateOfOneFormattedHoleIsATypedCell() throws {
        let layout = """
            layout: 1
            locale: de-DE
            input:
              fields:
                shares: int
                price: { type: decimal, places: 4 }
                day: date
                at: datetime
                kind: string
            columns:
              - { name: shares }
              - { name: price }
              - { name: day }
              - { name: at }
              - { name: own }
              - { name: label }
              - { name: mixed }
            rows:
              item:
                height: 18
                fields: { shares: string, price: string, day: string, at: string, own: string, label: string }
              total:
                height: 18
                fields: { shares: string, price: string, mixed: string }
            report:
              groups:
                - by: kind
                  footer:
                    - { row: total, shares: "{sum(shares):,}", price: "{sum(price):,.2}", mixed: "{count():,}" }
              detail:
                - { row: item, shares: "{shares:,}", price: "{price:.2}", day: "{day:d. MMMM yyyy}",
                    at: "{at:yyyy-MM-dd HH:mm}", own: "{price:,}", label: "{shares:,} shares" }
              footer:
                - { row: total, shares: "{sum(shares):,}", price: "{sum(price):,.2}", mixed: "{count():.1}" }
            """
        let csv =
            "shares,price,day,at,kind\n1234567,-1234.5678,2016-04-01,2016-04-01T12:30:00Z,a\n"
            + "5,2.5,2016-12-24,2016-12-24T08:05:00Z,a\n"
        var bytes: [UInt8] = []
        try Fixtures.render(layout, csv: csv, renderer: XLSXRenderer()) { bytes += $0 }
        let lines = try Workbook.describe(bytes: bytes)
        let first = try #require(row(1, lines))
        #expect(first.contains("A1=1234567 n [#,##0]"), "\(first)")
        #expect(first.contains("B1=-1234.57 n [0.00]"), "\(first)")
        #expect(first.contains(#"C1=2016-04-01T00:00:00 d [d". "mmmm yyyy]"#), "\(first)")
        #expect(first.contains("D1=2016-04-01T12:30:00 d [yyyy-mm-dd hh:mm]"), "\(first)")
        // `{price:,}` keeps each value's own digits, which no one number format shows.
        #expect(first.contains("E1='-1.234,5678' s"), "\(first)")
        #expect(first.contains("F1='1.234.567 shares' s"), "\(first)")
        let footer = try #require(row(3, lines))
        #expect(footer.contains("A3=1234572 n [#,##0]"), "\(footer)")
        #expect(footer.contains("B3=-1232.07 n [#,##0.00]"), "\(footer)")
        // One footer says `{count():,}`, the other `{count():.1}`: not one format, so text.
        #expect(footer.contains("G3='2' s"), "\(footer)")
    }

    /// A column is at least as wide as the widest number, date or bool in it shows (with two
    /// characters to spare, a tenth more for bold), so that no cell shows `###`; text is not
    /// measured. The types layout's shares give A 34 characters, B 12 and the others 11.
    @Test(.needs(.openpyxl)) func columnsAreWideEnoughForTheirNumbersAndDates() throws {
        let csv = "text,day,at,flag,n,price\nx,2024-09-27,2024-09-27T23:59:59Z,false,-1234567890123,987654321012.345\n"
        let lines = try types(csv)
        // "27 of September 2024": 20 characters; "2024-09-27 23:59:59": 19; "-1234567890123": 14;
        // "987,654,321,012.345": 19.
        #expect(lines.first { $0.hasPrefix("widths ") } == "widths A=7.0 B=24.0 C=23.0 D=8.0 E=18.0 F=23.0")
        // Without wide values, the titles' widths (bold, a tenth wider), at least 6.
        let narrow = try types("text,day,at,flag,n,price\nx,,,,1,1\n").first { $0.hasPrefix("widths ") }
        #expect(narrow == "widths A=7.0 B=10.0 C=6.0 D=7.0 E=6.0 F=8.0")
    }

    /// Text that spans columns stays on the sheet: centred across its columns (centerContinuous,
    /// every one of them with the format), or, right-aligned, written in the last of them.
    @Test(.needs(.openpyxl)) func textThatSpansColumnsStaysOnTheSheet() throws {
        let yaml = """
            layout: 1
            title: Spans
            input: { fields: { a: string, n: int, day: date } }
            columns: [ { name: a }, { name: b }, { name: n } ]
            rows:
              title: { height: 20, fields: { t: string }, style: { align: center } }
              note: { height: 20, fields: { t: string }, style: { align: right } }
              line: { height: 20, fields: { a: string, n: int } }
              stamp: { height: 20, fields: { d: date }, style: { align: right } }
            report:
              header: [ { row: title, t: "Quarterly revenue by region" }, { row: note, t: "draft" } ]
              detail: [ { row: line, a: "{a}", n: n } ]
              footer: [ { row: stamp, d: "last(day)" } ]
            """
        var bytes: [UInt8] = []
        try Fixtures.render(yaml, csv: "a,n,day\nx,1,2024-03-04\n", renderer: XLSXRenderer()) { bytes += $0 }
        let lines = try Workbook.describe(bytes: bytes)
        #expect(
            row(1, lines)
                == "row 1 outline=0 height=20.0: A1='Quarterly revenue by region' s [General] centerContinuous"
                + " | B1=None n [General] centerContinuous | C1=None n [General] centerContinuous")
        #expect(
            row(2, lines)
                == "row 2 outline=0 height=20.0: A2=None n [General] right | B2=None n [General]"
                + " | C2='draft' s [General] right")
        // A typed value that spans (a date) is moved as it is, typed.
        #expect(
            row(4, lines)
                == "row 4 outline=0 height=20.0: A4=None n [yyyy-mm-dd] right | B4=None n [General]"
                + " | C4=2024-03-04T00:00:00 d [yyyy-mm-dd] right")
    }

    /// A sheet's rows wait for its column widths in a temporary file, not in memory: the renderer
    /// holds at most its 64 KiB buffer, however many rows come; the sheet comes out whole at its end.
    @Test func theSheetsRowsWaitOnDiskNotInMemory() throws {
        let plan = try Fixtures.plan(Self.typesLayout)
        var written = 0
        var out = OutputBuffer(threshold: 1 << 16) { written += $0.count }
        var renderer = XLSXRenderer()
        try renderer.begin(schema: plan.renderSchema, into: &out)
        let row = TypedRow(
            kind: 0, level: 1, band: nil, section: nil,
            fields: [.string("Starbucks on Queen Street"), .null, .null, .bool(true), .int(42), .null])
        var mostHeld = 0
        for _ in 0..<200_000 {
            try renderer.render(row, into: &out)
            try out.flushIfNeeded()
            mostHeld = max(mostHeld, renderer.bytesHeld + out.bytes.count)
        }
        #expect(mostHeld < 1 << 17)
        try renderer.end(into: &out)
        try out.flush()
        #expect(written > 1_000_000)
        #expect(out.bytes.isEmpty)
    }

    /// Text past Excel's 32,767 characters a cell is cut there with a warning naming the cell and
    /// field, an error under `strict`; a grid wider than a sheet's 16,384 columns is an error.
    @Test func whatExcelCannotHoldIsSaid() throws {
        let plan = try Fixtures.plan(Self.typesLayout)
        let long = String(repeating: "x", count: 40_003)
        let csv = "text,day,at,flag,n,price\n\(long),,,,1,1\nshort,,,,2,2\n"
        var written = 0
        let summary = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]))
            .render(with: XLSXRenderer(), to: OutputBuffer { written += $0.count })
        #expect(written > 0)
        #expect(
            summary.warnings == [
                "sheet 'Report', cell A2 (field 'text'): a text of 40003 characters is longer than Excel's limit "
                    + "of 32,767 for a cell; cut there"
            ])
        // On the rendering thread too, the warning comes back with the run's summary.
        let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]))
        engine.usesThreads = true
        #expect(try engine.render(with: XLSXRenderer(), to: OutputBuffer { _ in }).warnings == summary.warnings)
        let strict = ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]), strict: true)
        #expect(
            throws: RenderFailure(
                description: "sheet 'Report', cell A2 (field 'text'): a text of 40003 characters is longer than "
                    + "Excel's limit of 32,767 for a cell")
        ) { _ = try strict.render(.xlsx, to: OutputBuffer { _ in }) }
        var renderer = XLSXRenderer()
        var out = OutputBuffer { _ in }
        var wide = plan.renderSchema
        wide.columns = (0...16_384).map { Column(name: "c\($0)", title: nil, width: FixedDecimal(1), align: nil) }
        #expect(
            throws: RenderFailure(
                description: "the report has 16385 columns; an Excel sheet holds at most 16,384 (A to XFD), so the "
                    + "workbook would leave some out")
        ) { try renderer.begin(schema: wide, into: &out) }
    }

    @Test func textValuesAndFormats() {
        var bytes: [UInt8] = []
        XLSXText.append("ab\rc\u{FFFF}_x12_x00A0_", limit: 100, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "ab_x000D_c_xFFFF__x12_x005F_x00A0_")
        bytes = []
        XLSXText.append("日本語😀x", limit: 4, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "日本語")
        let pattern = try? DatePattern.parse("EEE, d 'de' MMM ''yy 'a\"b'").get()
        #expect(pattern.map(XLSXText.dateFormat) == #"ddd, d" de "mmm" '"yy" a"\""b""#)
        #expect(
            [0, 25, 26, 701, 702, 16_383].map(XLSXParts.columnLetters) == ["A", "Z", "AA", "ZZ", "AAA", "XFD"])
        #expect(XLSXText.serial(CivilDate(daysSinceEpoch: 0)) == 25_569)
        var serial: [UInt8] = []
        XLSXText.appendSerial(Timestamp(seconds: 86_400 + 6 * 3600), to: &serial)
        #expect(String(decoding: serial, as: UTF8.self) == "25570.25")
        // To the second: 23:59:59.999999999 stays on its day.
        serial = []
        XLSXText.appendSerial(Timestamp(seconds: 86_399, nanoseconds: 999_999_999), to: &serial)
        #expect(String(decoding: serial, as: UTF8.self) == "25569.9999884259")
        // Fifteen significant digits are a number a spreadsheet holds exactly; more are text.
        #expect(XLSXText.fitsANumberCell(FixedDecimal(parsing: "999999999999999")!))
        #expect(XLSXText.fitsANumberCell(FixedDecimal(parsing: "0.000000000000000000012345")!))
        #expect(XLSXText.fitsANumberCell(FixedDecimal(parsing: "1234567890123.40")!))
        #expect(!XLSXText.fitsANumberCell(FixedDecimal(parsing: "1000000000000001")!))
        #expect(!XLSXText.fitsANumberCell(FixedDecimal(parsing: "12345678901234567.89")!))
    }
}

/// `format:` in a workbook: typed numbers with the Excel form of the format, read back by openpyxl.
@Suite struct XLSXNumberStyleTests {
    @Test(.needs(.openpyxl)) func monthlyEuroKeepsTypedCellsWithTheEuroFormat() throws {
        var bytes: [UInt8] = []
        try Fixtures.sample("monthly-euro", renderer: XLSXRenderer()) { bytes += $0 }
        let lines = try Workbook.describe(bytes: bytes)
        // de-DE's no-break space before the sign is quoted with it.
        let euro = "#,##0.00\"\u{A0}€\";[Red]\\-#,##0.00\"\u{A0}€\";#,##0.00\"\u{A0}€\""
        // The year's row: the mean and the total are formulas (SUBTOTAL) with the euro format.
        let year = try #require(lines.first { $0.hasPrefix("row 2 ") })
        #expect(year.contains("D2='=SUBTOTAL(1,E4:E62)' f [\(euro)]"), "\(year)")
        #expect(year.contains("E2='=SUBTOTAL(9,E4:E62)' f [\(euro)]"), "\(year)")
        // A refund stays a negative number; the format draws it red.
        let refund = try #require(lines.first { $0.contains("'Payment'") })
        #expect(refund.contains("=-400.0 n [\(euro)]"), "\(refund)")
    }

    @Test(.needs(.openpyxl)) func everyFormatHasItsExcelForm() throws {
        let layout = """
            layout: 1
            locale: en-US
            input:
              fields: { v: { type: decimal, places: 3 } }
            rows:
              r:
                height: 18
                fields:
                  usd: { type: decimal, places: 2, format: { currency: USD, negative: red_parentheses } }
                  share: { type: decimal, places: 1, format: { percent: true } }
                  signed: { type: decimal, places: 2, format: { sign: always, zero: "–" } }
            report:
              detail: [ { row: r, usd: v, share: v, signed: v } ]
            """
        var bytes: [UInt8] = []
        try Fixtures.render(layout, csv: "v\n-1234.5\n0.125\n", renderer: XLSXRenderer()) { bytes += $0 }
        let lines = try Workbook.describe(bytes: bytes)
        let first = try #require(lines.first { $0.contains("=-1234.5 ") })
        #expect(first.contains(##"["$"#,##0.00;[Red]\("$"#,##0.00\);"$"#,##0.00]"##), "\(first)")
        #expect(first.contains(#"[#,##0.0%;\-#,##0.0%;#,##0.0%]"#), "\(first)")
        #expect(first.contains(#"[\+#,##0.00;\-#,##0.00;"–"]"#), "\(first)")
        let second = try #require(lines.first { $0.contains("=0.125 ") })
        #expect(second.contains("=0.125 n [#,##0.0%"), "\(second)")
    }
}
