import Foundation
import Testing

@testable import ReportGenCore

/// Replays the fuzzers' regression corpus (hostile inputs, and any crash a fuzzer ever found)
/// through exactly what each fuzz target does (``FuzzTargets``, the same source file, and the
/// same Fuzz/fuzz-layout.yaml), and compares every outcome, line for line, with the one recorded
/// in `Regressions/TARGET.outcomes`: record counts, every rejection's message, every diagnostic.
///
/// After a deliberate change of behaviour, record again and review the diff:
/// `RECORD_FUZZ_OUTCOMES=1 swift test --filter FuzzRegressionTests`.
@Suite struct FuzzRegressionTests {
    static let directory = Fixtures.root.appendingPathComponent("Tests/ReportGenCoreTests/Fuzz/Regressions")
    static let targets = ["FuzzLayout", "FuzzCSV", "FuzzJSON", "FuzzExpression", "FuzzTemplate", "FuzzRender"]
    static let recording = ProcessInfo.processInfo.environment["RECORD_FUZZ_OUTCOMES"] != nil

    static func inputs(_ target: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(target).path).sorted()
    }

    /// Every (target, input) pair; a listing that fails leaves a target out, which
    /// `theRecordsHoldExactlyTheInputs` reports.
    static let cases: [(String, String)] = targets.flatMap { target in
        ((try? inputs(target)) ?? []).map { (target, $0) }
    }

    static func report() throws -> Report {
        try #require(FuzzTargets.report(layout: try Fixtures.text("Fuzz/fuzz-layout.yaml")))
    }

    static func replay(_ target: String, _ name: String) throws -> FuzzTargets.Outcome {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(target).appendingPathComponent(name)))
        switch target {
        case "FuzzLayout": return FuzzTargets.layout(bytes)
        case "FuzzCSV": return FuzzTargets.csv(bytes, report: try report())
        case "FuzzJSON": return FuzzTargets.json(bytes, report: try report())
        case "FuzzTemplate": return FuzzTargets.template(bytes, report: try report())
        case "FuzzRender": return FuzzTargets.render(bytes, report: try report())
        default: return FuzzTargets.expression(bytes)
        }
    }

    static func outcomesFile(_ target: String) -> URL {
        directory.appendingPathComponent("\(target).outcomes")
    }

    /// The recorded outcome of each input of `target`, by file name.
    static func recorded(_ target: String) throws -> [String: [String]] {
        var outcomes: [String: [String]] = [:]
        var current: String?
        for line in try String(contentsOf: outcomesFile(target), encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("== ") {
                let name = String(line.dropFirst(3))
                current = name
                outcomes[name] = []
            } else if let current, !line.hasPrefix("#") {
                outcomes[current, default: []].append(String(line))
            }
        }
        return outcomes
    }

    @Test(.disabled(if: recording), arguments: cases)
    func replaysAsRecorded(_ target: String, _ name: String) throws {
        let outcome = try Self.replay(target, name)
        #expect(outcome.violations == [], "\(target)/\(name)")
        let recorded = try #require(try Self.recorded(target)[name], "\(target)/\(name) has no recorded outcome")
        #expect(outcome.lines == recorded, "\(target)/\(name)")
    }

    @Test(.disabled(if: recording)) func theRecordsHoldExactlyTheInputs() throws {
        for target in Self.targets {
            let inputs = try Self.inputs(target)
            #expect(!inputs.isEmpty, "\(target)")
            #expect(try Self.recorded(target).keys.sorted() == inputs, "\(target)")
        }
    }

    /// The CSV inputs in the other input dialects the CSV target reads them in: no record lost,
    /// however they fare.
    @Test(arguments: (try? inputs("FuzzCSV")) ?? [])
    func csvInOtherDialects(_ name: String) throws {
        let reports = FuzzTargets.dialectReports(layout: try Fixtures.text("Fuzz/fuzz-layout.yaml"))
        #expect(reports.count == FuzzTargets.dialects.count)
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent("FuzzCSV/\(name)")))
        let outcome = FuzzTargets.csvInDialects(bytes, reports: reports)
        #expect(outcome.violations == [], "\(name)")
        #expect(outcome.lines.count >= reports.count, "\(name)")
    }

    @Test func theFuzzLayoutIsValid() throws {
        let text = try Fixtures.text("Fuzz/fuzz-layout.yaml")
        #expect(LayoutCompiler.compile(text: text, file: "fuzz-layout.yaml").diagnostics.map(\.description) == [])
    }

    @Test func outcomeLinesStayOneLine() {
        #expect(FuzzTargets.escaped("a\nb\\c\u{7F}\u{2028}é") == #"a\u{A}b\\c\u{7F}\u{2028}é"#)
    }

    @Test(.enabled(if: recording)) func record() throws {
        for target in Self.targets {
            var text = "# What each input in \(target)/ does, recorded by FuzzRegressionTests"
            text += " (RECORD_FUZZ_OUTCOMES=1 swift test --filter FuzzRegressionTests).\n"
            for name in try Self.inputs(target) {
                let outcome = try Self.replay(target, name)
                #expect(outcome.violations == [], "\(target)/\(name)")
                text += "== \(name)\n" + outcome.lines.map { $0 + "\n" }.joined()
            }
            try text.write(to: Self.outcomesFile(target), atomically: false, encoding: .utf8)
        }
    }
}
