import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// Hostile sizes and arithmetic that does not fit: clear errors, bounded memory, never a trap.
@Suite struct LimitsTests {
    /// An endless line: `x` forever, never a line break.
    final class EndlessLine: ByteSource {
        var served = 0

        func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
            served += buffer.count
            buffer.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "x"))
            return buffer.count
        }
    }

    @Test func anEndlessLineStopsAtTheRecordLimitNamingIt() {
        let source = EndlessLine()
        let reader = CSVReader(source: source, path: "endless.csv")
        var record = CSVRecord()
        do {
            _ = try reader.next(into: &record)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "endless.csv:1: a record is longer than the limit of 67108864 bytes")
        }
        #expect(source.served < 200 << 20)  // read about 64 MiB, not a gigabyte
    }

    @Test func sumsThatOverflowAreClearErrors() throws {
        let yaml = """
            layout: 1
            input:
              fields: { n: int, d: decimal }
            rows:
              r: { height: 1, fields: { n: int, d: decimal } }
            report:
              footer: [ { row: r, n: "sum(n)", d: "sum(d)" } ]
            """
        let plan = try Fixtures.plan(yaml)
        do {
            _ = try Fixtures.ndjson(plan, ["-": "n,d\n9223372036854775807,1\n1,1\n"])
            Issue.record("expected an overflow error")
        } catch {
            #expect("\(error)" == "input.csv:3: test.yaml:7:27: aggregate sum: sum exceeds the int range (overflow)")
        }
        let big = String(repeating: "9", count: 38)
        do {
            _ = try Fixtures.ndjson(plan, ["-": "n,d\n1,\(big)\n1,\(big)\n"])
            Issue.record("expected an overflow error")
        } catch {
            #expect(
                "\(error)" == "input.csv:3: test.yaml:7:40: aggregate sum: sum exceeds the decimal range (overflow)")
        }
    }

    @Test func arithmeticOverflowInAComputedFieldIsARecordError() throws {
        let yaml = """
            layout: 1
            input:
              fields: { n: int }
              computed: { twice: "n * 2" }
            rows:
              r: { height: 1, fields: { n: int } }
            report:
              detail: [ { row: r, n: twice } ]
            """
        let plan = try Fixtures.plan(yaml)
        do {
            _ = try Fixtures.ndjson(plan, ["-": "n\n1\n5000000000000000000\n"])
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)"
                    == "input.csv:3: test.yaml:4:23: computed field 'twice': 5000000000000000000 * 2 does not fit (overflow)"
            )
        }
        let (out, summary) = try Fixtures.ndjson(plan, ["-": "n\n1\n5000000000000000000\n3\n"], policy: .skip)
        #expect(summary.recordsRejected == 1)
        #expect(out.split(separator: "\n").count == 2)
    }

    @Test func divisionByZeroAndAggregatesOverNothingAreNull() throws {
        let yaml = """
            layout: 1
            input:
              fields: { d: decimal }
            rows:
              r: { height: 1, fields: { a: decimal, b: decimal, c: int, e: decimal } }
            report:
              footer: [ { row: r, a: "avg(d)", b: "min(d)", c: "count()", e: "sum(d) / 0" } ]
            """
        let plan = try Fixtures.plan(yaml)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "d\n"])
        #expect(out.hasSuffix("\"fields\":{\"a\":null,\"b\":null,\"c\":0,\"e\":null}}\n"))
    }
}

@Suite struct EngineArgumentTests {
    static let layout = """
        layout: 1
        parameters:
          cutoff: { type: decimal, default: "1.5" }
          label: string
        input:
          fields: { n: int }
        rows:
          r: { height: 1, fields: { text: string } }
        report:
          detail: [ { row: r, text: "{params.label} {n}" } ]
        """

    func run(_ parameters: [Value]) throws -> RunSummary {
        let plan = try Fixtures.plan(Self.layout)
        var sink = CollectingSink()
        return try ReportEngine(plan: plan, parameters: parameters, inputs: Fixtures.streams(plan, ["-": "n\n1\n"]))
            .run(into: &sink)
    }

    @Test func tooFewParameterValuesAreAnErrorNotATrap() throws {
        #expect {
            _ = try run([.decimal(.zero)])
        } throws: { error in
            "\(error)" == "the layout declares 2 parameters (cutoff, label), but 1 value was given"
        }
        #expect {
            _ = try run([])
        } throws: { error in
            "\(error)" == "the layout declares 2 parameters (cutoff, label), but 0 values were given"
        }
    }

    @Test func aValueOfTheWrongTypeIsAnError() throws {
        #expect {
            _ = try run([.string("x"), .string("y")])
        } throws: { error in
            "\(error)" == "parameter 'cutoff' is decimal, but the value given is string"
        }
        #expect(try run([.decimal(.zero), .string("y")]).recordsAccepted == 1)
    }
}
