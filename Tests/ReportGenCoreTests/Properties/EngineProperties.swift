import Testing

@testable import ReportGenCore

/// Random layouts that validate never make the engine crash; bad records are never lost.
@Suite struct EngineProperties {
    static let fieldTypes: [(String, String)] = [
        ("s", "string"), ("i", "int"), ("d", "{ type: decimal, places: 2 }"), ("day", "date"),
        ("b", "{ type: bool, optional: true }"),
    ]
    static let expressions = [
        "s", "i", "d", "day", "b", "i + 1", "d * i", "d / i", "-d", "abs(i - 5)", "round(d / 3, 1)", "year(day)",
        "month(day)",
        "if(b, d, -d)", "coalesce(b, false)", "upper(s)", "s + '!'", "i > 2 and b", "not b or i == 0", "weekday(day)",
        "d / 0",
        "format(day, 'MMM yy')", "99999999999999999999 * d * d", "i * 9223372036854775807",
    ]
    /// The expressions that can overflow on the random data.
    static let overflowing = ["99999999999999999999 * d * d", "i * 9223372036854775807"]
    static let aggregates = [
        "count()", "sum(d)", "sum(i)", "avg(d)", "min(s)", "max(day)", "first(i)", "last(d)", "count(b)",
    ]

    static func randomLayout(_ g: inout SeededGenerator) -> String {
        func pick(_ list: [String]) -> String { list.randomElement(using: &g) ?? list[0] }
        var layout = "layout: 1\ninput:\n  fields:\n"
        for (name, type) in fieldTypes { layout += "    \(name): \(type)\n" }
        layout +=
            "rows:\n  t: { height: 10, band: \(pick(["toggle", "keep", "odd", "even", "none"])), fields: { text: string } }\n"
        layout += "  n: { height: 5, band: \(pick(["toggle", "keep"])), fields: { v: decimal } }\nreport:\n"
        if Bool.random(using: &g) { layout += "  header: [ { row: t, text: \"{\(pick(aggregates))}\" } ]\n" }
        layout += "  groups:\n"
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            layout += "    - by: \"\(pick(expressions))\"\n"
            if Bool.random(using: &g) {
                layout += "      header: [ { row: t, text: \"{\(pick(expressions))} {\(pick(aggregates))}\" } ]\n"
            }
            if Bool.random(using: &g) { layout += "      footer: [ { row: n, v: \"\(pick(aggregates))\" } ]\n" }
        }
        layout += "  detail:\n    - { row: t, when: \"\(pick(expressions))\", text: \"{\(pick(expressions))}\" }\n"
        layout += "    - section: x\n      rows: [ { row: n, v: \"\(pick(expressions))\" } ]\n"
        layout += "  footer: [ { row: n, v: \"\(pick(aggregates))\" } ]\n"
        if Bool.random(using: &g) { layout += "  empty: [ { row: t, text: none } ]\n" }
        return layout
    }

    static func randomData(_ g: inout SeededGenerator, records: Int) -> String {
        var text = "s,i,d,day,b\n"
        for _ in 0..<records {
            let day = "2024-0\(Int.random(in: 1...9, using: &g))-1\(Int.random(in: 0...9, using: &g))"
            let i = Int.random(in: -3...9, using: &g)
            let d = "\(Int.random(in: -999...999, using: &g)).\(Int.random(in: 10...99, using: &g))"
            text +=
                "\(["a", "b", "c"].randomElement(using: &g) ?? "a"),\(i),\(d),\(day),\(["true", "no", ""].randomElement(using: &g) ?? "")\n"
        }
        return text
    }

    @Test(arguments: 0..<300)
    func randomLayoutsThatValidateNeverCrashTheEngine(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let yaml = Self.randomLayout(&g)
        let result = LayoutCompiler.compile(text: yaml, file: "random.yaml")
        guard let plan = result.plan else {
            // Type errors are expected for some combinations; they must be reported, not crash.
            #expect(result.diagnostics.contains { $0.severity == .error }, "seed \(seed)")
            return
        }
        let data = Self.randomData(&g, records: Int.random(in: 0...60, using: &g))
        do {
            let (out, summary) = try Fixtures.ndjson(plan, ["-": data], policy: .skip)
            #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead, "seed \(seed)")
            #expect(out.split(separator: "\n").count == summary.rowsEmitted, "seed \(seed)")
        } catch let error as RunError {
            // Under `skip`, only an overflow stops the run: in a row (the layout's file), or in a
            // group key or aggregate (the record's line); and only where an expression can overflow.
            guard case .record(let problem) = error else {
                Issue.record("seed \(seed): \(error)")
                return
            }
            #expect(problem.message.hasSuffix(" does not fit (overflow)"), "seed \(seed): \(error)")
            #expect(
                (problem.path, problem.line) == ("random.yaml", 0)
                    || (problem.path == "input.csv" && problem.line >= 2),
                "seed \(seed): \(error)")
            #expect(Self.overflowing.contains { yaml.contains($0) }, "seed \(seed)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func acceptedPlusRejectedIsReadOnLargeInputsWithRandomDefects(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        let plan = try Fixtures.plan(try Fixtures.text("Layouts/transactions.yaml"), file: "Layouts/transactions.yaml")
        var text = "group,date,description,amount,debit\n"
        var badLines = Set<Int>()
        var day = CivilDate(year: 2016, month: 1, day: 1) ?? CivilDate(daysSinceEpoch: 0)
        let records = 20_000
        for n in 0..<records {
            let line = n + 2
            if Int.random(in: 0..<4, using: &g) == 0 { day = CivilDate(daysSinceEpoch: day.daysSinceEpoch + 1) }
            var fields = [
                "A", day.description, "Shop \(n)",
                "\(Int.random(in: 0...999, using: &g)).\(Int.random(in: 10...99, using: &g))", "D",
            ]
            switch Int.random(in: 0..<50, using: &g) {
            case 0: fields[3] = "x\(n)"
            case 1: fields[1] = "2016-02-30"
            case 2: fields[4] = "Q"
            case 3: fields.removeLast()
            case 4: fields[3] = "1.005"
            case 5: fields[1] = "2015-12-31"  // out of order
            case 6: fields[2] = ""
            default: fields[2] = Bool.random(using: &g) ? "\"Shop, \(n)\"" : fields[2]
            }
            if fields.count != 5 || fields[3].hasPrefix("x") || fields[1] == "2016-02-30" || fields[4] == "Q"
                || fields[3] == "1.005" || fields[1] == "2015-12-31" || fields[2].isEmpty
            {
                badLines.insert(line)
            }
            text += fields.joined(separator: ",") + "\n"
        }
        var rejectedLines: [Int] = []
        var sink = CollectingSink()
        let engine = ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["authorized": text, "posted": ""]),
            policy: .skip
        ) { rejectedLines.append($0.line) }
        let summary = try engine.run(into: &sink)
        #expect(summary.recordsRead == records)
        #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead)
        #expect(Set(rejectedLines) == badLines)
        #expect(rejectedLines.count == badLines.count)
        #expect(sink.rows.filter { plan.rowKinds[$0.kind].name == "detail" }.count == summary.recordsAccepted)
    }
}
