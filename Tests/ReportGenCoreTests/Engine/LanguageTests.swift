import Testing

@testable import ReportGenCore

/// Every construct of the layout language, run through the engine.
@Suite struct LanguageTests {
    static let data = """
        date,item,qty,price,note
        2024-01-05,apple,2,1.50,
        2024-01-20,pear,1,2.00,ripe
        2024-02-03,apple,3,1.25,
        2024-04-11,fig,1,4.00,dry

        """

    static let schema = """
        layout: 1
        title: Sales
        parameters:
          rate: { type: decimal, default: "0.5" }
          label: { type: string, default: Net }
        input:
          sorted_by: [date]
          fields:
            date: date
            item: string
            qty: int
            price: { type: decimal, places: 2 }
            note: { type: string, optional: true }
          computed:
            total: "qty * price"
        rows:
          line: { height: 10, band: toggle, fields: { text: string } }
          num: { height: 10, band: keep, fields: { value: { type: decimal, places: 2 } } }
          int: { height: 10, fields: { value: int } }
        """

    func run(_ report: String, data: String = data, parameters: [Value]? = nil) throws -> [String] {
        let plan = try Fixtures.plan(Self.schema + "\n" + report)
        let (out, _) = try Fixtures.ndjson(plan, ["-": data], parameters: parameters)
        return out.split(separator: "\n").map(String.init)
    }

    /// The `text` (or `value`) field of each row.
    func values(_ rows: [String]) -> [String] {
        rows.map { row in
            guard let start = row.range(of: "\"fields\":{") else { return row }
            return String(row[start.upperBound...].dropLast(2)).replacingOccurrences(of: "\"text\":", with: "")
                .replacingOccurrences(of: "\"value\":", with: "")
        }
    }

    /// An int field takes a decimal rounded to a whole number, as an int.
    @Test func anIntFieldTakesADecimalRoundedToAWholeNumber() throws {
        let rows = try run(
            """
            report:
              detail: [ { row: int, value: "round(price)" }, { row: int, value: "round(total * params.rate, 0)" } ]
            """)
        #expect(values(rows) == ["2", "2", "2", "1", "1", "2", "4", "2"])
    }

