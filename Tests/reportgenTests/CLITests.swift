import Foundation
import TestSupport
import Testing

/// Runs the built `reportgen` binary as a user would, from the repository root.
enum CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let binary: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("reportgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let fallback = root.appendingPathComponent(".build/debug/reportgen")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool; `standardInput` replaces the pipe `stdin` is written to, and `standardOutput`
    /// and `standardError` the pipes that collect `stdout` and `stderr` (which are then empty). Standard input stays open `holdingInput` seconds after
    /// `stdin` is written (a slow producer). A run longer than `timeout` seconds is killed
    /// (status 15), so a hang fails the test. `environment` adds variables to the tool's.
    static func run(
        _ arguments: [String], stdin: String? = nil, standardInput: FileHandle? = nil,
        standardOutput: FileHandle? = nil, standardError: FileHandle? = nil, holdingInput: Double = 0,
        timeout: Double = 120, environment extra: [String: String] = [:]
    ) throws -> Result {
        let binary = try #require(binary, "the reportgen binary was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = standardError ?? err
        process.standardInput = standardInput ?? input
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        if holdingInput > 0 { Thread.sleep(forTimeInterval: holdingInput) }
        try input.fileHandleForWriting.close()
        let outData = standardOutput == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = standardError == nil ? err.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        try ScratchDirectory.make("cli")
    }

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Tests/ReportGenCoreTests/Golden/\(name)"), encoding: .utf8)
    }
}

@Suite(.serialized) struct CLITests {
    @Test func rendersTheSampleReportByDefault() throws {
        let result = try CLI.run(["--layout", "Layouts/transactions.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Authorized Transactions\n  Apr 01, 2016\n"))
        #expect(result.stdout.contains("-400.00"))
        #expect(result.stdout.contains("560.19"))
        #expect(result.stdout.contains("778.78"))
        #expect(result.stdout.hasSuffix("1,338.97\n"))
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try CLI.golden("transactions.txt")))
    }

    @Test func rendersNDJSON() throws {
        let result = try CLI.run(["render", "--layout", "Layouts/transactions.yaml", "--format", "ndjson"])
        #expect(result.status == 0)
        #expect(result.stdout == (try CLI.golden("transactions.ndjson")))
        #expect(result.stdout.split(separator: "\n").count == 135)
    }

    @Test func validatesEveryShippedLayout() throws {
        let layouts = try FileManager.default.contentsOfDirectory(
            atPath: CLI.root.appendingPathComponent("Layouts").path
        )
        .filter { $0.hasSuffix(".yaml") }.map { "Layouts/\($0)" }
        #expect(!layouts.isEmpty)
        let result = try CLI.run(["validate"] + layouts)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func validateReportsPositionsAndExitsOne() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.yaml")
        try
            "layout: 1\ntitel: x\ninput:\n  fields: { a: string }\nrows:\n  r: { height: 1, fields: { t: string } }\nreport:\n  detail: [ { row: r, t: \"{b}\" } ]\n"
            .write(to: file, atomically: false, encoding: .utf8)
        let result = try CLI.run(["validate", file.path])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(file.path):2:1: error: unknown key 'titel' in the layout; did you mean 'title'? [unknown-key]
                \(file.path):8:28: error: unknown name 'b'; did you mean 'a'? [unknown-name]

                """)
        let github = try CLI.run(["validate", "--reporter", "github", file.path])
        #expect(github.status == 1)
        #expect(
            github.stdout == """
                ::error file=\(file.path),line=2,col=1,title=reportgen unknown-key::unknown key 'titel' in the layout; did you mean 'title'?
                ::error file=\(file.path),line=8,col=28,title=reportgen unknown-name::unknown name 'b'; did you mean 'a'?

                """)
    }

    @Test func renderRefusesAnInvalidLayout() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.yaml")
        try "layout: 2\n".write(to: file, atomically: false, encoding: .utf8)
        let result = try CLI.run(["--layout", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                \(file.path):1:1: error: the layout needs 'input' [missing-key]
                \(file.path):1:1: error: the layout needs 'rows' [missing-key]
                \(file.path):1:1: error: the layout needs 'report' [missing-key]
                \(file.path):1:9: error: layout version '2' is not supported; this engine reads 'layout: 1', 'layout: 1.1' and 'layout: 1.2' [unsupported-version]
                reportgen: \(file.path): the layout is invalid; nothing was rendered

                """)
    }

    @Test func usageErrorsExit64WithAHint() throws {
        let unknown = try CLI.run(["--layout", "Layouts/transactions.yaml", "--colour", "x"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--colour"))
        let missing = try CLI.run(["render"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--layout"))
        let badSource = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "postd=x.csv"])
        #expect(badSource.status == 64)
        #expect(badSource.stderr.contains("unknown source 'postd'"))
    }

    @Test func missingSourceWarnsAndStrictFails() throws {
        let lenient = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "posted=nowhere.csv"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: nowhere.csv: source 'posted' is missing"))
        #expect(lenient.stdout.contains("Posted Transactions are not currently available."))
        let strict = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "posted=nowhere.csv", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("reportgen: nowhere.csv: source 'posted' is missing"))
    }

    @Test func outputIsAtomic() throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("report.ndjson")
        try "previous report\n".write(to: target, atomically: false, encoding: .utf8)
        let broken = dir.appendingPathComponent("broken.csv")
        try "group,date,description,amount,debit\nA,2016-04-01,Starbucks,3.11,D\nA,2016-04-02,Tim,x12,D\n"
            .write(to: broken, atomically: false, encoding: .utf8)
        let failed = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "authorized=\(broken.path)", "--output", target.path,
        ])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("\(broken.path):3: field 'amount': 'x12' is not a decimal"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "previous report\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["broken.csv", "report.ndjson"])

        let ok = try CLI.run(["--layout", "Layouts/transactions.yaml", "--format", "ndjson", "--output", target.path])
        #expect(ok.status == 0)
        #expect(ok.stdout.isEmpty)
        #expect(try String(contentsOf: target, encoding: .utf8) == (try CLI.golden("transactions.ndjson")))
    }

    @Test func skipKeepsRejectsAndCountsThem() throws {
        let dir = try CLI.temporaryDirectory()
        let input = dir.appendingPathComponent("a.csv")
        try
            "group,date,description,amount,debit\nA,2016-04-01,Starbucks,3.11,D\nA,2016-04-02,Tim,x12,D\nA,2016-04-03,\"Bar, Inc\",1.005,D\nA,2016-04-04,Ok,2.00,C\n"
            .write(to: input, atomically: false, encoding: .utf8)
        let rejects = dir.appendingPathComponent("rejects.ndjson")
        let result = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "authorized=\(input.path)", "--on-error", "skip",
            "--rejects", rejects.path, "--format", "ndjson",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.contains("reportgen: 2 of 34 records rejected"))
        let lines = try String(contentsOf: rejects, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0]
                == "{\"path\":\"\(input.path)\",\"line\":3,\"reason\":\"\(input.path):3: field 'amount': 'x12' is not a decimal\",\"record\":\"A,2016-04-02,Tim,x12,D\"}"
        )
        #expect(lines[1].contains("\"record\":\"A,2016-04-03,\\\"Bar, Inc\\\",1.005,D\""))
        #expect(result.stdout.contains("\"fields\":{\"total\":1.11}"))  // 3.11 - 2.00
    }
}

