import Foundation
import ReportGenCore
import Testing

@testable import reportgen

/// The progress meter end to end: standard input is held open after its records (a slow
/// producer), so the run lasts longer than the meter's first delay (half a second).
@Suite(.serialized) struct ProgressMeterTests {
    static let records = """
        group,date,description,amount,debit
        A,2016-04-01,Starbucks,3.11,D
        A,2016-04-02,Firkin,15.34,D
        A,2016-04-03,TTC,2.00,C

        """
    static let arguments = ["--layout", "Layouts/transactions.yaml", "--input", "authorized=-"]

    /// The report as a run that nothing holds up prints it.
    static func plainRun(_ extra: [String] = []) throws -> CLI.Result {
        try CLI.run(arguments + extra, stdin: records)
    }

    @Test func onATerminalShowsRecordsBytesAndTheRateThenClearsTheLine() throws {
        let terminal = try PseudoTerminal()
        let result = try CLI.run(
            Self.arguments, stdin: Self.records, standardError: terminal.terminal, holdingInput: 2)
        let shown = try terminal.output()
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.plainRun()).stdout)
        // Each update returns to the line's start, writes the line and clears the rest; the last
        // clears the line.
        let updates = shown.components(separatedBy: "\u{1B}[K")
        #expect(updates.suffix(2) == ["\r", ""])
        let lines = updates.dropLast(2)
        #expect(lines.count >= 3)
        var whileWaiting = 0
        for line in lines {
            let match = try #require(
                line.wholeMatch(
                    of: #/\r([0-9,]+) records? read, ([0-9]+ B|[0-9,]+\.[0-9] [kMG]B), ([0-9,]+) records/s/#))
            // Held up after its records, the run has read all three and their bytes.
            if match.1 == "3", match.2 == "\(Self.records.utf8.count) B" { whileWaiting += 1 }
        }
        #expect(whileWaiting >= 1)
    }

    @Test func nothingWhenStandardErrorIsNotATerminal() throws {
        let held = try CLI.run(Self.arguments, stdin: Self.records, holdingInput: 1)
        #expect(held.status == 0)
        #expect(held.stderr == "")
        #expect(held.stdout == (try Self.plainRun()).stdout)
        // A run with a warning: standard error holds the warning alone, as without the meter.
        let missing = ["--input", "posted=nosuch.csv"]
        let warned = try CLI.run(Self.arguments + missing, stdin: Self.records, holdingInput: 1)
        #expect(warned.status == 0)
        #expect(warned.stderr == "reportgen: warning: nosuch.csv: source 'posted' is missing (no such file)\n")
        #expect(warned.stderr == (try Self.plainRun(missing)).stderr)
    }

    @Test func quietShowsNothingOnATerminal() throws {
        let terminal = try PseudoTerminal()
        let result = try CLI.run(
            Self.arguments + ["--quiet"], stdin: Self.records, standardError: terminal.terminal, holdingInput: 1)
        #expect(try terminal.output() == "")
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.plainRun()).stdout)
    }

    /// With the report on the same terminal, the meter's line would tear it apart: no meter.
    @Test func nothingWhenTheReportGoesToTheSameTerminal() throws {
        let terminal = try PseudoTerminal()
        let result = try CLI.run(
            Self.arguments, stdin: Self.records, standardOutput: terminal.terminal, standardError: terminal.terminal,
            holdingInput: 1)
        #expect(result.status == 0)
        #expect(try terminal.output() == (try Self.plainRun()).stdout)
    }

    /// An error clears the meter's line before it is shown. (A quote left open shows only at the
    /// end of the input, after the meter has drawn.)
    @Test func anErrorClearsTheLineFirst() throws {
        let terminal = try PseudoTerminal()
        let result = try CLI.run(
            Self.arguments, stdin: Self.records + "A,2016-04-04,\"Open,1.00,D\n", standardError: terminal.terminal,
            holdingInput: 2)
        #expect(result.status == 1)
        let updates = try terminal.output().components(separatedBy: "\u{1B}[K")
        #expect(updates.count >= 3)
        #expect(
            updates.suffix(2) == [
                "\r", "-:5: unterminated quoted field (the quote opened on line 5 is never closed)\n",
            ])
    }

    /// The share needs every input's size: regular files add up (a missing one adds nothing);
    /// standard input has none.
    @Test func theTotalIsKnownForRegularFilesOnly() throws {
        let directory = try CLI.temporaryDirectory()
        let a = directory.appendingPathComponent("a.csv").path
        let b = directory.appendingPathComponent("b.csv").path
        try String(repeating: "x", count: 1_000).write(toFile: a, atomically: false, encoding: .utf8)
        try "amount\n1\n".write(toFile: b, atomically: false, encoding: .utf8)
        func input(_ path: String) -> InputFile {
            InputFile(
                ResolvedStream(
                    stream: .file(name: nil, title: nil, path: path, format: .csv, mustExist: false), label: path,
                    mustExist: false, readsFile: path))
        }
        let missing = directory.appendingPathComponent("missing.csv").path
        #expect(ProgressMeter.totalBytes(of: [input(a), input(b), input(missing)]) == 1_009)
        #expect(ProgressMeter.totalBytes(of: []) == 0)
        #expect(ProgressMeter.totalBytes(of: [input(a), input("-")]) == nil)
        #expect(ProgressMeter.totalBytes(of: [input("/dev/null")]) == nil)
    }
}
