import Testing

@testable import ReportGenCore

@Suite struct TextRendererTests {
    func render(_ csv: String) throws -> String {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { what: string, n: int }
            rows:
              item: { height: 1, fields: { what: string, n: int } }
            report:
              detail: [ { row: item, what: "{what}", n: n } ]
            """)
        var bytes: [UInt8] = []
        var sink = RenderingSink(renderer: TextRenderer(width: 30), output: OutputBuffer { bytes += $0 })
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(into: &sink)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A row lent to the renderer (the engine's way) comes back as it was, its texts moved out and
    /// back while they are drawn, and draws as the same row read (`render(_:into:)`) draws.
    @Test func aLentRowComesBackAsItWas() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { what: string, n: int }
            rows:
              item: { height: 1, fields: { what: string, note: string, n: int } }
            report:
              detail: [ { row: item, what: "{what}", note: "x", n: n } ]
            """)
        let long = String(repeating: "a long text, not a small string ", count: 2)
        let original = TypedRow(
            kind: 0, level: 1, band: nil, section: nil, fields: [.string(long), .string("x"), .int(7)])
        var lent = original
        var renderer = TextRenderer(width: 80)
        var lentBytes: [UInt8] = []
        var lentOut = OutputBuffer { lentBytes += $0 }
        renderer.begin(schema: plan.renderSchema, into: &lentOut)
        renderer.render(lending: &lent, into: &lentOut)
        try lentOut.flush()
        #expect(lent == original)
        var readBytes: [UInt8] = []
        var readOut = OutputBuffer { readBytes += $0 }
        var reader = TextRenderer(width: 80)
        reader.begin(schema: plan.renderSchema, into: &readOut)
        reader.render(original, into: &readOut)
        try readOut.flush()
        let line = String(decoding: lentBytes, as: UTF8.self)
        #expect(line.hasSuffix(" 7\n") && line.filter { $0 == "\n" }.count == 1)
        #expect(line.trimmingSpaces.hasPrefix(long + "  x "))
        #expect(lentBytes == readBytes)
    }

    @Test func controlCharactersInDataAreShownEscaped() throws {
        let csv = "what,n\n\"\u{1B}]0;pwned\u{07}\u{1B}[2J\",1\n\"two\r\nlines\",2\n\"nul\u{0}tab\t\u{7F}\u{9B}1m\",3\n"
        let text = try render(csv)
        #expect(
            text == """
                \\x1B]0;pwned\\x07\\x1B[2J             1
                two\\r\\nlines                 2
                nul\\0tab\\t\\x7F\\u{9B}1m             3

                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Line separators and bidi overrides would break a line or reorder an amount unseen; the
    /// letters of a right-to-left script are text like any other.
    @Test func lineSeparatorsAndBidiControlsAreShownEscaped() throws {
        let csv = "what,n\n\"a\u{2028}b\u{202E}c\u{2066}d\u{2069}\",1\n\"שלום\",2\n"
        #expect(
            try render(csv) == """
                a\\u{2028}b\\u{202E}c\\u{2066}d\\u{2069}             1
                שלום                         2

                """)
    }

    @Test func plainTextIsUntouched() throws {
        #expect(try render("what,n\nCafé \"Zürich\",1\n") == "Café \"Zürich\"                1\n")
    }

    /// `indent` adds its steps at every level: to a report row (level 0) as to a group's.
    static let indentLayout = """
        layout: 1
        input:
          fields: { team: string, pts: int }
        rows:
          d:  { height: 1, fields: { team: string, pts: int } }
          d1: { height: 1, fields: { team: string, pts: int }, style: { indent: 1 } }
          t:  { height: 1, fields: { team: string, pts: int }, style: { indent: 1 } }
          t2: { height: 1, fields: { team: string, pts: int }, style: { indent: 2 } }
        report:
          groups:
            - by: team
              header: [ { row: d1, team: "{team} header", pts: "sum(pts)" } ]
          detail: [ { row: d, team: "{team}", pts: pts }, { row: d1, team: "{team} indent1", pts: pts } ]
          footer: [ { row: t, team: "total indent1", pts: "sum(pts)" }, { row: t2, team: "total indent2", pts: "sum(pts)" } ]
        """

    @Test func indentAddsItsStepsAtEveryLevel() throws {
        let text = try Fixtures.render(Self.indentLayout, csv: "team,pts\nOwls,3\n", renderer: TextRenderer(width: 30))
        #expect(
            text == """
                  Owls header                3
                  Owls                       3
                    Owls indent1             3
                  total indent1              3
                    total indent2             3

                """)
        let markdown = try Fixtures.render(Self.indentLayout, csv: "team,pts\nOwls,3\n", renderer: MarkdownRenderer())
        #expect(markdown.contains("| &emsp;total indent1 |"))
        #expect(markdown.contains("| &emsp;&emsp;total indent2 |"))
    }
}

/// Columns, titles and display widths in the text renderer.
@Suite struct TextColumnsTests {
    func render(_ yaml: String, _ csv: String, width: Int = 64, shade: Bool = false) throws -> String {
        try Fixtures.render(yaml, csv: csv, renderer: TextRenderer(width: width, shadeBands: shade))
    }

    static let monthly = """
        layout: 1
        input:
          sorted_by: [month]
          fields: { month: string, amount: { type: decimal, places: 2 } }
        columns:
          - { name: label, width: 3, title: Month }
          - { name: count, title: Days }
          - { name: avg, title: Mean }
          - { name: low, title: Min }
          - { name: high, title: Max }
        rows:
          month:
            height: 18
            fields:
              label: string
              count: int
              avg: { type: decimal, places: 2 }
              low: { type: decimal, places: 2 }
              high: { type: decimal, places: 2 }
        report:
          groups:
            - by: month
              footer:
                - { row: month, label: "{month}", count: "count()", avg: "avg(amount)", low: "min(amount)", high: "max(amount)" }
        """

    /// The report: four numbers per row stay in their columns whatever the title's length.
    @Test func numbersStayInTheirColumnsUnderTheirTitles() throws {
        let out = try render(
            Self.monthly, "month,amount\nApril,3.5\nApril,1200\nDecember and the holidays,10\n東京,2\n")
        #expect(
            out == """
                Month                         Days      Mean       Min       Max
                ------------------------  --------  --------  --------  --------
                April                            2    601.75      3.50  1,200.00
                December and the                 1     10.00     10.00     10.00
                holidays
                東京                             1      2.00      2.00      2.00

                """)
    }

    /// A number wider than its column pushes the rest right, two spaces on as between columns:
    /// where a space groups digits (`fr`), one would make two numbers read as one.
    @Test func aNumberWiderThanItsColumnKeepsTheGutter() throws {
        let yaml = Self.monthly.replacingAll("layout: 1", "layout: 1\nlocale: fr")
        let out = try render(yaml, "month,amount\nMai,123456789012345.67\n", width: 40)
        // French groups digits with a narrow no-break space.
        let big = "123\u{202F}456\u{202F}789\u{202F}012\u{202F}345,67"
        #expect(
            out.split(separator: "\n").map(String.init)[2]
                == "Mai                 1  " + [String](repeating: big, count: 3).joined(separator: "  "))
    }

    @Test func aTerminalShowsBoldTitlesAndBandsWithAReadableForeground() throws {
        let yaml = Self.monthly.replacingAll("height: 18", "height: 18\n    band: toggle")
            .replacingAll("columns:", "style: { bands: { odd: \"#1469CB\", even: \"#F7F8FC\" } }\ncolumns:")
        let out = try render(yaml, "month,amount\nApril,1\nMay,2\n", width: 40, shade: true)
        let e = "\u{1B}["
        #expect(
            out.split(separator: "\n").map(String.init) == [
                e + "1mMonth            Days   Mean   Min   Max" + e + "0m",
                "--------------  -----  -----  ----  ----",
                // White on the dark blue band, black on the light one; group footers are bold.
                e + "1;38;5;231;48;5;26mApril               1   1.00  1.00  1.00" + e + "0m",
                e + "1;38;5;16;48;5;231mMay                 1   2.00  2.00  2.00" + e + "0m",
            ])
    }

    @Test func wideCharactersKeepTheFlowAligned() throws {
        // Each line ends at the same display column: wide characters count two, marks none.
        #expect(
            try TextRendererTests().render("what,n\n東京ラーメン,1\nCafe\u{301},2\n😀 party,3\n") == """
                東京ラーメン                 1
                Cafe\u{301}                         2
                😀 party                     3

                """)
    }

    @Test func wordsLongerThanTheirColumnAreCutAtItsWidth() {
        let lines = TextRenderer.wrap("ab 東京タワー xyz", width: 3)
        #expect(lines.map(\.text) == ["ab", "東", "京", "タ", "ワ", "ー", "xyz"])
        #expect(lines.map(\.width) == [2, 2, 2, 2, 2, 2, 3])
        // A character wider than the column goes whole, on a line of its own.
        let narrow = TextRenderer.wrap("a漢b", width: 1)
        #expect(narrow.map(\.text) == ["a", "漢", "b"])
        #expect(narrow.map(\.width) == [1, 2, 1])
    }

    @Test func aVeryLongWordIsCutWhole() {
        // Cut in one pass: cutting the rest off again and again was quadratic (a 16 MB field
        // did not finish in 20 s).
        let word = String(repeating: "abcdefg", count: 30_000)
        let lines = TextRenderer.wrap(word, width: 4)
        #expect(lines.count == 52_500)
        #expect(lines.allSatisfy { $0.width == 4 && $0.text.utf8.count == 4 })
        #expect(lines.map(\.text).joined() == word)
    }

    /// A row of numbers alone is labelled with its fields' names; a row whose text field is null
    /// shows no text, and no names it does not hold either.
    @Test func onlyARowOfNumbersAloneIsLabelled() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { what: { type: string, optional: true }, n: int }
            rows:
              item: { height: 1, fields: { what: string, n: int } }
              total: { height: 1, fields: { total: int } }
            report:
              detail: [ { row: item, what: "{what}", n: n } ]
              footer: [ { row: total, total: "sum(n)" } ]
            """)
        let text = try Fixtures.render(plan, TextRenderer(width: 30), ["-": "what,n\n,3\nfoo,4\n"])
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false) == [
                "                             3", "foo                          4", "Total                        7",
                "",
            ])
    }
}