@Suite(.serialized) struct CLIFormatTests {
    @Test(arguments: ["text", "json", "ndjson", "html", "csv", "markdown"])
    func everyFormatRendersTheSample(_ format: String) throws {
        let result = try CLI.run(["--layout", "Layouts/transactions.yaml", "--format", format])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1338.97") || result.stdout.contains("1,338.97"))
    }

    @Test func xlsxIsWrittenToAFileOnly() throws {
        let result = try CLI.run(["--layout", "Layouts/monthly.yaml", "--format", "xlsx"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: --format xlsx needs --output FILE (a workbook goes to a file, or with --output - to a pipe; never to a terminal)\n"
            ))
        let target = try CLI.temporaryDirectory().appendingPathComponent("monthly.xlsx")
        let written = try CLI.run(["--layout", "Layouts/monthly.yaml", "--format", "xlsx", "--output", target.path])
        #expect(written.status == 0)
        #expect(written.stderr.isEmpty)
        let bytes = try Data(contentsOf: target)
        #expect(Array(bytes.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])  // a zip's first local header
        #expect(Array(bytes.suffix(22).prefix(4)) == [0x50, 0x4B, 0x05, 0x06])  // its end record
    }

    @Test func mustacheTemplates() throws {
        let dir = try CLI.temporaryDirectory()
        let kinds = ["header", "subheader", "detail", "subfooter", "footer", "grandfooter"]
        for kind in kinds {
            try "{{kind}}|{{band}}|{{#title}}{{title}}{{/title}}{{description}} {{amount}}{{total}}\n"
                .write(to: dir.appendingPathComponent("\(kind).mustache"), atomically: false, encoding: .utf8)
        }
        let missing = try CLI.run(["--layout", "Layouts/transactions.yaml", "--template", dir.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no template for row kind 'message' (\(dir.path)/message.mustache)"))
        try "{{message}}\n".write(
            to: dir.appendingPathComponent("message.mustache"), atomically: false, encoding: .utf8)
        let ok = try CLI.run(["--layout", "Layouts/transactions.yaml", "--template", dir.path])
        #expect(ok.status == 0)
        #expect(
            ok.stdout.hasPrefix(
                "header||Authorized Transactions \nsubheader|odd|Apr 01, 2016 \ndetail|odd|Starbucks 3.11\n"))
        #expect(ok.stdout.hasSuffix("grandfooter|| 1,338.97\n"))
    }

    @Test func templateFilesThatCannotBeUsedSayWhy() throws {
        let dir = try CLI.temporaryDirectory()
        let kinds = ["header", "subheader", "detail", "subfooter", "footer", "grandfooter", "message"]
        for kind in kinds {
            try "{{kind}}\n".write(
                to: dir.appendingPathComponent("\(kind).mustache"), atomically: false, encoding: .utf8)
        }
        let detail = dir.appendingPathComponent("detail.mustache").path
        func run() throws -> CLI.Result {
            try CLI.run(["--layout", "Layouts/transactions.yaml", "--template", dir.path])
        }
        try FileManager.default.removeItem(atPath: detail)
        #expect(mkfifo(detail, 0o600) == 0)
        let fifo = try run()
        #expect(fifo.status == 1)
        #expect(fifo.stderr == "reportgen: --template: \(detail) is not a regular file\n")
        try FileManager.default.removeItem(atPath: detail)
        try Data(repeating: 0x41, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: detail))
        let large = try run()
        #expect(large.status == 1)
        #expect(large.stderr == "reportgen: --template: \(detail) is larger than 1048576 bytes\n")
        try Data([0x7B, 0x7B, 0xFF, 0x7D, 0x7D]).write(to: URL(fileURLWithPath: detail))
        let binary = try run()
        #expect(binary.status == 1)
        #expect(binary.stderr == "reportgen: --template: \(detail) is not valid UTF-8; save it as UTF-8\n")
        try (String(repeating: "{{#title}}", count: 3_000) + String(repeating: "{{/title}}", count: 3_000))
            .write(toFile: detail, atomically: false, encoding: .utf8)
        let deep = try run()
        #expect(deep.status == 1)
        #expect(
            deep.stderr.hasPrefix(
                "reportgen: --template: \(detail):1:1001: sections nest more than 100 deep here"))
    }

    @Test func codegenAndSchema() throws {
        let swift = try CLI.run([
            "codegen", "swift", "--layout", "Layouts/transactions.yaml", "--name", "TransactionListRow",
        ])
        #expect(swift.status == 0)
        #expect(swift.stdout == (try CLI.golden("TransactionListRow.swift.txt")))
        // The default name does not clash with the library's own `ReportRow`.
        let unnamed = try CLI.run(["codegen", "swift", "--layout", "Layouts/transactions.yaml"])
        #expect(unnamed.status == 0)
        #expect(unnamed.stdout == swift.stdout.replacingOccurrences(of: "TransactionListRow", with: "LayoutRow"))
        for bad in ["", "2Rows", "Row-Kind", "enum", "_", "some"] {
            let refused = try CLI.run(["codegen", "swift", "--layout", "Layouts/transactions.yaml", "--name", bad])
            #expect(refused.status == 64, "\(bad)")
            #expect(
                refused.stderr.hasPrefix("Error: --name '\(bad)' is not a Swift type name"), "\(refused.stderr)")
        }
        // A type the generated code uses would be hidden by the enum: refused, not miscompiled.
        for used in ["String", "Decimal", "Placed"] {
            let refused = try CLI.run(["codegen", "swift", "--layout", "Layouts/transactions.yaml", "--name", used])
            #expect(refused.status == 64, "\(used)")
            #expect(
                refused.stderr.hasPrefix(
                    "Error: --name '\(used)' is a type the generated code uses; the enum would hide it"),
                "\(refused.stderr)")
        }
        // A valid name is used as given, not camel-cased.
        let snake = try CLI.run(["codegen", "swift", "--layout", "Layouts/transactions.yaml", "--name", "my_row"])
        #expect(snake.stdout.contains("public enum my_row: Decodable"))
        let schema = try CLI.run(["schema"])
        #expect(schema.status == 0)
        #expect(
            schema.stdout
                == (try String(
                    contentsOf: CLI.root.appendingPathComponent("schema/layout-v1.schema.json"), encoding: .utf8)))
    }
}

