import Foundation
@_spi(Fuzzing) import ReportGenCore

// This file is compiled twice: into the fuzzers (Fuzz/Sources/FuzzSupport) and, through a
// symbolic link, into the regression tests (Tests/ReportGenCoreTests/Fuzz), so that the tests
// replay each saved input through exactly what its fuzz target does. Public API and the
// `Fuzzing` SPI only: the fuzz package is another package, and sees no `package` declaration.

/// What each fuzz target does with one input. Each returns what happened, one line per step,
/// and the invariants that broke: the fuzzers trap on those, the tests compare the lines with
/// the recorded outcomes.
public enum FuzzTargets {
    /// What one input did.
    public struct Outcome: Sendable, Equatable {
        /// What happened, step by step (control characters escaped: one line each).
        public var lines: [String] = []
        /// Invariants that broke, such as a record neither accepted nor rejected.
        public var violations: [String] = []

        mutating func add(_ line: String) {
            lines.append(FuzzTargets.escaped(line))
        }
    }

    /// The layout the CSV and JSON targets run through (Fuzz/fuzz-layout.yaml), loaded.
    public static func report(layout text: String) -> Report? {
        do {
            return try Report(yaml: text, file: "fuzz-layout.yaml")
        } catch {
            return nil
        }
    }

    /// The CSV reader on its own, then the whole engine over the bytes as a CSV stream.
    public static func csv(_ bytes: [UInt8], report: Report) -> Outcome {
        var outcome = Outcome()
        let reader = CSVReader(bytes: bytes, path: "fuzz.csv", maxRecordBytes: 1 << 16)
        var record = CSVRecord()
        var records = 0
        var previousLine = 0
        do {
            while try reader.next(into: &record) {
                if record.line <= previousLine {
                    outcome.violations.append("CSV lines must increase: \(record.line) after \(previousLine)")
                }
                previousLine = record.line
                records += 1
                _ = reader.rawRecord
            }
            outcome.add("reader: \(records) read")
        } catch {
            outcome.add("reader: \(records) read, then \(error.description)")
        }
        run(report, bytes, format: .csv, into: &outcome)
        return outcome
    }

    /// The input dialects the CSV target reads every input in as well: a preamble, other
    /// delimiters, other encodings (transcoded beneath the reader) and null texts.
    public static let dialects = [
        ["csv: { delimiter: ';', header_line: 2 }", "encoding: windows-1252", "null_values: ['', NA]"],
        ["encoding: utf-16", "csv: { delimiter: tab }"], ["encoding: utf-16le", "null_values: [NULL]"],
        ["encoding: iso-8859-1", "csv: { delimiter: '|', header_line: 3 }"],
    ]

