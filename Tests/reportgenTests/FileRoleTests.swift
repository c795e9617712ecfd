import Foundation
import Testing

/// A run never writes a file it also reads (or writes in another role): usage error 64, before
/// anything is read or written, naming both roles.
@Suite(.serialized) struct FileRoleTests {
    static let layout = "Tests/reportgenTests/Fixtures/types.yaml"
    static let records = "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n2024-01-02,,,x,,D,b\n"

    /// A temporary directory holding `a.csv` (one good record, one bad).
    static func directoryWithInput() throws -> (URL, String) {
        let dir = try CLI.temporaryDirectory()
        let input = dir.appendingPathComponent("a.csv").path
        try records.write(toFile: input, atomically: false, encoding: .utf8)
        return (dir, input)
    }

    static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// A copy of the fixture layout in `dir`, with `extra` appended; its path and text.
    static func layoutCopy(in dir: URL, adding extra: String = "") throws -> (String, String) {
        let path = dir.appendingPathComponent("layout.yaml").path
        let text = try contents(CLI.root.appendingPathComponent(layout).path) + extra
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, text)
    }

    /// Runs the tool and expects the usage error `message` and nothing on standard output.
    static func expectRefused(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, sourceLocation: sourceLocation)
        #expect(result.stderr == "reportgen: \(message)\n", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func outputNamingTheInputIsRefused() throws {
        let (_, input) = try Self.directoryWithInput()
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", input, "--output", input],
            "--output '\(input)' is the same file as --input '\(input)'")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingTheFileOnStandardInputIsRefused() throws {
        let (_, input) = try Self.directoryWithInput()
        let stdin = try #require(FileHandle(forReadingAtPath: input))
        defer { try? stdin.close() }
        let result = try CLI.run(
            ["--layout", Self.layout, "--input", "-", "--output", input], standardInput: stdin)
        #expect(result.status == 64)
        #expect(result.stderr == "reportgen: --output '\(input)' is the same file as --input '-'\n")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingADatabaseAVariableNamesIsRefused() throws {
        // `sqlite: "${DB}"`: the check compared the unexpanded text, and the report replaced the database.
        let dir = try CLI.temporaryDirectory()
        let database = dir.appendingPathComponent("t.sqlite").path
        try FileManager.default.copyItem(
            atPath: CLI.root.appendingPathComponent("Samples/transactions.sqlite").path, toPath: database)
        let layout = dir.appendingPathComponent("l.yaml").path
        try Data(
            """
            layout: 1
            input:
              fields: { amount: { type: decimal, places: 2 } }
            sources:
              - { name: posted, sqlite: "${REPORTGEN_TEST_DB}", query: "SELECT amount FROM posted", required: true }
            rows:
              r: { height: 1, fields: { amount: { type: decimal, places: 2 } } }
            report:
              detail: [ { row: r, amount: amount } ]
            """.utf8
        ).write(to: URL(fileURLWithPath: layout))
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let result = try CLI.run(
            ["--layout", layout, "--output", database], environment: ["REPORTGEN_TEST_DB": database])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "reportgen: --output '***' is the same file as source 'posted' ('${REPORTGEN_TEST_DB}')\n",
            "the variable's value is a secret, wherever it is shown")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func outputAndRejectsMayShareTheShellsLogFile() throws {
        // `--output - --rejects /dev/stderr > log 2>&1`: both written in place, neither replaces it.
        let (dir, input) = try Self.directoryWithInput()
        let log = dir.appendingPathComponent("log").path
        try Data().write(to: URL(fileURLWithPath: log))
        let handle = try #require(FileHandle(forWritingAtPath: log))
        defer { try? handle.close() }
        let result = try CLI.run(
            [
                "--layout", Self.layout, "--input", input, "--output", "-", "--on-error", "skip", "--rejects",
                "/dev/stderr",
            ],
            standardOutput: handle, standardError: handle)
        #expect(result.status == 0)
        // The two streams' lines interleave as the system writes them: each is checked whole.
        let lines = try Self.contents(log).split(separator: "\n").map(String.init)
        #expect(lines.contains("reportgen: 1 of 2 records rejected"))
        #expect(lines.contains { $0.hasPrefix("{\"path\":\"\(input)\",\"line\":3,") })
        #expect(lines.count > 2)
    }

    @Test func outputThroughASymbolicLinkToTheInputIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let link = dir.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.csv")
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", input, "--output", link],
            "--output '\(link)' is the same file as --input '\(input)'")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "a.csv")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputThroughAHardLinkToTheInputIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let hard = dir.appendingPathComponent("hard.csv").path
        try FileManager.default.linkItem(atPath: input, toPath: hard)
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", hard, "--output", input],
            "--output '\(input)' is the same file as --input '\(hard)'")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingTheLayoutIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let (layout, text) = try Self.layoutCopy(in: dir)
        try Self.expectRefused(
            ["--layout", layout, "--input", input, "--output", layout],
            "--output '\(layout)' is the same file as --layout '\(layout)'")
        #expect(try Self.contents(layout) == text)
    }

    @Test func rejectsNamingTheInputIsRefused() throws {
        let (_, input) = try Self.directoryWithInput()
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", input, "--on-error", "skip", "--rejects", input],
            "--rejects '\(input)' is the same file as --input '\(input)'")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func rejectsAndOutputInOneFileAreRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let both = dir.appendingPathComponent("out.txt").path
        let spelledOtherwise = dir.path + "/./out.txt"
        try Self.expectRefused(
            [
                "--layout", Self.layout, "--input", input, "--on-error", "skip", "--rejects", both, "--output",
                spelledOtherwise,
            ],
            "--rejects '\(both)' is the same file as --output '\(spelledOtherwise)'")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.csv"])
    }

    @Test func outputNamingADeclaredSourceIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let (layout, _) = try Self.layoutCopy(
            in: dir, adding: "sources:\n  - { name: s, path: a.csv, required: true }\n")
        let link = dir.appendingPathComponent("elsewhere.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
        try Self.expectRefused(
            ["--layout", layout, "--output", link],
            "--output '\(link)' is the same file as source 's' ('\(input)')")
        try Self.expectRefused(
            ["--layout", layout, "--input", "s=\(link)", "--output", input],
            "--output '\(input)' is the same file as --input 's=\(link)'")
        #expect(try Self.contents(input) == Self.records)
    }

    @Test func outputNamingATemplateIsRefused() throws {
        let (dir, input) = try Self.directoryWithInput()
        let template = dir.appendingPathComponent("r.mustache").path
        try "{{text}}\n".write(toFile: template, atomically: false, encoding: .utf8)
        try Self.expectRefused(
            [
                "--layout", Self.layout, "--input", input, "--template", dir.path, "--on-error", "skip", "--rejects",
                template,
            ],
            "--rejects '\(template)' is the same file as --template file '\(template)'")
        #expect(try Self.contents(template) == "{{text}}\n")
    }

    @Test func standardStreamsNeverCollide() throws {
        let result = try CLI.run(
            ["--layout", Self.layout, "--input", "-", "--output", "-", "--format", "csv"],
            stdin: "day,at,n,amount,ok,kind,text\n2024-01-01,,,1.5,,D,a\n")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "kind,level,band,height,text,amount\r\nr,2,,1,a,1.50\r\nr,0,,1,total,1.50\r\n")
    }

    /// A stream the shell opened is named once: standard input is read once (a second source
    /// reading it would see it empty), and two outputs on standard output would mix their lines.
    @Test func oneStreamInTwoRolesIsRefused() throws {
        try Self.expectRefused(
            ["--layout", "Layouts/transactions.yaml", "--input", "posted=-", "--input", "authorized=-"],
            "--input 'posted=-' and --input 'authorized=-' are both standard input, which can be read only once")
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", "-", "--on-error", "skip", "--rejects", "-", "--output", "-"],
            "--rejects '-' and --output '-' are both standard output, which would get both outputs mixed")
        try Self.expectRefused(
            ["--layout", Self.layout, "--input", "-", "--on-error", "skip", "--rejects", "/dev/stdout"],
            "--rejects '/dev/stdout' and the report (standard output) are both standard output, which would get "
                + "both outputs mixed")
    }

    @Test func oneFileReadInTwoRolesIsAllowed() throws {
        let result = try CLI.run([
            "--layout", "Layouts/transactions.yaml", "--input", "posted=Samples/authorized.csv", "--format", "csv",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
