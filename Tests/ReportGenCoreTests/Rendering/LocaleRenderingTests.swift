import Testing

@testable import ReportGenCore

/// Every renderer under `locale:` and `input.time_zone`: human-facing output takes the locale's
/// names and separators and the zone's offsets; typed rows and CSV stay locale-independent.
@Suite struct LocaleRenderingTests {
    static func layout(_ locale: String) -> String {
        """
        layout: 1
        title: Kleiner <Bericht>
        locale: \(locale)
        input:
          time_zone: Europe/Berlin
          fields: { day: date, at: datetime, what: string, amount: { type: decimal, places: 2 }, n: int }
        rows:
          head: { height: 40, band: toggle, fields: { title: string } }
          item:
            height: 20
            band: keep
            fields:
              what: string
              at: { type: datetime, format: "EEE d. MMM HH:mm" }
              amount: { type: decimal, places: 2 }
              n: int
          total: { height: 30, fields: { total: { type: decimal, places: 2 } } }
        report:
          groups:
            - by: day
              header: [ { row: head, title: "{day:EEEE, d. MMMM yyyy}" } ]
          detail: [ { row: item, what: "{what}", at: at, amount: amount, n: n } ]
          footer: [ { row: total, total: "sum(amount)" } ]
        """
    }

    static let data = """
        day,at,what,amount,n
        2023-12-24,2023-12-24T18:00:00,"Tea, green",1234.5,12345
        2023-12-24,2023-12-24T19:30:00Z,Cake,-2,7

        """

    func render<R: RowRenderer>(_ renderer: R, locale: String = "de-DE") throws -> String {
        try Fixtures.render(try Fixtures.plan(Self.layout(locale)), renderer, ["-": Self.data])
    }

