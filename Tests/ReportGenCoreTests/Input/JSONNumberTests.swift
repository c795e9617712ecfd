import Testing

@testable import ReportGenCore

/// JSON numbers in exponent form for int and decimal fields: exact shifting, bounded exponents.
@Suite struct JSONNumberTests {
    func expand(_ text: String, integer: Bool) -> String {
        var bytes = Array(text.utf8)
        let expansion = bytes.withUnsafeMutableBufferPointer {
            NumberText.expand(UnsafeBufferPointer($0), integer: integer)
        }
        switch expansion {
        case .plain(let plain): return String(decoding: plain, as: UTF8.self)
        case .notANumber: return "not a number"
        case .doesNotFit: return "does not fit"
        case .fraction: return "fraction"
        }
    }

    @Test(arguments: [
        ("1e2", "100"), ("2.5E-3", "0.0025"), ("-1.5e+3", "-1500"), ("1.50e1", "15.0"), ("0.5e-1", "0.05"),
        ("12345e-2", "123.45"), ("0e5", "0"), ("0.00e1", "0.0"), ("1e-30", "0.000000000000000000000000000001"),
        ("0e99999999999999", "0"),
        ("1" + String(repeating: "0", count: 40) + "e-40", "1." + String(repeating: "0", count: 30)),
        ("1e38", "1" + String(repeating: "0", count: 38)),
    ])
    func decimalsShiftExactly(_ text: String, _ plain: String) {
        #expect(expand(text, integer: false) == plain)
    }

    @Test(arguments: [
        ("1e-31", "does not fit"), ("1e39", "does not fit"), ("1e99999999999999", "does not fit"),
        ("1e-99999999999999", "does not fit"), ("1e", "not a number"), ("e5", "not a number"),
        ("1.2.3e4", "not a number"), ("1e+", "not a number"), ("1e2.5", "not a number"), ("1x2e3", "not a number"),
    ])
    func decimalsThatAreNoneOrDoNotFit(_ text: String, _ answer: String) {
        #expect(expand(text, integer: false) == answer)
    }

    @Test(arguments: [
        ("1e2", "100"), ("1.5e1", "15"), ("1.50e1", "15"), ("-9.223372036854775808e18", "-9223372036854775808"),
        ("1.5e0", "fraction"), ("1e-1", "fraction"), ("1e-99999999999999", "fraction"), ("1e20", "does not fit"),
        ("1e99999999999999", "does not fit"), ("0e-5", "0"),
    ])
    func ints(_ text: String, _ answer: String) {
        #expect(expand(text, integer: true) == answer)
    }

    @Test func recordsEndToEnd() throws {
        let yaml = """
            layout: 1
            input:
              format: ndjson
              fields:
                i: int
                d: { type: decimal, places: 2, decimal_separator: "," }
            rows:
              r: { height: 1, fields: { i: int, d: decimal } }
            report:
              detail: [ { row: r, i: i, d: d } ]
            """
        let data = """
            {"i": 1e2, "d": 2.5E-1}
            {"i": -1.5e+3, "d": "1,5"}
            {"i": 1.5e0, "d": 1}
            {"i": 1e19, "d": 1}
            {"i": 1e999999999999999999, "d": 1}
            {"i": 1, "d": 1e-3}
            {"i": 1, "d": 2e38}
            {"i": 1, "d": 1e39}
            {"i": 9.223372036854775807e18, "d": 1.2345e2}
            {"i": 1e, "d": 1}
            {"i": "1e2", "d": 1}
            {"i": 15.00, "d": 1}
            {"i": 1.5, "d": 1}
            {"i": "15.0", "d": 1}

            """
        let outcome = try Fixtures.run(yaml, data, path: "in.ndjson")
        #expect(
            outcome.rows == [["100", "0.25"], ["-1500", "1.50"], ["9223372036854775807", "123.45"], ["15", "1.00"]])
        #expect(
            outcome.rejects.map(\.description) == [
                "in.ndjson:3: field 'i': '1.5e0' is not an int (its value has a fraction)",
                "in.ndjson:4: field 'i': '1e19' does not fit in a 64-bit int",
                "in.ndjson:5: field 'i': '1e999999999999999999' does not fit in a 64-bit int",
                "in.ndjson:6: field 'd': '1e-3' has more than 2 digits after the point",
                "in.ndjson:7: field 'd': '2e38' does not fit in a decimal (38 digits, at most 30 after the point)",
                "in.ndjson:8: field 'd': '1e39' does not fit in a decimal (38 digits, at most 30 after the point)",
                "in.ndjson:10: field 'i': '1e' is not an int",
                // A string is text, not a JSON number: no exponents there.
                "in.ndjson:11: field 'i': '1e2' is not an int",
                // A number with a point is whole when its fraction is zeros, as `1.50e1` is.
                "in.ndjson:13: field 'i': '1.5' is not an int (its value has a fraction)",
                "in.ndjson:14: field 'i': '15.0' is not an int",
            ])
        #expect(outcome.summary.recordsRead == 14)
    }
}
