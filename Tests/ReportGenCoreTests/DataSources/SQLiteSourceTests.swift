import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

@Suite struct SQLiteSourceTests {
    @Test func theSampleDatabaseGivesTheCSVReportsRows() throws {
        let csv = try Fixtures.text("Tests/ReportGenCoreTests/Golden/transactions.ndjson")
        var yaml = try Fixtures.text("Layouts/transactions-sqlite.yaml")
        yaml = yaml.replacingOccurrences(
            of: "sqlite: ../Samples/", with: "sqlite: \(Fixtures.root.path)/Samples/")
        let (rows, summary) = try SourceReport.ndjson(yaml)
        #expect(rows == csv)
        #expect(rows.split(separator: "\n").count == 135)
        #expect(summary.recordsRead == 58)
        #expect(summary.warnings.isEmpty)
    }

    @Test func convertsIntegerRealTextAndNullStrictly() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (n INTEGER, price REAL, day TEXT, note TEXT, flag INTEGER, kind TEXT);
            INSERT INTO t VALUES (1, 3.11, '2016-04-01', 'a', 1, 'D');
            INSERT INTO t VALUES (2, 1e-05, '2016-04-02', NULL, 0, 'C');
            INSERT INTO t VALUES (3, 12, '2016-04-03', '', 1, 'D');
            """)
        let yaml = SourceReport.layout(
            fields: "n: int, price: decimal, day: date, note: { type: string, optional: true }, flag: bool, "
                + "kind: { type: enum, values: { D: debit, C: credit } }",
            template: "{n}|{price}|{day}|{note}|{flag}|{kind}",
            source: "sqlite: \(path), query: 'SELECT * FROM t ORDER BY n'")
        let (rows, summary) = try SourceReport.ndjson(yaml)
        let values = SourceReport.texts(rows)
        #expect(
            values == [
                "1|3.11|2016-04-01|a|true|debit", "2|0.00001|2016-04-02||false|credit", "3|12.0|2016-04-03||true|debit",
            ])
        #expect(summary.recordsAccepted == 3)
    }

    @Test func aValueThatFailsConversionNamesTheSourceAndRow() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (amount REAL);
            INSERT INTO t VALUES (3.10); INSERT INTO t VALUES (0.30000000000000004);
            """)
        let yaml = SourceReport.layout(
            fields: "amount: { type: decimal, places: 2 }", template: "{amount}",
            source: "sqlite: \(path), query: SELECT amount FROM t")
        let message = try SourceReport.failure(yaml)
        #expect(
            message
                == "source 's' (\(path)), row 2: field 'amount': '0.30000000000000004' has more than 2 digits after "
                + "the point")
    }

    /// Every record error names a query's record by its row, the engine's own too (here the
    /// declared order of an `all_values` level).
    @Test func anEngineErrorNamesTheSourceAndRow() throws {
        let path = try SQLiteFiles.make(
            "CREATE TABLE t (k TEXT); INSERT INTO t VALUES ('B'); INSERT INTO t VALUES ('A');")
        let yaml = """
            layout: 1
            input:
              fields: { k: { type: enum, values: { A: Alpha, B: Beta } } }
            sources:
              - { name: s, title: S, sqlite: \(path), query: SELECT k FROM t }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              groups:
                - by: source
                - by: k
                  all_values: true
                  header: [ { row: r, t: "{k}" } ]
                  empty: [ { row: r, t: "none" } ]
            """
        #expect(
            try SourceReport.failure(yaml)
                == "source 's' (\(path)), row 2: out of order: group key k = 'Alpha' comes after 'Beta'; with "
                + "all_values its groups follow the declared order (Alpha, Beta)")
    }

    /// A rejected row's JSON object keeps every column apart and as it is: a name given twice made
    /// unique, a REAL with an exponent a number, one JSON cannot hold text.
    @Test func aRejectedRowKeepsItsColumnsApart() throws {
        let path = try SQLiteFiles.make(
            "CREATE TABLE t (n INTEGER, x REAL, s TEXT); INSERT INTO t VALUES (1, 2.5e-30, 'x'), (2, 9e999, 'y');")
        let yaml = SourceReport.layout(
            fields: "s: int", template: "{s}", source: "sqlite: \(path), query: 'SELECT n, x, s, n, x FROM t'")
        var rejected: [RecordError] = []
        _ = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0) }
        #expect(
            rejected.map { String(decoding: $0.raw ?? [], as: UTF8.self) } == [
                "{\"n\":1,\"x\":2.5e-30,\"s\":\"x\",\"n.1\":1,\"x.1\":2.5e-30}",
                "{\"n\":2,\"x\":\"Infinity\",\"s\":\"y\",\"n.1\":2,\"x.1\":\"Infinity\"}",
            ])
    }

    @Test func nullAndBinaryCellsAreRecordErrorsForRequiredFields() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (n INTEGER, b BLOB);
            INSERT INTO t VALUES (NULL, NULL); INSERT INTO t VALUES (2, x'00ff');
            """)
        let yaml = SourceReport.layout(
            fields: "n: int, b: { type: string, optional: true }", template: "{n}{b}",
            source: "sqlite: \(path), query: 'SELECT n, b FROM t'")
        var rejected: [RecordError] = []
        let (rows, summary) = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0) }
        #expect(rows.isEmpty == false)
        #expect(summary.recordsRead == 2)
        #expect(summary.recordsRejected == 2)
        #expect(
            rejected.map(\.description) == [
                "source 's' (\(path)), row 1: field 'n': null value (the field is not optional)",
                "source 's' (\(path)), row 2: field 'b': binary data is not a string",
            ])
        // A rejected row is kept for --rejects as a JSON object of its columns.
        #expect(
            rejected.map(\.rejectLine) == [
                "{\"path\":\"source 's' (\(path))\",\"line\":1,\"reason\":\"source 's' (\(path)), row 1: field 'n': "
                    + "null value (the field is not optional)\",\"record\":\"{\\\"n\\\":null,\\\"b\\\":null}\"}\n",
                "{\"path\":\"source 's' (\(path))\",\"line\":2,\"reason\":\"source 's' (\(path)), row 2: field 'b': "
                    + "binary data is not a string\",\"record\":\"{\\\"n\\\":2,\\\"b\\\":{\\\"base64\\\":\\\"AP8=\\\"}}\"}\n",
            ])
    }

    /// A text cell is read like a CSV field: the empty text and the field's `null_values` are
    /// null, and the number separators apply. Numbers (INTEGER,
    /// REAL) are written with '.' and are never null texts.
    @Test func textCellsTakeNullValuesAndSeparators() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (n INTEGER, amount, note TEXT, who TEXT);
            INSERT INTO t VALUES (1, '1.234,5', 'NA', 'a');
            INSERT INTO t VALUES (2, 'NA', '', 'b');
            INSERT INTO t VALUES (3, 2.5, 'x', 'c');
            INSERT INTO t VALUES (4, '', 'y', 'd');
            INSERT INTO t VALUES (5, 12, 'z', 'e');
            INSERT INTO t VALUES (6, '2.5', 'z', 'f');
            INSERT INTO t VALUES (7, 0.125, 'z', 'g');
            INSERT INTO t VALUES (8, '1', 'z', 'NA');
            """)
        let yaml = SourceReport.layout(
            fields: "n: int, amount: { type: decimal, places: 2, optional: true, decimal_separator: \",\", "
                + "grouping_separator: \".\", null_values: [\"\", NA] }, "
                + "note: { type: string, optional: true, null_values: [NA] }, who: { type: string, null_values: [NA] }",
            template: "{n}|{amount}|{coalesce(note, '<null>')}",
            source: "sqlite: \(path), query: 'SELECT * FROM t ORDER BY n'")
        var rejected: [String] = []
        let (rows, summary) = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0.description) }
        #expect(SourceReport.texts(rows) == ["1|1234.50|<null>", "2||<null>", "3|2.50|x", "4||y", "5|12.00|z"])
        #expect(summary.recordsRead == 8)
        #expect(
            rejected == [
                "source 's' (\(path)), row 6: field 'amount': '2.5' is not a decimal (written like -1.234,56)",
                "source 's' (\(path)), row 7: field 'amount': '0.125' has more than 2 digits after the point",
                "source 's' (\(path)), row 8: field 'who': 'NA' means null (null_values), and the field is not optional",
            ])
    }

    /// Without `null_values`, the empty text is null, as in CSV: null for an optional field, a
    /// record error for the others.
    @Test func emptyTextIsNullByDefault() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (n INTEGER, note TEXT, who TEXT);
            INSERT INTO t VALUES (1, '', 'a'); INSERT INTO t VALUES (2, 'NA', '');
            """)
        let yaml = SourceReport.layout(
            fields: "n: int, note: { type: string, optional: true }, who: string",
            template: "{n}|{coalesce(note, '<null>')}", source: "sqlite: \(path), query: 'SELECT * FROM t ORDER BY n'")
        var rejected: [String] = []
        let (rows, _) = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0.description) }
        #expect(SourceReport.texts(rows) == ["1|<null>"])
        #expect(rejected == ["source 's' (\(path)), row 2: field 'who': empty value (the field is not optional)"])
    }

    @Test func argumentsAreBoundNeverPastedIn() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (name TEXT, day TEXT);
            INSERT INTO t VALUES ('a', '2016-04-01'); INSERT INTO t VALUES ('b', '2016-05-01');
            INSERT INTO t VALUES ('x'' OR ''1''=''1', '2016-06-01');
            """)
        let yaml = SourceReport.layout(
            fields: "name: string, day: date", template: "{name}",
            source: "sqlite: \(path), query: 'SELECT name, day FROM t WHERE day >= ?1 OR name = ?2 ORDER BY day', "
                + "arguments: [params.from, params.who]",
            parameters: "parameters: { from: date, who: string }")
        let (later, _) = try SourceReport.ndjson(
            yaml, parameters: [.date(try #require(CivilDate(year: 2016, month: 5, day: 1))), .string("zz")])
        #expect(SourceReport.texts(later) == ["b", "x' OR '1'='1"])
        let (injected, _) = try SourceReport.ndjson(
            yaml, parameters: [.date(try #require(CivilDate(year: 2017, month: 1, day: 1))), .string("' OR '1'='1")])
        #expect(SourceReport.texts(injected) == ["empty"])
    }

    /// A decimal argument is bound as the number SQLite reads its text as: it compares with a
    /// column declared without a type, and with an expression, as a number (as text it would be
    /// greater than every number, and match nothing).
    @Test func decimalArgumentsCompareAsNumbers() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (name TEXT, amount);
            INSERT INTO t VALUES ('small', 9.5), ('whole', 10), ('big', -12.25), ('text', '11');
            """)
        let yaml = SourceReport.layout(
            fields: "name: string", template: "{name}",
            source:
                "sqlite: \(path), query: 'SELECT name FROM t WHERE abs(amount) >= ?1 OR amount = ?2 ORDER BY name', "
                + "arguments: [params.least, params.exactly]",
            parameters: "parameters: { least: decimal, exactly: decimal }")
        let (rows, _) = try SourceReport.ndjson(
            yaml,
            parameters: [
                .decimal(try #require(FixedDecimal(parsing: "10.00"))),
                .decimal(try #require(FixedDecimal(parsing: "9.5"))),
            ])
        // (`abs('11')` is 11: SQLite's abs reads text as a number.) Bound as text, nothing matched.
        #expect(SourceReport.texts(rows) == ["big", "small", "text", "whole"])
    }

    /// Text a database gives that is not UTF-8 is rejected with the database's fix, not the
    /// file's, and kept byte for byte in the reject.
    @Test func textThatIsNotUTF8IsKeptWholeInTheReject() throws {
        let path = try SQLiteFiles.make(
            "CREATE TABLE t (s TEXT); INSERT INTO t VALUES (CAST(x'41ff42' AS TEXT)), ('ok');")
        let yaml = SourceReport.layout(
            fields: "s: string", template: "{s}", source: "sqlite: \(path), query: 'SELECT s FROM t'")
        var rejected: [RecordError] = []
        let (rows, _) = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0) }
        #expect(SourceReport.texts(rows) == ["ok"])
        #expect(rejected.map(\.message) == [DatabaseRecordReader.notUTF8])
        #expect(rejected.map { String(decoding: $0.raw ?? [], as: UTF8.self) } == ["{\"s\":{\"base64\":\"Qf9C\"}}"])
    }

    @Test func aMissingDatabaseFileIsAMissingSource() throws {
        let yaml = SourceReport.layout(
            fields: "n: int", template: "{n}", source: "sqlite: /nonexistent/reportgen.sqlite, query: SELECT 1 AS n")
        let (rows, summary) = try SourceReport.ndjson(yaml)
        #expect(SourceReport.texts(rows) == ["missing"])
        #expect(summary.warnings == ["source 's' (/nonexistent/reportgen.sqlite) is missing (no such file)"])
        let strict = try SourceReport.failure(yaml, strict: true)
        #expect(strict == "source 's' (/nonexistent/reportgen.sqlite) is missing (no such file)")
    }

    /// What a run over `sqlite: PATH, query: 'QUERY'EXTRA` stops with, after `t.yaml:6:COLUMN: source 's'
    /// (PATH): ` when the error is at the query (`nil` when it does not start so).
    private func queryFailure(_ path: String, _ query: String, fields: String = "n: int", extra: String = "") throws
        -> String?
    {
        let message = try SourceReport.failure(
            SourceReport.layout(
                fields: fields, template: "-", source: "sqlite: \(path), query: '\(query)'\(extra)"))
        let place = "t.yaml:6:\(44 + path.count): source 's' (\(path)): "
        return message.hasPrefix(place) ? String(message.dropFirst(place.count)) : nil
    }

    @Test func anSQLErrorPointsAtTheQuery() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER);")
        #expect(try queryFailure(path, "SELECT n FROM t WHERE n >") == "incomplete input")
    }

    @Test func aColumnTheFieldsNeedButTheQueryLacksIsAnError() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (amount INTEGER, dte TEXT);")
        let message = try queryFailure(
            path, "SELECT amount, dte FROM t", fields: "amount: int, date: date, note: { type: string, optional: true }"
        )
        #expect(message == "the query gives no column 'date'; did you mean 'dte'? (it gives: amount, dte)")
    }

    @Test func theQueryMustReadAndTakeAsManyArgumentsAsItHasPlaceholders() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER);")
        let deleting = try queryFailure(path, "DELETE FROM t RETURNING n")
        #expect(deleting == "the query would change the database; a source only reads")
        let counted = try queryFailure(path, "SELECT n FROM t WHERE n > ?", extra: ", arguments: [1, 2]")
        #expect(counted == "the query has 1 placeholder, but 'arguments' gives 2 values")
        let two = try queryFailure(path, "SELECT 1 AS n; SELECT 2 AS n")
        #expect(two == "the query holds more than one statement; a source runs one SELECT")
        let garbage = try queryFailure(path, "SELECT 1 AS n; x")
        #expect(garbage == "the query holds more than one statement; a source runs one SELECT")
    }

    /// After the statement, semicolons, spaces and comments are no second statement.
    @Test func commentsAfterTheStatementAreNoSecondStatement() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (7);")
        for query in ["SELECT n FROM t; -- the note", "SELECT n FROM t ; /* c */ ;", "SELECT n FROM t;;\n"] {
            let yaml = SourceReport.layout(
                fields: "n: int", template: "{n}", source: "sqlite: \(path), query: \"\(query)\"")
            #expect(SourceReport.texts(try SourceReport.ndjson(yaml).0) == ["7"], "\(query)")
        }
    }

    /// A column a field reads that the query gives twice (a join, `SELECT *`) is refused, as a
    /// CSV header that names it twice is: the field cannot tell which to read.
    @Test func aColumnGivenTwiceThatAFieldReadsIsAnError() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER, m INTEGER);")
        let message = try queryFailure(path, "SELECT a.n, a.m, b.n FROM t a JOIN t b ON a.n = b.m", fields: "n: int")
        #expect(
            message
                == "the query gives column 'n' twice (columns 1 and 3); field 'n' cannot tell which to read: "
                + "name them apart with AS")
        // Matched without case only when one column matches so.
        let ambiguous = try queryFailure(path, "SELECT n AS Amount, m AS AMOUNT FROM t", fields: "amount: int")
        #expect(
            ambiguous
                == "the query gives column 'amount' twice, in other cases (columns 1 and 2); field 'amount' cannot "
                + "tell which to read: name them apart with AS")
    }

    @Test func aFileThatIsNoDatabaseIsAnErrorAtItsPath() throws {
        let path = try SQLiteFiles.make("")
        try Data("not a database, just text\n".utf8).write(to: URL(fileURLWithPath: path))
        let yaml = SourceReport.layout(
            fields: "n: int", template: "{n}", source: "sqlite: \(path), query: 'SELECT n FROM t'")
        let message = try SourceReport.failure(yaml)
        #expect(message == "t.yaml:6:34: source 's' (\(path)): file is not a database")
    }

    @Test func anUnsetVariableIsAnErrorNamingItAndItsPlace() throws {
        let yaml = SourceReport.layout(
            fields: "n: int", template: "{n}", source: "sqlite: '/data/${REPORTGEN_DB}.sqlite', query: SELECT 1 AS n")
        let message = try SourceReport.failure(yaml)
        #expect(
            message
                == "t.yaml:6:41: source 's' (/data/${REPORTGEN_DB}.sqlite): environment variable 'REPORTGEN_DB' is not "
                + "set")
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (7);")
        let (rows, _) = try SourceReport.ndjson(
            SourceReport.layout(fields: "n: int", template: "{n}", source: "sqlite: '${DB}', query: SELECT n FROM t"),
            environment: ["DB": path])
        #expect(SourceReport.texts(rows) == ["7"])
    }

    @Test func realsTravelAsTheirShortestRoundTripText() {
        #expect(DatabaseRecordReader.positionalText(3.11) == "3.11")
        #expect(DatabaseRecordReader.positionalText(-0.5) == "-0.5")
        #expect(DatabaseRecordReader.positionalText(1e-05) == "0.00001")
        #expect(DatabaseRecordReader.positionalText(1.25e-07) == "0.000000125")
        #expect(DatabaseRecordReader.positionalText(1e16) == "10000000000000000")
        #expect(DatabaseRecordReader.positionalText(1.5e20) == "150000000000000000000")
        #expect(DatabaseRecordReader.positionalText(12.0) == "12.0")
        #expect(DatabaseRecordReader.positionalText(0.1 + 0.2) == "0.30000000000000004")
        #expect(DatabaseRecordReader.positionalText(.infinity) == "Infinity")
        #expect(DatabaseRecordReader.positionalText(.nan) == "NaN")
    }

    /// Opening a FIFO would wait for a writer forever: it is refused before SQLite opens it.
    @Test func aFIFOIsRefusedUpFront() throws {
        let directory = try ScratchDirectory.make("sqlite-fifo")
        let path = directory.appendingPathComponent("pipe.sqlite").path
        #expect(mkfifo(path, 0o600) == 0)
        let yaml = SourceReport.layout(
            fields: "n: int", template: "{n}", source: "sqlite: \(path), query: 'SELECT 1 AS n'")
        let start = ContinuousClock.now
        let message = try SourceReport.failure(yaml)
        #expect(message == "t.yaml:6:34: source 's' (\(path)): is a FIFO (named pipe), not a database file")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    /// A query that works long without a row stops at `timeout`, as PostgreSQL's does.
    @Test func aLongQueryStopsAtTheTimeout() throws {
        let path = try SQLiteFiles.make("CREATE TABLE t (n INTEGER);")
        let query =
            "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 10000000000) "
            + "SELECT count(*) AS n FROM c"
        let yaml = SourceReport.layout(
            fields: "n: int", template: "{n}", source: "sqlite: \(path), query: '\(query)', timeout: 0.3")
        let start = ContinuousClock.now
        let message = try SourceReport.failure(yaml)
        #expect(message == "source 's' (\(path)), row 1: the query gave no row within 0.3 s")
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
