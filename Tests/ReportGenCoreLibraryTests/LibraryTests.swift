import Foundation
import ReportGenCore
import Testing

/// The library as an app uses it: load a layout, give it records, get rows by name.
@Suite struct LibraryTests {
    static let layout = """
        layout: 1
        title: Spending
        parameters:
          limit: { type: decimal, default: "100" }
        input:
          fields:
            day: date
            what: string
            amount: { type: decimal, places: 2 }
        rows:
          day: { height: 30, band: toggle, fields: { title: string, total: { type: decimal, places: 2 } } }
          item: { height: 18, band: keep, fields: { what: string, amount: { type: decimal, places: 2 }, big: bool } }
          total: { height: 40, fields: { total: { type: decimal, places: 2 } } }
        report:
          groups:
            - by: day
              header: [ { row: day, title: "{day:MMM d}", total: "sum(amount)" } ]
          detail: [ { row: item, what: "{what}", amount: amount, big: "amount > params.limit" } ]
          footer: [ { row: total, total: "sum(amount)" } ]
        """
    static let csv = "day,what,amount\n2024-03-01,Tea,2.50\n2024-03-01,Bike,150\n2024-03-02,Cake,4\n"

    static func summary(_ rows: [ReportRow]) -> [String] {
        rows.map { row in
            "\(row.kind) " + row.fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        }
    }

    static let expected = [
        "day title=Mar 1 total=152.50", "item what=Tea amount=2.50 big=false", "item what=Bike amount=150.00 big=true",
        "day title=Mar 2 total=4.00", "item what=Cake amount=4.00 big=false", "total total=156.50",
    ]