@Suite(.serialized) struct CLIInputAndParameterTests {
    @Test func readsStandardInput() throws {
        let csv = try String(contentsOf: CLI.root.appendingPathComponent("Samples/portfolio.csv"), encoding: .utf8)
        let result = try CLI.run(
            ["--layout", "Layouts/portfolio.yaml", "--input", "holdings=-", "--format", "ndjson"], stdin: csv)
        #expect(result.status == 0)
        #expect(result.stdout == (try CLI.golden("portfolio.ndjson")))
    }

    @Test func oneStreamLayoutsNeedAnInput() throws {
        let result = try CLI.run(["--layout", "Tests/reportgenTests/Fixtures/types.yaml"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "this layout reads one stream and declares no sources; give --input PATH (or - for stdin)"))
        let piped = try CLI.run(
            ["--layout", "Tests/reportgenTests/Fixtures/types.yaml", "--input", "-", "--format", "csv"],
            stdin: "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n")
        #expect(piped.status == 0)
        #expect(piped.stdout == "kind,level,band,height,text,amount\r\nr,2,,1,a,1.50\r\nr,0,,1,total,1.50\r\n")
    }

    @Test func parametersAreTypedWithDefaults() throws {
        let euro = try CLI.run([
            "--layout", "Layouts/portfolio.yaml", "--param", "portfolio_currency=EUR", "--format", "ndjson",
        ])
        #expect(euro.status == 0)
        #expect(
            euro.stdout.hasPrefix(
                #"{"kind":"holding","id":"holding/1","level":0,"band":null,"height":50,"fields":{"title":"Portfolio in EUR: 5 holdings"}}"#
            ))
        let unknown = try CLI.run(["--layout", "Layouts/portfolio.yaml", "--param", "currency=EUR"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--param: unknown parameter 'currency' (the layout has portfolio_currency)"))
        let malformed = try CLI.run(["--layout", "Layouts/portfolio.yaml", "--param", "portfolio_currency"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("--param needs NAME=VALUE, found 'portfolio_currency'"))
        let nameless = try CLI.run(["--layout", "Layouts/portfolio.yaml", "--param", "=EUR"])
        #expect(nameless.status == 64)
        #expect(nameless.stderr.contains("--param needs NAME=VALUE, found '=EUR' (no name before '=')"))
        let twice = try CLI.run([
            "--layout", "Layouts/portfolio.yaml", "--param", "portfolio_currency=EUR", "--param",
            "portfolio_currency=USD",
        ])
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("--param 'portfolio_currency' is given twice"))
    }

    @Test func badParameterValuesAreUsageErrors() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("p.yaml")
        try """
        layout: 1
        parameters:
          cutoff: date
          limit: { type: decimal, default: "10.5" }
        input:
          fields: { a: int }
        rows:
          r: { height: 1, fields: { t: string } }
        report:
          footer: [ { row: r, t: "{params.cutoff:MMM d} {params.limit}" } ]
        """.write(to: layout, atomically: false, encoding: .utf8)
        let input = dir.appendingPathComponent("a.csv")
        try "a\n1\n".write(to: input, atomically: false, encoding: .utf8)
        let missing = try CLI.run(["--layout", layout.path, "--input", input.path])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--param: parameter 'cutoff' has no default and was not given"))
        let bad = try CLI.run(["--layout", layout.path, "--input", input.path, "--param", "cutoff=2023-02-29"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--param: parameter 'cutoff': '2023-02-29' is not a date (yyyy-MM-dd)"))
        let ok = try CLI.run(["--layout", layout.path, "--input", input.path, "--param", "cutoff=2024-02-29"])
        #expect(ok.status == 0)
        #expect(ok.stdout == "Feb 29 10.5\n")
    }

    /// An option given twice, an empty path, `--format` with `--template`: usage errors (64), shown
    /// with `render`'s usage, never a silently dropped value.
    @Test func repeatedOptionsAndEmptyPathsAreUsageErrors() throws {
        let layout = "Layouts/transactions.yaml"
        let cases: [([String], String)] = [
            (["--layout", layout, "--layout", layout], "--layout is given more than once; give it once"),
            (
                ["--layout", layout, "--output=a.txt", "--output", "b.txt"],
                "--output is given more than once; give it once"
            ),
            (["--layout", layout, "--output", ""], "--output needs a path, not an empty text"),
            (["--layout", layout, "--input", "authorized="], "--input 'authorized=': no path after '='"),
            (
                ["--layout", layout, "--input", "=Samples/posted.csv"],
                "--input '=Samples/posted.csv': no source name before '=' (the layout has authorized, posted)"
            ),
            (
                ["--layout", layout, "--input", "posted=Samples/posted.csv", "--input", "posted=Samples/all.csv"],
                "--input gives source 'posted' more than once"
            ),
            (
                ["--layout", layout, "--template", "Samples", "--format", "csv"],
                "--template renders through the templates; --format csv does not apply with it"
            ),
            // Without `--layout` the parser says only that it is missing: the typo is named first.
            (["--layuot", layout], "Unknown option '--layuot'. Did you mean '--layout'?"),
            (
                ["--format", "ndjson", layout],
                "Missing expected argument '--layout <layout>'; to render \(layout), write --layout \(layout)"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == "Error: \(message)\nUsage: reportgen render [<options>] --layout <layout>\n"
                    + "  See 'reportgen render --help' for more information.\n", "\(arguments)")
        }
    }

    /// A mistyped subcommand is named, with the one meant, before the parser takes it for a file.
    @Test func aMistypedSubcommandGetsDidYouMean() throws {
        for (typed, meant) in [("validat", "validate"), ("shema", "schema"), ("codgen", "codegen")] {
            let result = try CLI.run([typed, "Layouts/transactions.yaml"])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == "Error: Unknown subcommand '\(typed)'. Did you mean '\(meant)'?\n"
                    + "  See 'reportgen --help' for the subcommands.\n")
        }
    }

    /// Every subcommand's one-value options, given twice, are usage errors too (64).
    @Test func subcommandsRefuseRepeatedOptions() throws {
        let layout = "Layouts/transactions.yaml"
        let cases: [([String], String)] = [
            (["validate", layout, "--reporter", "json", "--reporter", "github"], "--reporter"),
            (["codegen", "swift", "--layout", layout, "--layout", layout, "--name", "A"], "--layout"),
            (["codegen", "swift", "--layout", layout, "--name", "A", "--name=B"], "--name"),
            (["diff", "a.ndjson", "b.ndjson", "--format", "ndjson", "--format", "text"], "--format"),
        ]
        for (arguments, option) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("Error: \(option) is given more than once; give it once\n"), "\(arguments)")
        }
    }

    @Test func validateStrictFailsOnWarnings() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("w.yaml")
        let text = try String(contentsOf: CLI.root.appendingPathComponent("Layouts/transactions.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "title: Credit card transactions", with: "title: no")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let warning =
            "\(file.path):4:8: warning: 'no' is a boolean in YAML 1.1 and a string in YAML 1.2; write true or false for a yes-or-no setting, or quote it for text [yaml-ambiguity]\n"
        let lenient = try CLI.run(["validate", file.path])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == warning)
        let strict = try CLI.run(["validate", "--strict", file.path])
        #expect(strict.status == 1)
        #expect(strict.stdout == warning.replacingOccurrences(of: ": warning: ", with: ": error: "))
        let json = try CLI.run(["validate", "--strict", "--reporter", "json", file.path])
        #expect(json.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files.first?["valid"] as? Bool == false)
        // Rendering under --strict refuses the same layout, and says why.
        let render = try CLI.run(["--layout", file.path, "--strict"])
        #expect(render.status == 1)
        #expect(render.stdout == "")
        #expect(
            render.stderr
                == warning.replacingOccurrences(of: ": warning: ", with: ": error: ")
                + "reportgen: \(file.path): with --strict, the layout's warnings are errors; nothing was rendered\n")
    }
}

@Suite(.serialized) struct CLISingleSourceTests {
    @Test func aBarePathGoesToTheOnlySource() throws {
        let bare = try CLI.run([
            "--layout", "Layouts/portfolio.yaml", "--input", "Samples/portfolio.csv", "--format", "ndjson",
        ])
        #expect(bare.status == 0)
        #expect(bare.stdout == (try CLI.golden("portfolio.ndjson")))
        let twoSources = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "Samples/posted.csv"])
        #expect(twoSources.status == 64)
        #expect(twoSources.stderr.contains("this layout has sources (authorized, posted); use --input NAME=PATH"))
    }
}