    @Test func derivedKeysAndHeldHeadersWithAggregates() throws {
        let rows = try run(
            """
            report:
              groups:
                - by: year(date)
                  header: [ { row: line, text: "{year(date)}: {count()} sales, {sum(total):,.2}" } ]
                - by: month(date)
                  header: [ { row: line, text: "{date:MMMM}: {count()} sales" } ]
                  footer: [ { row: num, value: "avg(total)" } ]
              detail: [ { row: line, text: "{item} {qty} x {price}" } ]
            """)
        #expect(
            values(rows) == [
                "\"2024: 4 sales, 12.75\"", "\"January: 2 sales\"", "\"apple 2 x 1.50\"", "\"pear 1 x 2.00\"", "2.50",
                "\"February: 1 sales\"", "\"apple 3 x 1.25\"", "3.75", "\"April: 1 sales\"", "\"fig 1 x 4.00\"", "4.00",
            ])
        // Bands are assigned in output order even though headers were held back.
        #expect(rows[0].contains("\"band\":\"odd\""))
        #expect(rows[1].contains("\"band\":\"even\""))
        #expect(rows[4].contains("\"band\":\"even\""))  // keep takes the state the last detail toggled to
        #expect(rows[0].contains("\"level\":1") && rows[1].contains("\"level\":2") && rows[2].contains("\"level\":3"))
    }

    @Test func sectionsAndWhen() throws {
        let rows = try run(
            """
            report:
              detail:
                - { row: line, text: "{item}" }
                - section: Notes
                  when: "note != null"
                  rows:
                    - { row: line, text: "{note}" }
                    - { row: line, when: "qty > 1", text: "never" }
            """)
        #expect(values(rows) == ["\"apple\"", "\"pear\"", "\"ripe\"", "\"apple\"", "\"fig\"", "\"dry\""])
        #expect(rows[2].contains("\"section\":\"Notes\""))
        #expect(!rows[1].contains("section"))
    }

    @Test func reportHeaderFooterAndAggregates() throws {
        let rows = try run(
            """
            report:
              header:
                - { row: line, text: "{report.title}: {count()} from {first(item)} to {last(item)}, {min(price)}..{max(price)}" }
              footer:
                - { row: num, value: "sum(total)" }
                - { row: num, value: "avg(qty)" }
                - { row: int, value: "count(note)" }
            """)
        #expect(values(rows) == ["\"Sales: 4 from apple to fig, 1.25..4.00\"", "12.75", "1.75", "2"])
    }

    @Test func reportEmptyReplacesGroupsWhenThereAreNoRecords() throws {
        let report = """
            report:
              groups:
                - by: month(date)
                  header: [ { row: line, text: "{date:MMM}" } ]
              empty: [ { row: line, text: "No sales" } ]
              footer: [ { row: num, value: "sum(total)" }, { row: line, text: "[{avg(total)}][{min(item)}]" } ]
            """
        #expect(values(try run(report, data: "date,item,qty,price,note\n")) == ["\"No sales\"", "0.00", "\"[][]\""])
        #expect(values(try run(report)).first == "\"Jan\"")
    }

    @Test func parametersHaveDefaultsAndOverrides() throws {
        let report = """
            report:
              footer: [ { row: line, text: "{params.label}: {sum(total) * params.rate:,.2}" } ]
            """
        #expect(values(try run(report)) == ["\"Net: 6.38\""])  // 12.75 * 0.5 = 6.375 → 6.38
        let overridden = try run(report, parameters: [.decimal(FixedDecimal(parsing: "2")!), .string("Gross")])
        #expect(values(overridden) == ["\"Gross: 25.50\""])
    }

    @Test func functionsAndOperators() throws {
        let rows = try run(
            """
            report:
              detail:
                - row: line
                  text: >-
                    {upper(item)}|{lower('ÀB')}|{abs(-qty)}|{round(price * 1.005, 2)}|{round(2.5)}|{quarter(date)}|{weekday(date)}|{day(date)}
                    |{coalesce(note, '-')}|{if(qty >= 2 and not (item == 'fig') or false, 'many', 'few')}|{item + ' #' + format(qty, '.0')}
                    |{format(date, 'EEE d MMM yy')}|{format(price, ',.1')}|{price / 0}|{qty / 3}|{{literal}}
            """)
        #expect(
            values(rows)[0]
                == "\"APPLE|àb|2|1.51|3|1|5|5 |-|many|apple #2 |Fri 5 Jan 24|1.5||0.6666666666666|{literal}\"")
    }

    @Test func averageRoundsHalfAwayFromZeroToPlaces() throws {
        let rows = try run(
            """
            report:
              footer: [ { row: num, value: "avg(qty)" } ]
            """, data: "date,item,qty,price,note\n2024-01-01,a,1,1,\n2024-01-02,b,2,1,\n2024-01-03,c,2,1,\n")
        #expect(values(rows) == ["1.67"])
    }

    @Test func groupKeysOutOfOrderAreRecordErrors() throws {
        let plan = try Fixtures.plan(
            Self.schema.replacingOccurrences(of: "sorted_by: [date]", with: "sorted_by: []") + """

                report:
                  groups:
                    - by: item
                  detail: []
                """)
        let unsorted = "date,item,qty,price,note\n2024-01-01,apple,1,1,\n2024-01-02,fig,1,1,\n2024-01-03,apple,1,1,\n"
        do {
            _ = try Fixtures.ndjson(plan, ["-": unsorted])
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)"
                    == "input.csv:4: out of order: group key item = 'apple' comes back after its group ended on line 2; "
                    + "the records of a group must be together"
            )
        }
        let (_, summary) = try Fixtures.ndjson(plan, ["-": unsorted], policy: .skip)
        #expect(summary.recordsRead == 3)
        #expect(summary.recordsRejected == 1)
        #expect(summary.recordsAccepted == 2)
    }

    @Test func optionalFieldsAndMissingColumns() throws {
        let plan = try Fixtures.plan(Self.schema + "\nreport:\n  detail: [ { row: line, text: \"{item}:{note}\" } ]")
        let (out, _) = try Fixtures.ndjson(plan, ["-": "date,item,qty,price\n2024-01-01,a,1,1\n"])
        #expect(values(out.split(separator: "\n").map(String.init)) == ["\"a:\""])
        do {
            _ = try Fixtures.ndjson(plan, ["-": "date,item,price\n2024-01-01,a,1\n"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "input.csv:1: the header lacks column 'qty' (it has: date, item, price)")
        }
    }

    @Test func jsonAndNDJSONInput() throws {
        let plan = try Fixtures.plan(
            Self.schema + "\nreport:\n  detail: [ { row: line, text: \"{item} {qty} {price} {note}\" } ]")
        let json = """
            [
              {"date": "2024-01-05", "item": "apple", "qty": 2, "price": 1.5, "extra": {"x": [1, {"y": 2}]}},
              {"date": "2024-01-20", "item": "p\\u00e9ar \\"q\\"", "qty": "1", "price": "2.00", "note": null}
            ]
            """
        let (out, _) = try Fixtures.ndjson(plan, ["-": json], format: .json)
        #expect(
            values(out.split(separator: "\n").map(String.init)) == ["\"apple 2 1.50 \"", "\"péar \\\"q\\\" 1 2.00 \""])
        let ndjson =
            "{\"date\":\"2024-01-05\",\"item\":\"a\",\"qty\":1,\"price\":1}\n\n{\"date\":\"2024-01-06\",\"item\":\"b\",\"qty\":2,\"price\":2.5}\n"
        let (out2, summary) = try Fixtures.ndjson(plan, ["-": ndjson], format: .ndjson)
        #expect(out2.split(separator: "\n").count == 2)
        #expect(summary.recordsRead == 2)
        do {
            _ = try Fixtures.ndjson(
                plan, ["-": "{\"date\":\"2024-01-05\",\"item\":\"a\",\"price\":1}\n"], format: .ndjson)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "input.csv:1: field 'qty': missing key 'qty'")
        }
    }

    /// An empty array ends the stream only when nothing follows it: a second page appended after
    /// an empty first one (`[]` then `[…]`) is an error, not an empty report.
    @Test func textAfterAnEmptyJSONArrayIsAnError() throws {
        let plan = try Fixtures.plan(Self.schema + "\nreport:\n  detail: [ { row: line, text: \"{item}\" } ]")
        let (out, summary) = try Fixtures.ndjson(plan, ["-": " [ ] \n"], format: .json)
        #expect(out.isEmpty)
        #expect(summary.recordsRead == 0)
        for text in ["[]\n[{\"date\": \"2024-01-05\", \"item\": \"a\", \"qty\": 1, \"price\": 1}]\n", "[]x", "[]}"] {
            do {
                _ = try Fixtures.ndjson(plan, ["-": text], format: .json)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect("\(error)".hasSuffix(": unexpected text after the closing ']'"), "\(error)")
            }
        }
    }

    /// A value nested deeper than 64 levels is one bad record, in a JSON array as in NDJSON: the
    /// record is skipped whole, kept byte for byte, and reading goes on after it.
    @Test func aValueNestedTooDeepIsOneBadRecord() throws {
        let plan = try Fixtures.plan(Self.schema + "\nreport:\n  detail: [ { row: line, text: \"{item}\" } ]")
        let record = { (item: String, extra: String) in
            "{\"date\": \"2024-01-05\", \"item\": \"\(item)\", \"qty\": 1, \"price\": 1\(extra)}"
        }
        let deep = ", \"x\": " + String(repeating: "[", count: 70) + "\"]\"" + String(repeating: "]", count: 70)
        let array = "[\n" + record("a", "") + ",\n" + record("b", deep) + ",\n" + record("c", "") + "\n]\n"
        for (format, line, text) in [
            (InputFormat.json, 3, array),
            (.ndjson, 2, record("a", "") + "\n" + record("b", deep) + "\n" + record("c", "") + "\n"),
        ] {
            var rejected: [RecordError] = []
            let (out, summary) = try Fixtures.ndjson(plan, ["-": text], policy: .skip, format: format) {
                rejected.append($0)
            }
            #expect(values(out.split(separator: "\n").map(String.init)) == ["\"a\"", "\"c\""], "\(format)")
            #expect(summary.recordsRead == 3 && summary.recordsRejected == 1)
            #expect(rejected.map(\.description) == ["input.csv:\(line): values nested deeper than 64 levels"])
            #expect(rejected.map { String(decoding: $0.raw ?? [], as: UTF8.self) } == [record("b", deep)])
        }
    }

    /// A value nested too deep and never closed ends with its NDJSON line, as any object does: the
    /// lines after it are read; in an array, the lines it spans are counted.
    @Test func aValueNestedTooDeepKeepsLinesApart() throws {
        let plan = try Fixtures.plan(Self.schema + "\nreport:\n  detail: [ { row: line, text: \"{item}\" } ]")
        let record = { (item: String, extra: String) in
            "{\"date\": \"2024-01-05\", \"item\": \"\(item)\", \"qty\": 1, \"price\": 1\(extra)}"
        }
        let open = "{\"date\": \"2024-01-05\", \"item\": \"b\", \"x\": " + String(repeating: "[", count: 70)
        var rejected: [RecordError] = []
        let (out, summary) = try Fixtures.ndjson(
            plan, ["-": record("a", "") + "\n" + open + "\n" + record("c", "") + "\n"], policy: .skip,
            format: .ndjson
        ) { rejected.append($0) }
        #expect(values(out.split(separator: "\n").map(String.init)) == ["\"a\"", "\"c\""])
        #expect(summary.recordsRead == 3 && summary.recordsRejected == 1)
        #expect(rejected.map { String(decoding: $0.raw ?? [], as: UTF8.self) } == [open])
        // In an array, a deep value over 66 lines, then a bad record: named at its own line.
        let deep = ", \"x\": " + String(repeating: "[\n", count: 66) + String(repeating: "]", count: 66)
        let bad = record("b", "").replacingOccurrences(of: "1}", with: "\"x\"}")
        let array = "[\n" + record("a", deep) + ",\n" + bad + "\n]\n"
        rejected = []
        _ = try Fixtures.ndjson(plan, ["-": array], policy: .skip, format: .json) { rejected.append($0) }
        #expect(rejected.map(\.line) == [2, 69])
    }

    @Test func datetimesWithPatterns() throws {
        let yaml = """
            layout: 1
            input:
              fields:
                at: { type: datetime, format: "dd/MM/yyyy HH:mm" }
                iso: datetime
            rows:
              r: { height: 1, fields: { text: string, stamp: datetime } }
            report:
              detail: [ { row: r, text: "{at:EEE HH:mm} {year(iso)}", stamp: iso } ]
            """
        let plan = try Fixtures.plan(yaml)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "at,iso\n01/04/2016 09:30,2016-04-01T23:30:00-02:00\n"])
        #expect(
            out
                == "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"text\":\"Fri 09:30 2016\",\"stamp\":\"2016-04-02T01:30:00Z\"}}\n"
        )
    }
}