    @Test func loadsFromAStringDataOrAURL() throws {
        let fromString = try Report(yaml: Self.layout)
        let fromData = try Report(data: Data(Self.layout.utf8))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString).yaml")
        try Self.layout.write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromURL = try Report(contentsOf: url)
        for report in [fromString, fromData, fromURL] {
            #expect(report.schema.title == "Spending")
            #expect(report.schema.kinds.map(\.name) == ["day", "item", "total"])
            #expect(report.schema.kind(named: "item")?.fields.map(\.name) == ["what", "amount", "big"])
            #expect(report.schema.kind(named: "item")?.fields.map(\.type) == [.string, .decimal, .bool])
            #expect(report.parameters.map(\.name) == ["limit"])
            #expect(report.sourceNames.isEmpty)
        }
    }

    /// A layout's text from an app's bundle reads its sources' relative paths from the directory
    /// given; a layout URL that is not a file's is refused with a finding.
    @Test func relativePathsOfALayoutGivenAsText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "n\n4\n".write(to: directory.appendingPathComponent("data.csv"), atomically: false, encoding: .utf8)
        let yaml = """
            layout: 1
            input: { fields: { n: int } }
            sources: [ { name: s, path: data.csv } ]
            rows: { r: { height: 1, fields: { n: int } } }
            report: { detail: [ { row: r, n: n } ] }
            """
        let report = try Report(data: Data(yaml.utf8), relativeTo: directory)
        #expect(try report.rows().map { $0.int("n") } == [4])
        // The layout file's own URL names its directory too.
        let sibling = directory.appendingPathComponent("layout.yaml")
        try yaml.write(to: sibling, atomically: false, encoding: .utf8)
        #expect(try Report(yaml: yaml, relativeTo: sibling).rows().map { $0.int("n") } == [4])
        let remote = try #require(URL(string: "https://example.com/layout.yaml"))
        do throws(ReportError) {
            _ = try Report(contentsOf: remote)
            Issue.record("an https URL loaded")
        } catch .invalidLayout(let findings) {
            #expect(findings.map(\.rule) == [.unreadableFile])
        } catch {
            Issue.record("expected an invalid layout, got \(error)")
        }
    }

    @Test func layoutErrorsAreValuesWithPositions() {
        let broken = Self.layout.replacingOccurrences(of: "title: Spending", with: "titel: Spending")
        #expect {
            _ = try Report(yaml: broken, file: "spending.yaml")
        } throws: { error in
            guard case ReportError.invalidLayout(let diagnostics) = error else { return false }
            return diagnostics.map(\.description) == [
                "spending.yaml:2:1: error: unknown key 'titel' in the layout; did you mean 'title'? [unknown-key]"
            ]
        }
        // Data that is not UTF-8: at its first byte that is not, as for a file.
        #expect(
            throws: ReportError.invalidLayout([
                Diagnostic(
                    .error, rule: .invalidEncoding, "the layout is not valid UTF-8 (byte 0xE9); save it as UTF-8",
                    file: "x.yaml", at: SourcePosition(line: 1, column: 2))
            ])
        ) { try Report(data: Data([0x6C, 0xE9, 0x0A]), file: "x.yaml") }
        // An alert shows the message itself, and errors compare as values.
        let error = ReportError.invalidParameter("parameter 'limit': 'lots' is not a decimal")
        #expect(error.localizedDescription == "parameter 'limit': 'lots' is not a decimal")
        #expect(error == .invalidParameter("parameter 'limit': 'lots' is not a decimal"))
        #expect(error != .cancelled)
    }

    @Test func runsOverBytesAFileRecordsAndEncodableValues() throws {
        let report = try Report(yaml: Self.layout)
        #expect(Self.summary(try report.rows(input: .bytes(Array(Self.csv.utf8), format: .csv))) == Self.expected)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString).csv")
        try Self.csv.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(Self.summary(try report.rows(input: .file(file))) == Self.expected)

        let records: [[String: Value]] = [
            ["day": "2024-03-01", "what": "Tea", "amount": "2.50"],
            ["day": .date(CivilDate(year: 2024, month: 3, day: 1)!), "what": "Bike", "amount": .int(150)],
            ["day": "2024-03-02", "what": "Cake", "amount": .decimal(FixedDecimal(parsing: "4")!)],
        ]
        #expect(Self.summary(try report.rows(input: .records(records))) == Self.expected)

        struct Spend: Encodable {
            let day: String
            let what: String
            let amount: Decimal
        }
        let values = [
            Spend(day: "2024-03-01", what: "Tea", amount: Decimal(string: "2.5")!),
            Spend(day: "2024-03-01", what: "Bike", amount: 150),
            Spend(day: "2024-03-02", what: "Cake", amount: 4),
        ]
        #expect(Self.summary(try report.rows(input: try .encoding(values))) == Self.expected)
        let first = try #require(try report.rows(input: .records(records)).first)
        #expect(first.height == FixedDecimal(30) && first.heightInPoints == 30.0)
        // A record's error names its place in the array.
        let bad = values + [Spend(day: "2024-03-0x", what: "Pie", amount: 1)]
        #expect {
            _ = try report.rows(input: try .encoding(bad))
        } throws: { error in
            "\(error)".hasPrefix("records:4: field 'day'")
        }
        let pretty = JSONEncoder()
        pretty.outputFormatting = .prettyPrinted
        #expect(Self.summary(try report.rows(input: try .encoding(values, encoder: pretty))) == Self.expected)
    }

    /// An app model's `Date` is an ISO 8601 instant for a `datetime` field; another encoder gives
    /// other forms, such as a day for a `date` field.
    @Test func encodableDatesAreInstantsOrWhatTheEncoderSays() throws {
        struct Event: Encodable {
            let at: Date
            let what: String
        }
        let events = [Event(at: Date(timeIntervalSince1970: 1_709_285_400), what: "Tea")]
        let instants = try Report(
            yaml: """
                layout: 1
                input: { fields: { at: datetime, what: string } }
                rows: { r: { height: 1, fields: { t: string } } }
                report: { detail: [ { row: r, t: "{at} {what}" } ] }
                """)
        #expect(try instants.rows(input: .encoding(events)).map { $0.string("t") } == ["2024-03-01T09:30:00Z Tea"])

        let days = try Report(
            yaml: """
                layout: 1
                input: { fields: { at: date, what: string } }
                rows: { r: { height: 1, fields: { t: string } } }
                report: { detail: [ { row: r, t: "{at} {what}" } ] }
                """)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        #expect(try days.rows(input: .encoding(events, encoder: encoder)).map { $0.string("t") } == ["2024-03-01 Tea"])
    }

    /// An app that runs a layout it did not ship reads only the streams it gives: a source the
    /// layout would read itself (a file, a URL, a database, with `${NAME}`s) is refused first.
    @Test func aLayoutFromElsewhereReadsOnlyWhatTheAppGives() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input: { fields: { n: int } }
                sources:
                  - { name: a, path: /etc/passwd }
                  - { name: b, url: "http://127.0.0.1:9/leak?home=${HOME}" }
                rows: { r: { height: 1, fields: { n: int } } }
                report: { detail: [ { row: r, n: n } ] }
                """)
        let closed = RunOptions(readsLayoutSources: false)
        #expect(throws: ReportError.self) { try report.rows(options: closed) }
        do throws(ReportError) {
            _ = try report.rows(sources: ["a": .records([["n": .int(1)]])], options: closed)
            Issue.record("the layout's URL was read")
        } catch {
            #expect(
                error
                    == .invalidSource(
                        "source 'b' would read a URL or a database the layout names, and RunOptions.readsLayoutSources "
                            + "is false: give it in 'sources'"))
        }
        let given = try report.rows(
            sources: ["a": .records([["n": .int(1)]]), "b": .records([["n": .int(2)]])], options: closed)
        #expect(given.map { $0.int("n") } == [1, 2])
        // A PDF's font file is the layout's own file too.
        let font = try Report(
            yaml: """
                layout: 1
                input: { fields: { n: int } }
                style: { font: { family: /etc/secret.ttf } }
                rows: { r: { height: 10, fields: { n: int } } }
                report: { detail: [ { row: r, n: n } ] }
                """)
        #expect(throws: ReportError.self) {
            _ = try font.render(.pdf(PDFRenderer.Options()), input: .records([["n": .int(1)]]), options: closed) { _ in
            }
        }
    }

    /// A one-stream layout's input forgotten, mistyped or a directory is an error, as on the
    /// command line, never an empty report; `.missing` says on purpose that there is none.
    @Test func aMissingOneStreamInputIsAnError() throws {
        let report = try Report(yaml: Self.layout)
        #expect(
            throws: ReportError.invalidSource("this layout reads one stream: give it as 'input' (or .missing for none)")
        ) {
            try report.rows()
        }
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("nowhere-\(UUID().uuidString).csv")
        do {
            _ = try report.rows(input: .file(nowhere))
            Issue.record("a file that is not there gave a report")
        } catch .record(let error) {
            #expect(error.description == "\(nowhere.path): no such file")
        } catch {
            Issue.record("expected a record error, got \(error)")
        }
        do {
            _ = try report.rows(input: .file(FileManager.default.temporaryDirectory))
            Issue.record("a directory gave a report")
        } catch .record(let error) {
            #expect(error.description.hasSuffix(": is a directory"))
        } catch {
            Issue.record("expected a record error, got \(error)")
        }
        #expect(Self.summary(try report.rows(input: .missing)) == ["total total=0.00"])
    }

    /// Reading ahead or not, the same rows; a progress counter sees every record read.
    @Test(arguments: [false, true])
    func readsAheadAndCountsProgress(_ readsAhead: Bool) throws {
        let report = try Report(yaml: Self.layout)
        let progress = ProgressCounter()
        let rows = try report.rows(
            input: .bytes(Array(Self.csv.utf8), format: .csv),
            options: RunOptions(readsAhead: readsAhead, progress: progress))
        #expect(Self.summary(rows) == Self.expected)
        #expect(progress.recordsRead == 3)
    }

    @Test func rowsHaveTypedAccessByName() throws {
        let rows = try Report(yaml: Self.layout).rows(input: .bytes(Array(Self.csv.utf8), format: .csv))
        let bike = rows[2]
        #expect(bike.kind == "item")
        #expect(bike.role == .detail)
        #expect(bike.level == 2)
        #expect(bike.band == .odd)
        #expect(bike.height == FixedDecimal(18))
        #expect(bike.string("what") == "Bike")
        #expect(bike.decimal("amount") == FixedDecimal(parsing: "150.00"))
        #expect(bike.bool("big") == true)
        #expect(bike["nope"] == nil)
        #expect(bike.id == "item/2024-03-01/2")
        #expect(rows[0].role == .header)
        #expect(rows.last?.decimal("total") == FixedDecimal(parsing: "156.50"))
    }

    /// An app formats and computes with a row's decimals: text as the reports show them, or
    /// Foundation's `Decimal`, exactly.
    @Test func decimalsFormatAndBecomeFoundationDecimals() throws {
        let amount = try #require(FixedDecimal(parsing: "-1338.971"))
        #expect(amount.formatted(places: 2, grouping: true) == "-1,338.97")
        #expect(amount.formatted() == "-1338.971")
        #expect(amount.decimal == Decimal(string: "-1338.971"))
        #expect(try #require(FixedDecimal(parsing: "0.05")).decimal == Decimal(string: "0.05"))
        let big = "12345678901234567890123456.789012"
        #expect(try #require(FixedDecimal(parsing: big)).decimal.description == big)
    }

    @Test func parametersByName() throws {
        let report = try Report(yaml: Self.layout)
        let input = ReportSource.bytes(Array(Self.csv.utf8), format: .csv)
        let low = try report.rows(input: input, parameters: ["limit": "3"])
        #expect(low.filter { $0.bool("big") == true }.compactMap { $0.string("what") } == ["Bike", "Cake"])
        let typed = try report.rows(input: input, parameters: ["limit": .value(.decimal(FixedDecimal(200)))])
        #expect(typed.filter { $0.bool("big") == true }.isEmpty)
        // An int is a decimal too, as in records, and may be written as a literal.
        let whole = try report.rows(input: input, parameters: ["limit": 3])
        #expect(whole.filter { $0.bool("big") == true }.compactMap { $0.string("what") } == ["Bike", "Cake"])
        #expect {
            _ = try report.rows(input: input, parameters: ["limit": "lots"])
        } throws: { error in
            "\(error)" == "parameter 'limit': 'lots' is not a decimal"
        }
        #expect {
            _ = try report.rows(input: input, parameters: ["limt": "3"])
        } throws: { error in
            "\(error)" == "unknown parameter 'limt' (the layout has limit); did you mean 'limit'?"
        }
    }

    /// Page rows read the parameters the run was given, whatever the PDF options hold (an empty
    /// list there was read out of its bounds: a crash).
    @Test func aPDFsPageRowsShowTheRunsParameters() throws {
        let yaml = Self.layout.replacingOccurrences(
            of: "rows:\n",
            with:
                "page:\n  header: [ { row: note, text: \"Limit {params.limit}\" } ]\nrows:\n  note: { height: 20, fields: { text: string } }\n"
        )
        let report = try Report(yaml: yaml)
        func pdf(_ options: PDFRenderer.Options, limit: String) throws -> [UInt8] {
            var bytes: [UInt8] = []
            _ = try report.render(
                .pdf(options), input: .bytes(Array(Self.csv.utf8), format: .csv), parameters: ["limit": .text(limit)]
            ) { bytes += $0 }
            return bytes
        }
        let plain = try pdf(PDFRenderer.Options(), limit: "7.5")
        #expect(plain.starts(with: Array("%PDF-".utf8)))
        // The options' own list, of another length and type, is not what the page shows.
        #expect(try pdf(PDFRenderer.Options(parameters: [.string("x"), .int(1)]), limit: "7.5") == plain)
        #expect(try pdf(PDFRenderer.Options(), limit: "8.5") != plain)
    }

    @Test func badRecordsAreTypedErrorsOrSkipped() throws {
        let report = try Report(yaml: Self.layout)
        let bad = ReportSource.records([["day": "2024-03-01", "what": "Tea", "amount": "2.505"], ["what": "x"]])
        #expect {
            _ = try report.rows(input: bad)
        } throws: { error in
            guard case ReportError.record(let record) = error else { return false }
            return record.line == 1 && record.field == "amount"
                && record.message == "'2.505' has more than 2 digits after the point"
        }
        let rejected = RejectCounter()
        let rows = try report.rows(input: bad, options: RunOptions(policy: .skip) { _ in rejected.add() })
        #expect(rejected.count == 2)
        #expect(Self.summary(rows) == ["total total=0.00"])
    }

    /// Text in records held in memory is read like a CSV field: `null_values` and the number
    /// separators apply to it (typed values are taken as they are).
    @Test func textInRecordsTakesNullValuesAndSeparators() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input:
                  null_values: ["", NA]
                  fields:
                    what: string
                    amount: { type: decimal, places: 2, optional: true, decimal_separator: ",", grouping_separator: "." }
                    n: { type: int, optional: true, null_values: ["-"] }
                rows:
                  item: { height: 1, fields: { what: string, amount: { type: decimal, places: 2 }, n: int } }
                report:
                  detail: [ { row: item, what: "{what}", amount: amount, n: n } ]
                """)
        let records: [[String: Value]] = [
            ["what": "Tea", "amount": "1.234,5", "n": "-"],
            ["what": "Cake", "amount": "NA", "n": .int(3)],
            ["what": "Pie", "amount": "", "n": "7"],
            ["what": "Bun", "amount": .decimal(try #require(FixedDecimal(parsing: "2.5")))],
            ["what": "NA", "amount": "1"],
            ["what": "Jam", "amount": "1.5"],
            ["what": "Egg", "n": ""],
            ["what": "", "n": "NA"],
        ]
        let rejected = RejectCounter()
        let rows = try report.rows(
            input: .records(records), options: RunOptions(policy: .skip) { rejected.add("\($0)") })
        #expect(
            Self.summary(rows) == [
                "item what=Tea amount=1234.50 n=", "item what=Cake amount= n=3", "item what=Pie amount= n=7",
                "item what=Bun amount=2.50 n=", "item what=Egg amount= n=",
            ])
        #expect(
            rejected.messages == [
                "records:5: field 'what': 'NA' means null (null_values), and the field is not optional",
                "records:6: field 'amount': '1.5' is not a decimal (written like -1.234,56)",
                "records:8: field 'what': empty value (the field is not optional)",
            ])
    }

    @Test func aLayoutWithSourcesTakesThemByName() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input:
                  fields: { n: int }
                sources:
                  - { name: a, title: A }
                  - { name: b, title: B }
                rows:
                  head: { height: 1, fields: { title: string } }
                  msg: { height: 1, fields: { text: string } }
                report:
                  groups:
                    - by: source
                      header: [ { row: head, title: "{source.title}" } ]
                      missing: [ { row: msg, text: "{source.title} is not available" } ]
                  detail: []
                """)
        #expect(report.sourceNames == ["a", "b"])
        let rows = try report.rows(sources: ["a": .records([["n": .int(1)]]), "b": .missing])
        #expect(rows.map { $0.string("title") ?? $0.string("text") ?? "" } == ["A", "B", "B is not available"])
        // A file the app names must be there: a mistyped URL is an error, not "not available".
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("nowhere-\(UUID().uuidString).csv")
        do {
            _ = try report.rows(sources: ["a": .records([["n": .int(1)]]), "b": .file(nowhere)])
            Issue.record("a file that is not there showed as a missing source")
        } catch .record(let error) {
            #expect(error.description == "\(nowhere.path): no such file")
        } catch {
            Issue.record("expected a record error, got \(error)")
        }
        #expect {
            _ = try report.rows(sources: ["c": .missing])
        } throws: { error in
            "\(error)" == "the layout has no source 'c' (it has a, b); did you mean 'a'?"
        }
    }

    @Test func streamsRowsFromADetachedTask() async throws {
        let report = try Report(yaml: Self.layout)
        let input = ReportSource.bytes(Array(Self.csv.utf8), format: .csv)
        let collected = try await Task.detached {
            var rows: [ReportRow] = []
            for try await row in report.stream(input: input) { rows.append(row) }
            return rows
        }.value
        #expect(Self.summary(collected) == Self.expected)
        let direct = try await Task.detached { try report.rows(input: input) }.value
        #expect(direct == collected)
    }

    /// The standard `AsyncSequence` calls compile over the row stream and agree with the rows a
    /// plain loop collects; what the stream throws is a ``ReportError``.
    @Test func theStreamTakesEveryStandardAsyncSequenceCall() async throws {
        let report = try Report(yaml: Self.layout)
        let input = ReportSource.bytes(Array(Self.csv.utf8), format: .csv)
        let rows = try report.rows(input: input)
        let stream = report.stream(input: input)
        #expect(try await stream.first(where: { $0.kind == "item" }) == rows.first { $0.kind == "item" })
        #expect(try await stream.contains { $0.string("what") == "Bike" })
        #expect(try await stream.reduce(0) { count, _ in count + 1 } == rows.count)
        #expect(try await stream.map(\.kind).first { $0 == "total" } == "total")
        #expect(try await stream.filter { $0.kind == "day" }.reduce(into: [String]()) { $0.append($1.kind) }.count == 2)
        let lastKind = try? await stream.reduce(into: "") { $0 = $1.kind }
        #expect(lastKind == "total")
        let broken = report.stream(input: .bytes(Array("day,what,amount\nnot a date,x,1\n".utf8), format: .csv))
        await #expect(throws: ReportError.self) { _ = try await broken.reduce(0) { count, _ in count + 1 } }
    }

    @Test func cancellingAStreamStopsTheReport() async throws {
        let report = try Report(yaml: Self.layout)
        // Enough records that the report cannot finish before the cancellation.
        var text = "day,what,amount\n"
        for i in 0..<200_000 { text += "2024-03-0\(1 + i / 40_000),r\(i),1\n" }
        let input = ReportSource.bytes(Array(text.utf8), format: .csv)
        let task = Task.detached { () -> (count: Int, error: ReportError?) in
            var count = 0
            do {
                for try await _ in report.stream(input: input) {
                    count += 1
                    if count == 10 { withUnsafeCurrentTask { $0?.cancel() } }
                }
            } catch {
                return (count, error as? ReportError)
            }
            return (count, nil)
        }
        let outcome = await task.value
        #expect(outcome.count == 10)
        guard case .cancelled? = outcome.error else {
            Issue.record("expected the stream to end with .cancelled, got \(String(describing: outcome.error))")
            return
        }
    }

    /// A report that makes rows only at its end still stops when its task is cancelled: the run
    /// asks every thousand records, not only when it hands a row over.
    @Test func cancellingStopsAReportThatMakesNoRowsYet() async throws {
        let totals = try Report(
            yaml: """
                layout: 1
                input: { fields: { n: int } }
                rows: { total: { height: 20, fields: { total: int } } }
                report: { footer: [ { row: total, total: "sum(n)" } ] }
                """)
        var text = "n\n"
        for i in 0..<1_000_000 { text += "\(i % 10)\n" }
        let input = ReportSource.bytes(Array(text.utf8), format: .csv)

        // Collected in a task cancelled before it starts: it stops at once.
        let collecting = Task.detached { () -> ReportError? in
            do throws(ReportError) {
                _ = try totals.rows(input: input)
                return nil
            } catch {
                return error
            }
        }
        collecting.cancel()
        #expect(await collecting.value == .cancelled)

        // Streamed, and cancelled while the report reads: the reading stops too.
        let progress = ProgressCounter()
        let streaming = Task.detached { () -> ReportError? in
            do {
                for try await _ in totals.stream(input: input, options: RunOptions(progress: progress)) {}
                return nil
            } catch {
                return error as? ReportError
            }
        }
        // Cancelled once the reading is under way (whatever the machine's load), within 10 s.
        let started = ContinuousClock.now
        while progress.recordsRead < 2_048, ContinuousClock.now - started < .seconds(10) {
            try await Task.sleep(for: .milliseconds(1))
        }
        streaming.cancel()
        #expect(await streaming.value == .cancelled)
        let stopped = progress.recordsRead
        try await Task.sleep(for: .milliseconds(300))
        #expect(progress.recordsRead < 1_000_000)
        // The engine asks every 1,024 records; the reading thread is at most 4 batches of 1,024 ahead.
        #expect(progress.recordsRead <= stopped + 8 * 1024)
    }

    @Test func changesBetweenTwoRunsApplyToTheOldRows() throws {
        let report = try Report(yaml: Self.layout)
        let before = try report.rows(input: .bytes(Array(Self.csv.utf8), format: .csv))
        let edited = Self.csv.replacingOccurrences(of: "Cake,4", with: "Cake,5")
        let after = try report.rows(input: .bytes(Array(edited.utf8), format: .csv))
        let changes = RowChangeSet(old: before, new: after, id: \.id)
        #expect(changes.updated.map(\.to) == [3, 4, 5])
        #expect(changes.inserted.isEmpty && changes.deleted.isEmpty && changes.moved.isEmpty)
        #expect(changes.applied(to: before) == after)
        // Rows are Identifiable: their ids are the default.
        #expect(RowChangeSet(old: before, new: after) == changes)
    }
}

/// Counts rejected records, and keeps their messages, from the thread running the report.
final class RejectCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    func add(_ message: String = "") {
        lock.lock()
        kept.append(message)
        lock.unlock()
    }

    var count: Int { messages.count }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}
