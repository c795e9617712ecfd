import Testing

@_spi(Fuzzing) @testable import ReportGenCore

@Suite struct ValueParserTests {
    func field(_ type: FieldType, places: Int? = nil, enumValues: [(String, String)] = []) -> InputPlan.Field {
        InputPlan.Field(
            name: "f", column: "f", type: type, places: places, pattern: nil, optional: false,
            enumValues: enumValues.map { (Array($0.0.utf8), .string($0.1)) }, isUsed: true)
    }

    func convert(_ text: String, _ field: InputPlan.Field) -> (Value?, String) {
        Array(text.utf8).withUnsafeBufferPointer {
            (ValueParser.convert($0, field: field), ValueParser.problem($0, for: field))
        }
    }

    @Test func decimalsRespectPlaces() {
        #expect(convert("3.10", field(.decimal, places: 2)).0 == .decimal(FixedDecimal(parsing: "3.10")!))
        #expect(convert("3.1", field(.decimal, places: 2)).0 != nil)
        let (value, problem) = convert("3.105", field(.decimal, places: 2))
        #expect(value == nil)
        #expect(problem == "'3.105' has more than 2 digits after the point")
        #expect(convert("x12", field(.decimal)).1 == "'x12' is not a decimal")
    }

    @Test func intsAreSixtyFourBitAndChecked() {
        #expect(convert("-9223372036854775808", field(.int)).0 == .int(.min))
        #expect(convert("9223372036854775808", field(.int)).0 == nil)
        #expect(convert("9223372036854775808", field(.int)).1 == "'9223372036854775808' does not fit in a 64-bit int")
        #expect(convert("12abc", field(.int)).1 == "'12abc' is not an int")
    }

    @Test func enumsMapRawValuesToLabels() {
        let f = field(.enum, enumValues: [("D", "debit"), ("C", "credit")])
        #expect(convert("C", f).0 == .string("credit"))
        #expect(convert("X", f).1 == "'X' is not one of D, C")
    }

    @Test func boolsDatesAndUTF8() {
        #expect(convert("yes", field(.bool)).0 == .bool(true))
        #expect(convert("0", field(.bool)).0 == .bool(false))
        #expect(convert("maybe", field(.bool)).0 == nil)
        #expect(convert("2016-02-30", field(.date)).1 == "'2016-02-30' is not a date (yyyy-MM-dd)")
        let invalid: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(invalid.withUnsafeBufferPointer { ValueParser.convert($0, field: field(.string)) } == nil)
    }
}

@Suite struct TwoDigitYearTests {
    func date(_ text: String, _ format: String) throws -> String? {
        let pattern = try DatePattern.parse(format).get()
        return Array(text.utf8).withUnsafeBufferPointer { pattern.parse($0) }.map { "\($0.date)" }
    }

    @Test(arguments: [
        ("800102", "1980-01-02"), ("690101", "1969-01-01"), ("991231", "1999-12-31"), ("000229", "2000-02-29"),
        ("681231", "2068-12-31"), ("240101", "2024-01-01"),
    ])
    func thePOSIXPivotReadsSixtyNineToNinetyNineAsTheNineteenHundreds(_ text: String, _ expected: String) throws {
        #expect(try date(text, "yyMMdd") == expected)
    }
}