    @Test func text() throws {
        #expect(
            try render(TextRenderer())
                == """
                Sonntag, 24. Dezember 2023
                  Tea, green  So. 24. Dez. 18:00                  1.234,50         12345
                  Cake  So. 24. Dez. 20:30                           -2,00             7
                Total                                                           1.232,50

                """)
    }

    @Test func textAlignsNumbersWithMultiByteSeparators() throws {
        let out = try render(TextRenderer(), locale: "fr")
        let nnbsp = "\u{202F}"
        #expect(
            out == """
                dimanche, 24. décembre 2023
                  Tea, green  dim. 24. déc. 18:00                 1\(nnbsp)234,50         12345
                  Cake  dim. 24. déc. 20:30                          -2,00             7
                Total                                                           1\(nnbsp)232,50

                """)
        // Every line with numbers ends at column 72, counted in characters, not bytes.
        #expect(out.split(separator: "\n").dropFirst().map { $0.unicodeScalars.count } == [72, 72, 72])
    }

    @Test func markdown() throws {
        #expect(
            try render(MarkdownRenderer())
                == """
                # Kleiner &lt;Bericht&gt;

                | **Sonntag, 24. Dezember 2023** |  |  |  |
                |:--|:--|--:|--:|
                | &emsp;Tea, green | So. 24. Dez. 18:00 | 1.234,50 | 12345 |
                | &emsp;Cake | So. 24. Dez. 20:30 | -2,00 | 7 |
                | **Total** |  |  | **1.232,50** |

                """)
    }

    @Test func html() throws {
        let out = try render(HTMLRenderer())
        #expect(out.contains("<html lang=\"de-DE\">\n"))
        #expect(
            out.contains(
                "<tr class=\"row kind-item level-2 role-detail band-odd\"><td class=\"left\" style=\"padding-left: 2.0rem\">"
                    + "Tea, green</td><td class=\"left whole\">So. 24. Dez. 18:00</td><td class=\"right number whole\">1.234,50</td>"
                    + "<td class=\"right number whole\">12345</td></tr>\n"))
        #expect(
            out.contains(
                "<tr class=\"row kind-total level-0 role-footer strong\"><td colspan=\"3\" class=\"left\" "
                    + "style=\"padding-left: 0.5rem\">Total</td><td class=\"right number whole\">1.232,50</td></tr>\n"))
    }

    /// A layout with `columns:`: every field in its column.
    static func columnsLayout(_ locale: String) -> String {
        """
        layout: 1
        locale: \(locale)
        input:
          fields: { day: date, what: string, amount: { type: decimal, places: 2 } }
        columns:
          - { name: what, width: 3, title: Was }
          - { name: day, width: 2, title: Tag }
          - { name: amount, width: 2, title: Betrag }
        rows:
          item:
            height: 20
            fields:
              what: { type: string, column: what }
              day: { type: date, format: "EEEE d. MMMM", column: day }
              amount: { type: decimal, places: 2, column: amount }
          total:
            height: 20
            fields: { label: { type: string, column: what }, total: { type: decimal, places: 2, column: amount } }
        report:
          detail: [ { row: item, what: "{what}", day: day, amount: amount } ]
          footer: [ { row: total, label: "Summe {count()}", total: "sum(amount)" } ]
        """
    }

    static let columnsData = "day,what,amount\n2024-03-04,Miete,1234.5\n2024-12-01,Strom,-98765.43\n"

    func renderColumns<R: RowRenderer>(_ renderer: R, locale: String = "de-DE") throws -> String {
        try Fixtures.render(try Fixtures.plan(Self.columnsLayout(locale)), renderer, ["-": Self.columnsData])
    }

    @Test func columnsTakeTheLocalesNumbersAndNames() throws {
        #expect(
            try renderColumns(TextRenderer())
                == """
                Was                            Tag                                Betrag
                -----------------------------  --------------------  -------------------
                Miete                          Montag 4. März                   1.234,50
                Strom                          Sonntag 1. Dezember            -98.765,43
                Summe 2                                                       -97.530,93

                """)
        #expect(
            try renderColumns(MarkdownRenderer())
                == """
                | Was | Tag | Betrag |
                |:--|:--|--:|
                | Miete | Montag 4. März | 1.234,50 |
                | Strom | Sonntag 1. Dezember | -98.765,43 |
                | **Summe 2** |  | **-97.530,93** |

                """)
        #expect(
            try renderColumns(HTMLRenderer()).contains(
                "<tr class=\"row kind-item level-1 role-detail\"><td class=\"left\" style=\"padding-left: 0.5rem\">"
                    + "Strom</td><td class=\"left whole\">Sonntag 1. Dezember</td><td class=\"right number whole\">-98.765,43</td>"
                    + "</tr>\n"))
    }

    @Test func columnsAlignNumbersWithMultiByteSeparators() throws {
        let nnbsp = "\u{202F}"
        let out = try renderColumns(TextRenderer(), locale: "fr")
        #expect(
            out == """
                Was                            Tag                                Betrag
                -----------------------------  --------------------  -------------------
                Miete                          lundi 4. mars                    1\(nnbsp)234,50
                Strom                          dimanche 1. décembre           -98\(nnbsp)765,43
                Summe 2                                                       -97\(nnbsp)530,93

                """)
        #expect(out.split(separator: "\n").map { $0.unicodeScalars.count } == [72, 72, 72, 72, 72])
    }

    @Test(.needs(.pdfTools)) func pdfTextTakesTheLocalesNumbersAndNames() throws {
        func pdf(_ layout: String, _ data: String) throws -> [UInt8] {
            let plan = try Fixtures.plan(layout)
            var bytes: [UInt8] = []
            let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": data]))
            _ = try engine.renderPDF(PDFRenderer.Options(parameters: []), to: OutputBuffer { bytes += $0 })
            return bytes
        }
        #expect(
            try PDFTools.text(pdf(Self.layout("de-DE"), Self.data)) == [
                "Sonntag, 24. Dezember 2023", "Tea, green So. 24. Dez. 18:00 1.234,50 12345",
                "Cake So. 24. Dez. 20:30 -2,00 7", "Total 1.232,50", "\u{0C}",
            ])
        #expect(
            try PDFTools.text(pdf(Self.columnsLayout("de-DE"), Self.columnsData)) == [
                "Was Tag Betrag", "Miete Montag 4. März 1.234,50", "Strom Sonntag 1. Dezember -98.765,43",
                "Summe 2 -97.530,93", "\u{0C}",
            ])
        // French groups with U+202F, which the standard fonts draw as a no-break space: no font is embedded.
        let french = try pdf(Self.layout("fr"), Self.data)
        #expect(try PDFTools.text(french)[3] == "Total 1 232,50")  // pdftotext reads the no-break space as a space
        #expect(
            try PDFTools.run("pdffonts", [], on: french).output.split(separator: "\n").dropFirst(2).map {
                String($0.prefix(20)).trimmingCharacters(in: .whitespaces)
            } == ["Helvetica", "Helvetica-Bold"])
    }

    @Test(.needs(.openpyxl)) func xlsxCellsStayTypedWithExcelsOwnFormats() throws {
        func workbook(_ locale: String) throws -> [String] {
            var bytes: [UInt8] = []
            let plan = try Fixtures.plan(Self.layout(locale))
            var sink = RenderingSink(renderer: XLSXRenderer(), output: OutputBuffer { bytes += $0 })
            _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": Self.data]))
                .run(into: &sink)
            return try Workbook.describe(bytes: bytes)
        }
        let german = try workbook("de-DE")
        #expect(
            german[4]
                == "row 2 outline=1 height=20.0: A2='Tea, green' s [General] fill=FFEEF2F7 left indent=1 | "
                + "B2=2023-12-24T18:00:00 d [ddd d\". \"mmm hh:mm] fill=FFEEF2F7 left | "
                + "C2=1234.5 n [#,##0.00] fill=FFEEF2F7 right | D2=12345 n [0] fill=FFEEF2F7 right")
        // The same workbook as without a locale: only the template's own text changes (and the
        // column widths, which follow what the columns show).
        #expect(
            german.filter { !$0.hasPrefix("widths ") }
                == (try workbook("en-US-POSIX")).filter { !$0.hasPrefix("widths ") }.map {
                    $0.replacingOccurrences(of: "Sunday, 24. December", with: "Sonntag, 24. Dezember")
                })
    }

    @Test func mustache() throws {
        let plan = try Fixtures.plan(Self.layout("de-CH"))
        let templates = [
            "head": "== {{title}} ==\n", "item": "{{what}} {{at}}: {{amount}} ({{n}})\n", "total": "{{total}}\n",
        ]
        #expect(
            try render(try MustacheRenderer(templates: templates, schema: plan.renderSchema), locale: "de-CH")
                == "== Sonntag, 24. Dezember 2023 ==\nTea, green So. 24. Dez. 18:00: 1\u{2019}234.50 (12345)\n"
                + "Cake So. 24. Dez. 20:30: -2.00 (7)\n1\u{2019}232.50\n")
    }

    @Test func csvKeepsMachineValuesAndShowsTheZone() throws {
        #expect(
            try render(CSVRenderer())
                == "kind,level,band,height,title,what,at,amount,n,total\r\n"
                + "head,1,odd,40,\"Sonntag, 24. Dezember 2023\",,,,,\r\n"
                + "item,2,odd,20,,\"Tea, green\",2023-12-24T18:00:00+01:00,1234.50,12345,\r\n"
                + "item,2,odd,20,,Cake,2023-12-24T20:30:00+01:00,-2.00,7,\r\n" + "total,0,,30,,,,,,1232.50\r\n")
    }

    @Test func typedRowsStayLocaleIndependent() throws {
        let rows = """
            {"kind":"head","id":"head/2023-12-24/1","level":1,"band":"odd","height":40,"fields":{"title":"Sonntag, 24. Dezember 2023"}}
            {"kind":"item","id":"item/2023-12-24/1","level":2,"band":"odd","height":20,"fields":{"what":"Tea, green","at":"2023-12-24T18:00:00+01:00","amount":1234.50,"n":12345}}
            {"kind":"item","id":"item/2023-12-24/2","level":2,"band":"odd","height":20,"fields":{"what":"Cake","at":"2023-12-24T20:30:00+01:00","amount":-2.00,"n":7}}
            {"kind":"total","id":"total/1","level":0,"band":null,"height":30,"fields":{"total":1232.50}}

            """
        #expect(try render(NDJSONRenderer()) == rows)
        #expect(
            try render(JSONRenderer()) == "{\"title\":\"Kleiner <Bericht>\",\"rows\":[\n"
                + rows.split(separator: "\n").joined(separator: ",\n") + "\n]}\n")
        // The same rows in every locale: only the template's own text changes.
        #expect(
            try render(NDJSONRenderer(), locale: "sv")
                == rows.replacingOccurrences(of: "Sonntag, 24. Dezember", with: "söndag, 24. december"))
    }

    @Test func templatesFormatInTheLocale() throws {
        let layout = """
            layout: 1
            locale: de-DE
            input:
              fields: { day: { type: date, format: "d. MMMM yyyy" }, amount: decimal }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail:
                - { row: r, t: "{amount:,.2}|{amount:.1}|{format(amount, ',')}|{day:EEE, d. MMM yyyy}|{format(day, 'LLLL')}" }
                - { row: r, t: "{amount}|{day}" }
              footer: [ { row: r, t: "{sum(amount):,.2}" } ]
            """
        let plan = try Fixtures.plan(layout)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "day,amount\n24. Dezember 2023,-1234.567\n1. März 2024,2\n"])
        let texts = out.split(separator: "\n").map { String($0.split(separator: "\"t\":")[1].dropLast(2)) }
        // Without a format a value shows its plain text, as in typed rows.
        #expect(
            texts == [
                "\"-1.234,57|-1234,6|-1.234,567|So., 24. Dez. 2023|Dezember\"",
                "\"-1234.567|2023-12-24\"",
                "\"2,00|2,0|2|Fr., 1. März 2024|März\"",
                "\"2|2024-03-01\"",
                "\"-1.232,57\"",
            ])
    }

    @Test func aLayoutWithoutLocaleOrZoneRendersAsBefore() throws {
        // The shipped layouts, with the defaults spelled out, give the golden output byte for byte.
        for name in ["transactions", "monthly", "portfolio"] {
            let file = "Layouts/\(name).yaml"
            let original = try Fixtures.text(file)
            let explicit = original.replacingOccurrences(
                of: "\nlayout: 1\n", with: "\nlayout: 1\nlocale: en-US-POSIX\n"
            )
            .replacingOccurrences(of: "\ninput:\n", with: "\ninput:\n  time_zone: UTC\n")
            #expect(explicit != original)
            for text in [original, explicit] {
                let plan = try Fixtures.plan(text, file: file)
                #expect(plan.locale == .posix)
                for (renderer, golden) in [("text", "txt"), ("ndjson", "ndjson")] {
                    var bytes: [UInt8] = []
                    let output = OutputBuffer { bytes += $0 }
                    let streams = plan.sources.map { source in
                        let path = Fixtures.root.appendingPathComponent("Layouts")
                            .appendingPathComponent(source.path ?? "").standardized.path
                        return StreamInput(name: source.name, title: source.title, displayPath: path, format: .csv) {
                            FileByteSource(path: path)
                        }
                    }
                    let engine = ReportEngine(
                        plan: plan, parameters: plan.parameters.map { $0.defaultValue ?? .null }, inputs: streams)
                    _ = try engine.render(renderer == "text" ? .text(shadeBands: false) : .ndjson, to: output)
                    #expect(
                        String(decoding: bytes, as: UTF8.self)
                            == (try Fixtures.text("Tests/ReportGenCoreTests/Golden/\(name).\(golden)")))
                }
            }
        }
    }
}
