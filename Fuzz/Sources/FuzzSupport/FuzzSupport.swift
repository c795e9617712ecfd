import Foundation
import ReportGenCore

/// What the fuzz targets share: the sample layout's plan and a way to run it over bytes.
public enum FuzzSupport {
    public static let transactionsLayout = """
        layout: 1
        input:
          sorted_by: [date]
          fields:
            group: { type: enum, values: { A: Authorized, P: Posted } }
            date: date
            description: string
            amount: { type: decimal, places: 2 }
            debit: { type: enum, values: { D: debit, C: credit } }
            count: { type: int, optional: true }
            at: { type: datetime, optional: true }
            flag: { type: bool, optional: true }
          computed:
            signed: "if(debit == 'credit', -amount, amount)"
            scaled: "signed * coalesce(count, 1) / 3"
        rows:
          header: { height: 20, band: toggle, fields: { title: string, n: int, avg: { type: decimal, places: 2 } } }
          detail: { height: 18, band: keep, fields: { text: string, amount: { type: decimal, places: 2 } } }
          footer: { height: 18, band: toggle, fields: { total: decimal } }
        report:
          groups:
            - by: month(date)
              header: [ { row: header, title: "{date:MMMM yyyy}", n: "count()", avg: "avg(scaled)" } ]
            - by: date
              footer: [ { row: footer, total: "sum(signed)" } ]
          detail: [ { row: detail, text: "{description} {at} {flag} {upper(group)}", amount: scaled } ]
          footer: [ { row: footer, total: "sum(scaled)" } ]
        """

    public static let plan: ReportPlan? = LayoutCompiler.compile(text: transactionsLayout, file: "fuzz.yaml").plan

    /// The layout in other input dialects: a preamble, other delimiters, encodings, null texts and
    /// German numbers, so that the transcoding and the dialect paths are fuzzed as well.
    public static let dialects = [
        "csv: { delimiter: ';', header_line: 2 }\n  encoding: windows-1252\n  null_values: ['', NA]",
        "encoding: utf-16\n  csv: { delimiter: tab }", "encoding: utf-16le\n  null_values: [NULL]",
        "encoding: iso-8859-1\n  csv: { delimiter: '|', header_line: 3 }",
    ]

    /// The plans of ``dialects``, each with the amount written `-1.234,56`.
    public static let dialectPlans: [ReportPlan] = dialects.compactMap { dialect in
        var text = transactionsLayout.replacingOccurrences(of: "input:\n", with: "input:\n  \(dialect)\n")
        // The input field only (the first one): row fields take no separators.
        if let amount = text.range(of: "amount: { type: decimal, places: 2 }") {
            text.replaceSubrange(
                amount, with: "amount: { type: decimal, places: 2, decimal_separator: ',', grouping_separator: '.' }")
        }
        return LayoutCompiler.compile(text: text, file: "fuzz.yaml").plan
    }

    /// Runs the plan (or `dialect`) over `bytes` as one stream, skipping bad records; checks that
    /// nothing is lost.
    public static func run(_ bytes: [UInt8], format: InputFormat, plan dialect: ReportPlan? = nil) {
        guard let plan = dialect ?? plan else { fatalError("the fuzz layout must compile") }
        let input = StreamInput(name: nil, title: nil, displayPath: "fuzz", format: format) { MemoryByteSource(bytes) }
        var sink = CollectingSink()
        var rejected = 0
        let engine = ReportEngine(plan: plan, parameters: [], inputs: [input], policy: .skip) { _ in rejected += 1 }
        guard let summary = try? engine.run(into: &sink) else { return }
        // Conservation: every record read is accepted or rejected.
        if summary.recordsAccepted + summary.recordsRejected != summary.recordsRead
            || rejected != summary.recordsRejected
        {
            fatalError("records lost: \(summary)")
        }
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

extension FuzzSupport {
    /// Hands the process to libFuzzer with `callback` as the fuzz target (what
    /// `LLVMFuzzerTestOneInput` is for a C program).
    public static func runDriver(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return llvmFuzzerRunDriver(&argc, &argv, callback)
    }
}
