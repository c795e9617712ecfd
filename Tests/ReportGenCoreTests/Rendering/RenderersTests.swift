import Foundation
import Testing

@testable import ReportGenCore

/// Each renderer over the same small report.
@Suite struct RenderersTests {
    static let layout = """
        layout: 1
        title: Tiny <report>
        input:
          fields: { day: date, what: string, amount: { type: decimal, places: 2 } }
        rows:
          head: { height: 40, band: toggle, fields: { title: string } }
          item: { height: 20, band: keep, fields: { what: string, amount: { type: decimal, places: 2 } } }
          total: { height: 30, fields: { total: { type: decimal, places: 2 } } }
        report:
          groups:
            - by: day
              header: [ { row: head, title: "{day:MMM d}" } ]
          detail:
            - section: Items
              rows: [ { row: item, what: "{what}", amount: amount } ]
          footer: [ { row: total, total: "sum(amount)" } ]
        """
    static let data = "day,what,amount\n2024-03-01,\"Tea, green\",1234.5\n2024-03-01,Cake,2\n"

    func render<R: RowRenderer>(_ renderer: R) throws -> String {
        try Fixtures.render(try Fixtures.plan(Self.layout), renderer, ["-": Self.data])
    }

    @Test func text() throws {
        #expect(
            try render(TextRenderer(width: 40))
                == "Mar 1\n  Tea, green                    1,234.50\n  Cake                              2.00\nTotal                           1,236.50\n"
        )
        // On a terminal a band sets its background and a foreground that reads on it, whether the
        // terminal is light or dark (a dark background alone left dark text unreadable).
        let shaded = try render(TextRenderer(width: 40, shadeBands: true))
        #expect(shaded.hasPrefix("\u{1B}[1;38;5;16;48;5;255mMar 1" + String(repeating: " ", count: 35) + "\u{1B}[0m\n"))
    }

    @Test func csv() throws {
        #expect(
            try render(CSVRenderer())
                == "kind,level,band,height,title,what,amount,total\r\nhead,1,odd,40,Mar 1,,,\r\n"
                + "item,2,odd,20,,\"Tea, green\",1234.50,\r\nitem,2,odd,20,,Cake,2.00,\r\ntotal,0,,30,,,,1236.50\r\n"
        )
    }

    /// A text a spreadsheet would run as a formula comes after a `'`; numbers, negative ones
    /// too, stay numbers. Random texts starting with each such character, against the rule.
    @Test func csvTextsThatLookLikeFormulasAreNeutralized() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { t: string, n: { type: decimal, places: 2 } }
            rows:
              r: { height: 1, fields: { t: string, n: { type: decimal, places: 2 } } }
            report:
              detail: [ { row: r, t: "{t}", n: n } ]
            """)
        let csv = "t,n\n\"=HYPERLINK(\"\"http://x\"\")\",-400.00\n@SUM(A1),1\n-2+3,2\nplain,3\n"
        #expect(
            try Fixtures.render(plan, CSVRenderer(), ["-": csv])
                == "kind,level,band,height,t,n\r\nr,1,,1,\"'=HYPERLINK(\"\"http://x\"\")\",-400.00\r\n"
                + "r,1,,1,'@SUM(A1),1.00\r\nr,1,,1,'-2+3,2.00\r\nr,1,,1,plain,3.00\r\n")
        var generator = SeededGenerator(seed: 35)
        let starts: [Character] = ["=", "+", "-", "@", "\t", "\r", "a", "1", " ", "'"]
        for _ in 0..<2_000 {
            let first = starts.randomElement(using: &generator)!
            let rest = String(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    "=+-@\t\r\"',ab1 ".randomElement(using: &generator)!
                })
            let text = String(first) + rest
            let shown = CSVRenderer.neutralized(text)
            #expect(shown == ("=+-@\t\r".contains(first) ? "'" + text : text), "\(text.debugDescription)")
        }
    }

    /// The CSV writer appends each cell's bytes where it goes; the same rows written through the
    /// text functions it documents (``CSVRenderer/machineText(_:places:dialect:)`` then
    /// ``CSVRenderer/field(_:delimiter:)``, joined) give the same file, in both dialects, for
    /// random texts of delimiters, quotes, line breaks, formula starters and wide characters.
    @Test func csvCellsAreTheTextTheyDocument() throws {
        var generator = SeededGenerator(seed: 42)
        for dialect in ["", "\noutput: { csv: { delimiter: ';', decimal_separator: ',' } }"] {
            let plan = try Fixtures.plan(
                """
                layout: 1.2
                input:
                  fields:
                    t: { type: string, optional: true }
                    n: { type: decimal, places: 2, optional: true }
                    d: { type: date, optional: true }
                    i: { type: int, optional: true }
                rows:
                  r: { height: 1.5, fields: { t: string, n: { type: decimal, places: 2 }, d: date, i: int } }
                report:
                  detail: [ { row: r, t: "{t}", n: n, d: d, i: i } ]
                """ + dialect)
            let settings = plan.renderSchema.output.csv
            let delimiter = String(Unicode.Scalar(settings.delimiter))
            var input = ["t,n,d,i"]
            var expected = ["kind,level,band,height,t,n,d,i".replacingOccurrences(of: ",", with: delimiter)]
            for _ in 0..<500 {
                let text = String(
                    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                        Array("=+-@\t\",;\nab1 é€'").randomElement(using: &generator)!
                    })
                let cents = Int.random(in: -99_999...99_999, using: &generator)
                let number = FixedDecimal(parsing: String(format: "%.2f", Double(cents) / 100))!
                let day = CivilDate(daysSinceEpoch: Int.random(in: 0...20_000, using: &generator))
                let int = Int64.random(in: -1_000...1_000, using: &generator)
                let nulls = Int.random(in: 0...3, using: &generator)
                input.append(
                    [
                        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"",
                        nulls == 1 ? "" : number.description, nulls == 2 ? "" : day.description,
                        nulls == 3 ? "" : String(int),
                    ].joined(separator: ","))
                let values: [Value] = [
                    text.isEmpty ? .string("") : .string(text), nulls == 1 ? .null : .decimal(number),
                    nulls == 2 ? .null : .date(day), nulls == 3 ? .null : .int(int),
                ]
                let cells = values.map {
                    CSVRenderer.field(
                        CSVRenderer.machineText($0, places: 2, dialect: settings), delimiter: Unicode.Scalar(delimiter)!
                    )
                }
                let height = CSVRenderer.field(
                    settings.decimalSeparator == UInt8(ascii: ".") ? "1.5" : "1,5",
                    delimiter: Unicode.Scalar(delimiter)!)
                expected.append((["r", "1", "", height] + cells).joined(separator: delimiter))
            }
            let written = try Fixtures.render(plan, CSVRenderer(), ["-": input.joined(separator: "\n") + "\n"])
            #expect(written == expected.joined(separator: "\r\n") + "\r\n")
        }
    }

    /// Markdown that Python-Markdown (with tables) and markdown-it-py (CommonMark with GFM tables
    /// and strikethrough) both read back as the cells' text, every character Markdown reads in it.
    @Test(.needs(.markdownReaders)) func markdownReadsBackTheSameInBothReaders() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { t: string }
            columns: [ { name: t, title: "Text & <more>" } ]
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{t}" } ]
            """)
        let texts = [
            "Tea & Co <b>bold</b>", "a | b", "*x* _y_ `z`", "[link](http://x)", "~~gone~~ ~x", "# not a heading",
            #"back\slash"#, "AT&T 1 < 2 > 0", "&amp; stays",
        ]
        let csv =
            "t\n" + texts.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: "\n")
            + "\n"
        let markdown = try Fixtures.render(plan, MarkdownRenderer(), ["-": csv])
        let script = #"""
            import sys, re, html, markdown
            from markdown_it import MarkdownIt
            md = sys.stdin.read()
            for h in (markdown.markdown(md, extensions=["tables"]),
                      MarkdownIt("commonmark").enable("table").enable("strikethrough").render(md)):
                cells = re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", h, re.S)
                print("\t".join(html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in cells))
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        process.waitUntilExit()
        let expected = (["Text & <more>"] + texts).joined(separator: "\t")
        #expect(lines == [expected, expected], "\(markdown)")
    }

    /// Every sample's Markdown, as both readers turn it into HTML: the same tables, row by row and
    /// cell by cell, once character references are decoded (Python-Markdown passes `&emsp;` on,
    /// markdown-it-py decodes it), and no markup in a cell but the bold of bold rows (no text read
    /// as emphasis, code or a link).
    @Test(.needs(.markdownReaders)) func everySamplesMarkdownIsTheSameHTMLInBothReaders() throws {
        let directory = Fixtures.root.appendingPathComponent(Golden.directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }
            .sorted()
        #expect(names.count >= 5)
        let script = #"""
            import sys, re, html, json, markdown
            from markdown_it import MarkdownIt
            md = open(sys.argv[1], encoding="utf-8").read()
            def tables(h):
                out = []
                for table in re.findall(r"<table>(.*?)</table>", h, re.S):
                    rows = []
                    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
                        rows.append([c.strip(" \t\n") for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)])
                    out.append(rows)
                return out
            a = tables(markdown.markdown(md, extensions=["tables"]))
            b = tables(MarkdownIt("commonmark").enable("table").enable("strikethrough").render(md))
            markup = sorted({c for t in a + b for r in t for c in r if re.search(r"<(?!/?strong>)[a-z/]", c)})
            text = lambda ts: [[[html.unescape(c) for c in r] for r in t] for t in ts]
            print(json.dumps({"tables": len(a), "rows": sum(len(t) for t in a), "same": text(a) == text(b),
                              "markup": markup[:5]}))
            """#
        for name in names {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, directory.appendingPathComponent(name).path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(name)")
            #expect((result["tables"] as? Int ?? 0) > 0, "\(name): no table read")
            #expect((result["rows"] as? Int ?? 0) > 1, "\(name): no rows read")
            #expect(result["same"] as? Bool == true, "\(name): the readers read different tables")
            #expect(
                (result["markup"] as? [String])?.isEmpty == true, "\(name): markup in cells: \(result["markup"] ?? "")")
        }
    }

    @Test func csvHeaderNamesAreUnique() {
        // A field named like a column the renderer adds would repeat it: readers by name lost one.
        #expect(
            CSVRenderer.headerNames(["title", "kind", "level", "kind.1", "height"])
                == ["kind", "level", "band", "height", "title", "kind.1", "level.1", "kind.1.1", "height.1"])
    }

    @Test func json() throws {
        let out = try render(JSONRenderer())
        #expect(out.hasPrefix("{\"title\":\"Tiny <report>\",\"rows\":[\n{\"kind\":\"head\""))
        #expect(out.contains("\"section\":\"Items\""))
        #expect(out.hasSuffix("{\"total\":1236.50}}\n]}\n"))
    }

    /// A row longer than the output buffer's free room (rows are written in place, and written
    /// again when they do not fit) comes out whole: the same as a short one but for the text.
    @Test func jsonRowsLongerThanTheBufferComeOutWhole() throws {
        try expectLongRowWhole(NDJSONRenderer())
        try expectLongRowWhole(JSONRenderer())
    }

    func expectLongRowWhole<R: RowRenderer>(_ renderer: R) throws {
        let long = String(repeating: "a\"b", count: 40_000)
        let quoted = "\"" + long.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let plan = try Fixtures.plan(Self.layout)
        let short = try Fixtures.render(plan, renderer, ["-": Self.data])
        let out = try Fixtures.render(plan, renderer, ["-": Self.data.replacingOccurrences(of: "Cake", with: quoted)])
        let escaped = String(repeating: "a\\\"b", count: 40_000)
        #expect(out == short.replacingOccurrences(of: "\"Cake\"", with: "\"\(escaped)\""))
        #expect(out.utf8.count == short.utf8.count - 4 + 4 * 40_000)
    }

    @Test func markdown() throws {
        #expect(
            try render(MarkdownRenderer())
                == """
                # Tiny &lt;report&gt;

                | **Mar 1** |  |
                |:--|--:|
                | &emsp;Tea, green | 1,234.50 |
                | &emsp;Cake | 2.00 |
                | **Total** | **1,236.50** |

                """)
    }

    /// A declared column without a title heads its Markdown column by its name.
    @Test func markdownHeadsAnUntitledColumnByItsName() throws {
        let layout = """
            layout: 1
            input:
              fields: { team: string, pts: int }
            columns:
              - { name: team, width: 3 }
              - { name: pts, width: 1, title: Points }
            rows:
              r: { height: 1, fields: { team: string, pts: int } }
            report:
              detail: [ { row: r, team: "{team}", pts: pts } ]
            """
        #expect(
            try Fixtures.render(layout, csv: "team,pts\nOwls,3\n", renderer: MarkdownRenderer())
                == """
                | team | Points |
                |:--|--:|
                | Owls | 3 |

                """)
    }

    @Test func markupTextIsLiteralAndShowsControlCharacters() {
        // `&amp;` in data is text, not an entity; a line break cannot end a table row.
        #expect(MarkdownRenderer.escape("&amp; <b>|x|\r\n\u{1B}") == "&amp;amp; &lt;b&gt;\\|x\\|  \\\\x1B")
        // NUL is a parse error in HTML and most controls are illegal in XML: shown escaped.
        #expect(HTMLRenderer.escape("a\u{0}b\u{1B}c\td\u{9B}<") == "a\\0b\\x1Bc\td\\u{9B}&lt;")
        // Bidi overrides and line separators would reorder or break a cell unseen: shown escaped.
        #expect(HTMLRenderer.escape("a\u{202E}b\u{2066}c\u{2028}d") == "a\\u{202E}b\\u{2066}c\\u{2028}d")
        #expect(HTMLRenderer.escape("שלום") == "שלום")
    }

    /// Markdown's escaping agrees with the rule it documents, character by character, on random
    /// texts of plain letters, every character it rewrites, ASCII, C1 and layout controls,
    /// accents, CJK and combining marks: whether a text is found plain (most cells are, and are
    /// passed through) or rewritten, the result is the same.
    @Test func markdownEscapingIsTheDocumentedRuleOnRandomTexts() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", ".", "-", "&", "<", ">", "~", "\\", "`", "*", "_", "[", "]", "#", "|", "\n", "\r",
            "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{202E}", "é", "中", "\u{301}",
        ]
        func expected(_ text: String) -> String {
            var flat = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { flat.append(scalar == "\n" || scalar == "\r" ? " " : scalar) }
            var out = ""
            for scalar in ControlCharacters.escaped(String(flat)).unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "~": out += "&#126;"
                case "\\", "`", "*", "_", "[", "]", "#", "|": out += "\\" + String(scalar)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3_000 {
            // Half the texts from letters alone, which take the plain path.
            let letters = round % 2 == 0 ? alphabet.prefix(6) : alphabet[...]
            let text = String(
                String.UnicodeScalarView(
                    (0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)!
                    }))
            #expect(MarkdownRenderer.escape(text) == expected(text), "\(text.debugDescription)")
        }
    }

    /// Characters that CR LF or a combining mark join into one `Character` are still found:
    /// a CR LF in a CSV value is quoted, a quote with a combining mark doubled, a `|` with one
    /// escaped in Markdown; `~~` cannot strike text through.
    @Test func escapesFindScalarsInsideCombinedCharacters() {
        #expect(CSVRenderer.field("line1\r\nline2") == "\"line1\r\nline2\"")
        #expect(CSVRenderer.field("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(CSVRenderer.field("plain") == "plain")
        #expect(MarkdownRenderer.escape("|\u{301} ~~s~~") == "\\|\u{301} &#126;&#126;s&#126;&#126;")
        #expect("a\r\nb\r\n".replacingAll("\r", "%0D") == "a%0D\nb%0D\n")
    }

    /// Each kind's style rule selects its own rows: kinds whose names give one class name get
    /// distinct ones, the kind already so named keeping it.
    @Test func htmlKindsKeepDistinctClasses() throws {
        #expect(HTMLRenderer.distinctClassNames(["a b", "a-b", "c"]) == ["a-b-2", "a-b", "c"])
        #expect(HTMLRenderer.distinctClassNames(["a b", "a.b", "a-b-2"]) == ["a-b", "a-b-3", "a-b-2"])
        #expect(HTMLRenderer.distinctClassNames(["detail", "footer"]) == ["detail", "footer"])
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { t: string }
            rows:
              "a b": { height: 1, fields: { t: string }, style: { color: "#C00000" } }
              "a-b": { height: 1, fields: { t: string }, style: { color: "#0000C0" } }
            report:
              detail: [ { row: "a b", t: "{t}" }, { row: "a-b", t: "{t}" } ]
            """)
        let out = try Fixtures.render(plan, HTMLRenderer(), ["-": "t\nx\n"])
        #expect(out.contains("tr.kind-a-b-2 { height: 1px; color: #C00000; }"))
        #expect(out.contains("tr.kind-a-b { height: 1px; color: #0000C0; }"))
        #expect(out.contains("<tr class=\"row kind-a-b-2 level-1 role-detail\">"))
    }

    @Test func html() throws {
        let out = try render(HTMLRenderer())
        #expect(out.hasPrefix("<!DOCTYPE html>"))
        #expect(out.contains("<title>Tiny &lt;report&gt;</title>"))
        #expect(
            out.contains(
                "<tr class=\"row kind-item level-2 role-detail band-odd section-Items\"><td class=\"left\" style=\"padding-left: 2.0rem\">Tea, green</td><td class=\"right number whole\">1,234.50</td></tr>\n"
            ))
        #expect(
            out.contains(
                "<tr class=\"row kind-head level-1 role-header band-odd strong\"><th scope=\"rowgroup\" colspan=\"2\" class=\"left\" style=\"padding-left: 0.5rem\"><span role=\"heading\" aria-level=\"2\">Mar 1</span></th></tr>\n"
            ))
        // A row's height is a minimum (table rows grow with their text), never a fixed box.
        #expect(out.contains("tr.kind-item { height: 20px; }\n"))
        // Each outermost group is a <tbody> of its own, and the page has no script unless collapsible.
        #expect(out.contains("<tbody class=\"group\">\n<tr class=\"row kind-head level-1"))
        #expect(out.hasSuffix("</tbody>\n</table>\n</div>\n</body>\n</html>\n"))
        #expect(!out.contains("<script"))
    }

    @Test func mustache() throws {
        let plan = try Fixtures.plan(Self.layout)
        let templates = [
            "head": "== {{title}} ({{band}}) ==\n",
            "item": "{{#section}}[{{section}}] {{/section}}{{what}}: {{amount}}\n",
            "total": "Total {{total}} at level {{level}}, {{height}}pt\n",
        ]
        #expect(
            try render(try MustacheRenderer(templates: templates, schema: plan.renderSchema))
                == "== Mar 1 (odd) ==\n[Items] Tea, green: 1,234.50\n[Items] Cake: 2.00\nTotal 1,236.50 at level 0, 30pt\n"
        )
        do {
            _ = try MustacheRenderer(templates: ["head": "x"], schema: plan.renderSchema, directory: "tpl")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "no template for row kinds 'item' (tpl/item.mustache), 'total' (tpl/total.mustache)")
        }
    }

    @Test func swiftCodegenIsStable() throws {
        let plan = try Fixtures.plan(try Fixtures.text("Layouts/transactions.yaml"), file: "Layouts/transactions.yaml")
        try Golden.check(
            SwiftRowEnumGenerator(typeName: "TransactionListRow").generate(plan.renderSchema),
            matches: "TransactionListRow.swift.txt")
        #expect(SwiftRowEnumGenerator.identifier("default") == "`default`")
        #expect(SwiftRowEnumGenerator.identifier("grand_total") == "grandTotal")
        #expect(SwiftRowEnumGenerator.identifier("2nd line", upper: true) == "_2ndLine")
    }
}
