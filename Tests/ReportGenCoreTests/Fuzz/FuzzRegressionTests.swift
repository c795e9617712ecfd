import Foundation
import Testing

@testable import ReportGenCore

/// Replays the fuzzers' regression corpus (hostile inputs, and any crash a fuzzer ever found)
/// through the same code paths as Fuzz/Sources: each must end in a result or a clear error, fast.
@Suite struct FuzzRegressionTests {
    static let directory = Fixtures.root.appendingPathComponent("Tests/ReportGenCoreTests/Fuzz/Regressions")

    static func inputs(_ target: String) -> [String] {
        let dir = directory.appendingPathComponent(target).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(target).appendingPathComponent(name)))
    }

    static let plan: ReportPlan? = {
        let yaml = (try? Fixtures.text("Layouts/transactions.yaml")) ?? ""
        return LayoutCompiler.compile(text: yaml, file: "t.yaml").plan
    }()

    static func run(_ bytes: [UInt8], format: InputFormat) throws -> RunSummary? {
        let plan = try #require(plan)
        let inputs = plan.sources.map { source in
            StreamInput(name: source.name, title: source.title, displayPath: "fuzz", format: format) {
                MemoryByteSource(bytes)
            }
        }
        var sink = CollectingSink()
        return try? ReportEngine(plan: plan, parameters: [], inputs: inputs, policy: .skip).run(into: &sink)
    }

    @Test(arguments: inputs("FuzzLayout"))
    func layout(_ name: String) throws {
        let text = String(decoding: try Self.bytes("FuzzLayout", name), as: UTF8.self)
        let result = LayoutCompiler.compile(text: text, file: name)
        #expect(result.plan == nil)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test(arguments: inputs("FuzzCSV"))
    func csv(_ name: String) throws {
        if let summary = try Self.run(try Self.bytes("FuzzCSV", name), format: .csv) {
            #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead)
        }
    }

    /// The sample layout in other dialects, as `FuzzCSV` runs it too.
    static let dialectPlans: [ReportPlan] = {
        let yaml = (try? Fixtures.text("Layouts/transactions.yaml")) ?? ""
        let dialects = [
            "csv: { delimiter: ';', header_line: 2 }\n  encoding: windows-1252\n  null_values: ['', NA]",
            "encoding: utf-16\n  csv: { delimiter: tab }", "encoding: utf-16le\n  null_values: [NULL]",
            "encoding: iso-8859-1\n  csv: { delimiter: '|', header_line: 3 }",
        ]
        return dialects.compactMap { dialect in
            let text = yaml.replacingOccurrences(of: "input:\n", with: "input:\n  \(dialect)\n")
                .replacingOccurrences(
                    of: "amount:      { type: decimal, places: 2 }",
                    with: "amount: { type: decimal, places: 2, decimal_separator: ',', grouping_separator: '.' }")
            return LayoutCompiler.compile(text: text, file: "t.yaml").plan
        }
    }()

    @Test(arguments: inputs("FuzzCSV"))
    func csvInOtherDialects(_ name: String) throws {
        #expect(Self.dialectPlans.count == 4)
        let bytes = try Self.bytes("FuzzCSV", name)
        for plan in Self.dialectPlans {
            let input = StreamInput(name: nil, title: nil, displayPath: "fuzz", format: .csv) {
                MemoryByteSource(bytes)
            }
            var sink = CollectingSink()
            let inputs = plan.sources.isEmpty ? [input] : plan.sources.map { _ in input }
            if let summary = try? ReportEngine(plan: plan, parameters: [], inputs: inputs, policy: .skip).run(
                into: &sink)
            {
                #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead)
            }
        }
    }

    @Test(arguments: inputs("FuzzJSON"))
    func json(_ name: String) throws {
        for format in [InputFormat.json, .ndjson] {
            if let summary = try Self.run(try Self.bytes("FuzzJSON", name), format: format) {
                #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead)
            }
        }
    }

    @Test(arguments: inputs("FuzzExpression"))
    func expression(_ name: String) throws {
        let bytes = try Self.bytes("FuzzExpression", name)
        let text = String(decoding: bytes, as: UTF8.self)
        var scope = ExpressionScope()
        scope.fields = ["a": .init(slot: 0, type: .decimal)]
        if let syntax = try? ExpressionParser.parse(text),
            let (expr, _) = try? ExpressionChecker(scope: scope).check(syntax)
        {
            _ = try? Evaluator.evaluate(
                expr, record: [.decimal(.zero)], environment: EvaluationEnvironment(), accumulators: [])
        }
        _ = try? TemplateSyntax.parse(text)
        if case .success(let pattern) = DatePattern.parse(text) { _ = pattern.format(CivilDate(daysSinceEpoch: 0)) }
        _ = NumberFormat.parse(text)
        if let d = bytes.withUnsafeBufferPointer({ FixedDecimal(utf8: $0) }) {
            _ = d.formatted(places: 2, grouping: true)
        }
        #expect(Bool(true))  // reaching here without a trap is the property
    }

    @Test func everyTargetHasRegressionInputs() {
        for target in ["FuzzLayout", "FuzzCSV", "FuzzJSON", "FuzzExpression"] {
            #expect(!Self.inputs(target).isEmpty, "\(target)")
        }
    }
}
