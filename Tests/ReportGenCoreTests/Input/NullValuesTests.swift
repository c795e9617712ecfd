import Testing

@testable import ReportGenCore

/// `null_values`, input-wide and per field: the texts that mean null as well as the empty text,
/// which always does (an optional field's empty value is null).
@Suite struct NullValuesTests {
    static func layout(input: String = "", n: String = "", s: String = "") -> String {
        """
        layout: 1
        input:
          \(input)
          fields:
            n: { type: int, optional: true\(n) }
            s: { type: string, optional: true\(s) }
        rows:
          r: { height: 1, fields: { n: int, s: string } }
        report:
          detail: [ { row: r, n: n, s: "{coalesce(s, '<null>')}" } ]
        """
    }

    @Test func withoutAListOnlyTheEmptyTextIsNull() throws {
        let outcome = try Fixtures.run(Self.layout(), "n,s\n,\n1,NA\n")
        #expect(outcome.rows == [["null", "<null>"], ["1", "NA"]])
    }

    @Test func anInputWideListAddsToTheEmptyText() throws {
        let outcome = try Fixtures.run(
            Self.layout(input: "null_values: [NA, \"NULL\"]"), "n,s\nNA,NULL\nNULL,\n1,x\n,y\n")
        #expect(outcome.rows == [["null", "<null>"], ["null", "<null>"], ["1", "x"], ["null", "y"]])
        #expect(outcome.rejects.isEmpty)
    }

    @Test func aFieldsListReplacesTheInputsList() throws {
        let outcome = try Fixtures.run(
            Self.layout(input: "null_values: [NA]", n: ", null_values: [\"-\", \"\"]"), "n,s\n-,NA\n,\nNA,x\n")
        #expect(outcome.rows == [["null", "<null>"], ["null", "<null>"]])
        #expect(
            outcome.rejects.map(\.description) == [
                "in.csv:4: field 'n': 'NA' is not an int; if it means no value, list it in the field's null_values "
                    + "(or input.null_values) and make the field optional"
            ])
    }

    @Test func anEmptyListAddsNothing() throws {
        let outcome = try Fixtures.run(Self.layout(input: "null_values: []"), "n,s\n1,\n2,NA\n")
        #expect(outcome.rows == [["1", "<null>"], ["2", "NA"]])
    }

    @Test func aNullTextInAFieldThatIsNotOptionalIsARecordError() throws {
        let yaml = Self.layout(input: "null_values: [NA]").replacingOccurrences(
            of: "n: { type: int, optional: true }", with: "n: { type: int }")
        let outcome = try Fixtures.run(yaml, "n,s\nNA,x\n2,y\n")
        #expect(outcome.rows == [["2", "y"]])
        #expect(
            outcome.rejects.map(\.description) == [
                "in.csv:2: field 'n': 'NA' means null (null_values), and the field is not optional"
            ])
        #expect(outcome.summary.recordsAccepted + outcome.summary.recordsRejected == outcome.summary.recordsRead)
    }

    @Test func jsonStringValuesToo() throws {
        let yaml = Self.layout(input: "null_values: [NA]\n  format: ndjson")
        let outcome = try Fixtures.run(
            yaml, "{\"n\": \"NA\", \"s\": \"NA\"}\n{\"n\": null, \"s\": \"\"}\n{\"n\": 3}\n{\"n\": \"\"}\n",
            path: "in.ndjson")
        #expect(outcome.rows == [["null", "<null>"], ["null", "<null>"], ["3", "<null>"], ["null", "<null>"]])
        #expect(outcome.rejects.isEmpty)
    }

    /// An empty JSON string is an empty value as in CSV: null for an optional field, a record
    /// error for a field that is not (a string field too; JSON `""` is not text there).
    @Test func anEmptyJSONStringInAFieldThatIsNotOptionalIsARecordError() throws {
        let yaml = Self.layout(input: "format: ndjson").replacingOccurrences(
            of: "s: { type: string, optional: true }", with: "s: { type: string }")
        let outcome = try Fixtures.run(
            yaml, "{\"n\": \"\", \"s\": \"a\"}\n{\"n\": 1, \"s\": \"\"}\n", path: "in.ndjson")
        #expect(outcome.rows == [["null", "a"]])
        #expect(
            outcome.rejects.map(\.description) == ["in.ndjson:2: field 's': empty value (the field is not optional)"])
    }
}

@Suite struct NullAggregatesTests {
    /// R's airquality: `NA` in a numeric column; count(x) and avg(x) skip the nulls, count() does not.
    @Test func countAndAverageSkipNA() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              null_values: [NA]
              fields:
                Month: int
                Ozone: { type: int, optional: true }
                Wind: { type: decimal, optional: true }
            rows:
              m: { height: 1, fields: { month: int, days: int, measured: int, ozone: decimal, wind: decimal } }
            report:
              groups:
                - by: Month
                  footer: [ { row: m, month: Month, days: "count()", measured: "count(Ozone)", ozone: "avg(Ozone)", wind: "avg(Wind)" } ]
              detail: []
            """)
        let data = "Month,Ozone,Wind\n5,41,7.4\n5,NA,8.0\n5,12,NA\n5,NA,11.5\n6,NA,NA\n"
        let (out, summary) = try Fixtures.ndjson(plan, ["-": data])
        #expect(summary.recordsAccepted == 5)
        #expect(
            out.split(separator: "\n").map { String($0.split(separator: "\"fields\":")[1].dropLast()) } == [
                #"{"month":5,"days":4,"measured":2,"ozone":26.500000000000,"wind":8.9666666666666}"#,
                #"{"month":6,"days":1,"measured":0,"ozone":null,"wind":null}"#,
            ])
    }
}