    /// `layout` in each of ``dialects``, its input field `amount` written `-1.234,56`.
    public static func dialectReports(layout text: String) -> [Report] {
        dialects.compactMap { dialect in
            var lines: [String] = []
            var amountDone = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if !amountDone, line.drop(while: { $0 == " " }).hasPrefix("amount: { type: decimal, places: 2 }") {
                    // The input field only (the first): row fields take no separators.
                    lines.append(
                        "    amount: { type: decimal, places: 2, decimal_separator: ',', grouping_separator: '.' }")
                    amountDone = true
                    continue
                }
                lines.append(line)
                if line == "input:" { lines += dialect.map { "  " + $0 } }
            }
            return report(layout: lines.joined(separator: "\n"))
        }
    }

    /// The engine over the bytes as a CSV stream in each dialect (``dialectReports(layout:)``).
    public static func csvInDialects(_ bytes: [UInt8], reports: [Report]) -> Outcome {
        var outcome = Outcome()
        for (index, report) in reports.enumerated() {
            run(report, bytes, format: .csv, label: "dialect \(index + 1)", into: &outcome)
        }
        return outcome
    }

    /// The JSON-array and NDJSON readers through the engine.
    public static func json(_ bytes: [UInt8], report: Report) -> Outcome {
        var outcome = Outcome()
        run(report, bytes, format: .json, into: &outcome)
        run(report, bytes, format: .ndjson, into: &outcome)
        return outcome
    }

    /// The formats the render target writes every input in: the text-like ones, whose bytes the
    /// threaded and the unthreaded run must agree on.
    static let renderedFormats: [(name: String, format: ReportFormat)] = [
        ("text", .text(shadeBands: true)), ("ndjson", .ndjson), ("json", .json), ("csv", .csv),
        ("markdown", .markdown), ("html", .html),
    ]

    /// The bytes as a CSV stream rendered in every format of ``renderedFormats``, with and without
    /// the reading thread: the same bytes or the same error both ways, valid UTF-8, NDJSON a valid
    /// JSON object a line and a line a row, JSON one valid document.
    public static func render(_ bytes: [UInt8], report: Report) -> Outcome {
        var outcome = Outcome()
        let input = ReportSource.bytes(bytes, format: .csv, name: "fuzz.csv")
        for (name, format) in renderedFormats {
            let threaded = rendered(report, format, input: input, readsAhead: true)
            let unthreaded = rendered(report, format, input: input, readsAhead: false)
            if threaded.bytes != unthreaded.bytes || threaded.result != unthreaded.result {
                outcome.violations.append("\(name): the threaded and the unthreaded run differ")
            }
            // Not the byte count: a renderer's deliberate change is its goldens' business.
            outcome.add("\(name): \(threaded.result)")
            guard threaded.result.hasPrefix("rows ") else { continue }
            if String(validating: threaded.bytes, as: UTF8.self) == nil {
                outcome.violations.append("\(name): the output is not UTF-8")
            }
            switch name {
            case "ndjson":
                let lines = threaded.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                if lines.last?.isEmpty != true { outcome.violations.append("ndjson: the last line has no end") }
                let rows = lines.dropLast()
                if "rows \(rows.count)" != threaded.result {
                    outcome.violations.append("ndjson: \(rows.count) lines for \(threaded.result)")
                }
                if rows.contains(where: { !isJSONObject(Array($0)) }) {
                    outcome.violations.append("ndjson: a line is not a JSON object")
                }
            case "json":
                if (try? JSONSerialization.jsonObject(with: Data(threaded.bytes))) == nil {
                    outcome.violations.append("json: the document is not JSON")
                }
            default: break
            }
        }
        return outcome
    }

    private static func isJSONObject(_ line: [UInt8]) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(line))) is [String: Any]
    }

    /// One rendering under `--on-error skip`: its bytes, and `rows N` or the error that stopped it.
    private static func rendered(
        _ report: Report, _ format: ReportFormat, input: ReportSource, readsAhead: Bool
    ) -> (bytes: [UInt8], result: String) {
        var options = RunOptions(policy: .skip)
        options.readsAhead = readsAhead
        var bytes: [UInt8] = []
        do {
            let summary = try report.render(format, input: input, options: options) { bytes += $0 }
            return (bytes, "rows \(summary.rowsEmitted)")
        } catch {
            return (bytes, "stopped: \(error)")
        }
    }

    /// A small CSV for the fuzz layout, for the template target.
    static let templateInput = Array(
        ("group,date,description,amount,debit,count,at,flag\n"
            + "A,2024-01-01,Tea,1.50,D,2,2024-01-01T09:30:00Z,true\n"
            + "P,2024-01-02,\"Cake, <b>&amp;</b>\",-2,C,,,false\n").utf8)

    /// The bytes as the Mustache template of every row kind of the fuzz layout (the same text
    /// for each), rendered over a small CSV: refused with a message, or rendered; never a crash.
    public static func template(_ bytes: [UInt8], report: Report) -> Outcome {
        var outcome = Outcome()
        let text = String(decoding: bytes, as: UTF8.self)
        let templates = Dictionary(uniqueKeysWithValues: report.schema.kinds.map { ($0.name, text) })
        do {
            let rendered = try report.renderedThroughTemplates(
                templates, input: .bytes(templateInput, format: .csv, name: "fuzz.csv"))
            outcome.add("rendered \(rendered.utf8.count) bytes")
        } catch {
            outcome.add("refused: \(error)")
        }
        return outcome
    }

    /// The layout reader's UTF-8 check; the loader, decoder and checker; and any plan that
    /// compiles, run over a small CSV.
    public static func layout(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        if case .failure(let problem) = LayoutFileReader.text(of: bytes, file: "fuzz.yaml") {
            outcome.add("file: \(problem)")
        }
        let report: Report
        do {
            report = try Report(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yaml")
        } catch {
            if case .invalidLayout(let diagnostics) = error {
                for diagnostic in diagnostics { outcome.add(diagnostic.description) }
            } else {
                outcome.violations.append("loading threw something other than diagnostics: \(error)")
            }
            return outcome
        }
        for diagnostic in report.warnings { outcome.add(diagnostic.description) }
        let csv = ReportSource.bytes(
            Array("a,b,c,date,amount\nx,1,2,2024-01-01,1.50\ny,2,3,2024-01-02,-2\n".utf8), format: .csv,
            name: "fuzz.csv")
        if report.sourceNames.isEmpty {
            engine(report, input: csv, label: "run", into: &outcome)
        } else {
            engine(
                report, sources: Dictionary(uniqueKeysWithValues: report.sourceNames.map { ($0, csv) }), label: "run",
                into: &outcome)
        }
        return outcome
    }

    /// The fields and record expressions are checked and evaluated against.
    static let scope: ExpressionScope = {
        var scope = ExpressionScope()
        scope.fields = [
            "amount": .init(slot: 0, type: .decimal), "n": .init(slot: 1, type: .int),
            "name": .init(slot: 2, type: .string),
            "day": .init(slot: 3, type: .date), "ok": .init(slot: 4, type: .bool),
        ]
        scope.hasSources = true
        scope.allowsAggregates = true
        return scope
    }()

    static let record: [Value] = [
        .decimal(FixedDecimal(parsing: "-12.345") ?? .zero), .int(Int64.max), .string("Zoë"),
        .date(CivilDate(daysSinceEpoch: 16_892)), .bool(true),
    ]

    /// The TrueType reader: any bytes are a font or an error that says what is wrong.
    public static func font(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        let (message, isFont) = FontFuzzing.read(bytes)
        outcome.add((isFont ? "font " : "error: ") + message)
        if message.isEmpty { outcome.violations.append("a font error without a message") }
        return outcome
    }

    /// Expressions (parse, check, evaluate), templates, date patterns, number formats, decimals
    /// and ISO dates.
    public static func expression(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        bytes.withUnsafeBufferPointer { buffer in
            let text = String(decoding: buffer, as: UTF8.self)
            outcome.add("expression: " + evaluated(text))
            do throws(SyntaxError) {
                _ = try TemplateSyntax.parse(text)
                outcome.add("template: parses")
            } catch {
                outcome.add("template: at \(error.offset): \(error.message)")
            }
            switch DatePattern.parse(text) {
            case .success(let pattern):
                let parsed = pattern.parse(buffer).map { "\($0.date) +\($0.secondOfDay)s" } ?? "no date"
                outcome.add(
                    "date pattern: \(pattern.format(CivilDate(daysSinceEpoch: -719_468))); reads itself as \(parsed)")
            case .failure(let problem):
                outcome.add("date pattern: at \(problem.offset): \(problem.message)")
            }
            switch NumberFormat.parse(text) {
            case .success: outcome.add("number format: valid")
            case .failure(let problem): outcome.add("number format: at \(problem.offset): \(problem.message)")
            }
            if let d = FixedDecimal(utf8: buffer) {
                func shown(_ value: FixedDecimal?) -> String { value.map(\.description) ?? "overflow" }
                outcome.add(
                    "decimal: \(d.formatted(places: 2, grouping: true)); / 0.0000003 = "
                        + "\(shown(d.dividing(by: FixedDecimal(parsing: "0.0000003") ?? .zero))); squared = "
                        + "\(shown(d.multiplying(by: d))); rounded = \(shown(d.rounded(toPlaces: 0)))")
            } else {
                outcome.add("decimal: not one")
            }
            outcome.add("ISO date: \(CivilDate.parseISO(buffer).map(\.description) ?? "not one")")
            outcome.add("ISO date-time: \(Timestamp.parseISO(buffer).map(\.description) ?? "not one")")
        }
        return outcome
    }

    private static func evaluated(_ text: String) -> String {
        let syntax: Syntax
        do {
            syntax = try ExpressionParser.parse(text)
        } catch {
            return "syntax error at \(error.offset): \(error.message)"
        }
        let expr: Expr
        let type: ValueType
        do {
            (expr, type) = try ExpressionChecker(scope: scope).check(syntax)
        } catch {
            return "check error at \(error.offset): \(error.message)"
        }
        do {
            let value = try Evaluator.evaluate(
                expr, record: record, environment: EvaluationEnvironment(), accumulators: [])
            return "\(type) \(value)"
        } catch {
            return "\(type), evaluation error: \(error.message)"
        }
    }

    /// Runs `report` over `bytes` as its one stream, skipping bad records.
    private static func run(
        _ report: Report, _ bytes: [UInt8], format: InputFormat, label: String? = nil, into outcome: inout Outcome
    ) {
        let input = ReportSource.bytes(bytes, format: format, name: "fuzz")
        engine(report, input: input, label: label ?? format.rawValue, into: &outcome)
    }

    /// Runs the report under `--on-error skip` (parameters without a default null); checks that no
    /// record is lost and every row counted.
    private static func engine(
        _ report: Report, sources: [String: ReportSource] = [:], input: ReportSource? = nil, label: String,
        into outcome: inout Outcome
    ) {
        let rejections = Rejections()
        var parameters: [String: ParameterValue] = [:]
        for parameter in report.parameters where parameter.defaultValue == nil {
            parameters[parameter.name] = .value(.null)
        }
        let options = RunOptions(policy: .skip) { error in rejections.add(error.description) }
        var rejected: [String] = []
        do {
            let (rows, summary) = try report.rowsAndSummary(
                sources: sources, input: input, parameters: parameters, options: options)
            rejected = rejections.lines
            outcome.add(
                "\(label): read \(summary.recordsRead), accepted \(summary.recordsAccepted), "
                    + "rejected \(summary.recordsRejected), rows \(summary.rowsEmitted)")
            if summary.recordsAccepted + summary.recordsRejected != summary.recordsRead
                || rejected.count != summary.recordsRejected
            {
                outcome.violations.append("\(label): records lost: \(summary)")
            }
            if rows.count != summary.rowsEmitted {
                outcome.violations.append("\(label): \(rows.count) rows delivered, \(summary.rowsEmitted) counted")
            }
            for warning in summary.warnings { outcome.add("  warning: \(warning)") }
        } catch {
            rejected = rejections.lines
            outcome.add("\(label): stopped: \(error)")
        }
        for reason in rejected { outcome.add("  rejected: \(reason)") }
    }

    /// The records a run left out, collected from the thread running the report.
    final class Rejections: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []

        func add(_ line: String) {
            lock.lock()
            collected.append(line)
            lock.unlock()
        }

        var lines: [String] {
            lock.lock()
            defer { lock.unlock() }
            return collected
        }
    }

    /// `line` with backslashes and control characters escaped, so that it stays one line.
    static func escaped(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x5C: out += "\\\\"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