@Suite struct ReportHeaderTests {
    static let layout = """
        layout: 1
        input:
          fields: { day: date, n: int }
        rows:
          r: { height: 1, band: toggle, fields: { t: string } }
        report:
          header: [ { row: r, t: "from {day}" } ]
          groups:
            - by: day
              header: [ { row: r, t: "{day}" } ]
          footer: [ { row: r, t: "to {day}" } ]
          empty: [ { row: r, t: "nothing" } ]
        """

    @Test func reportHeaderFieldsReferToTheFirstRecord() throws {
        let plan = try Fixtures.plan(Self.layout)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "day,n\n2024-01-01,1\n2024-01-02,2\n"])
        let texts = out.split(separator: "\n").map { $0.components(separatedBy: "\"t\":")[1].dropLast(2) }
        #expect(texts == ["\"from 2024-01-01\"", "\"2024-01-01\"", "\"2024-01-02\"", "\"to 2024-01-02\""])
        #expect(out.split(separator: "\n")[0].contains("\"band\":\"odd\""))
        #expect(out.split(separator: "\n")[1].contains("\"band\":\"even\""))
        let (empty, _) = try Fixtures.ndjson(plan, ["-": "day,n\n"])
        #expect(
            empty.split(separator: "\n").map { $0.components(separatedBy: "\"t\":")[1].dropLast(2) } == [
                "\"from \"", "\"nothing\"", "\"to \"",
            ])
    }
}

@Suite struct ColumnMappingTests {
    @Test func columnReadsADifferentlyNamedColumn() throws {
        let yaml = """
            layout: 1
            input:
              fields:
                memo: { type: string, column: "Memo Text" }
                total: { type: decimal, column: Amount (CAD), places: 2 }
            rows:
              r: { height: 1, fields: { t: string, v: { type: decimal, places: 2 } } }
            report:
              detail: [ { row: r, t: "{memo}", v: total } ]
            """
        let plan = try Fixtures.plan(yaml)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "Id,\"Memo Text\",Amount (CAD)\n1,hello,2.5\n"])
        #expect(
            out
                == "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"t\":\"hello\",\"v\":2.50}}\n"
        )
        do {
            _ = try Fixtures.ndjson(plan, ["-": "memo,total\nx,1\n"])
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)" == "input.csv:1: the header lacks columns 'Memo Text', 'Amount (CAD)' (it has: memo, total)")
        }
    }
}
