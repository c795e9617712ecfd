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

    @Test func wellFormedDecimalsThatDoNotFitSaySo() {
        let digits37 = String(repeating: "9", count: 37)
        #expect(
            convert(digits37, field(.decimal, places: 2)).1
                == "'\(digits37)' does not fit in a decimal (38 digits, at most 30 after the point; with 2 places, "
                + "at most 36 before it)")
        #expect(convert(digits37, field(.decimal, places: 2)).0 == nil)
        let digits39 = String(repeating: "9", count: 39)
        #expect(
            convert(digits39, field(.decimal)).1
                == "'\(digits39)' does not fit in a decimal (38 digits, at most 30 after the point)")
        let places31 = "0." + String(repeating: "0", count: 30) + "1"
        #expect(
            convert(places31, field(.decimal)).1
                == "'\(places31)' does not fit in a decimal (38 digits, at most 30 after the point)")
        #expect(
            convert("1.0000000000000000000000000000001", field(.decimal, places: 2)).1
                == "'1.0000000000000000000000000000001' has more than 2 digits after the point")
        for text in ["-", "+", ".", "1.2.3", "1e5", " 1", "--1"] {
            #expect(convert(text, field(.decimal)).1 == "'\(text)' is not a decimal")
        }
    }

    /// A number field's text that is a word for "no value", or a number with a decimal comma,
    /// says how to read it.
    @Test func numbersThatAreNoneOrWrittenWithACommaSayHowToReadThem() {
        let none =
            "; if it means no value, list it in the field's null_values (or input.null_values) and make the field optional"
        #expect(convert("NA", field(.decimal)).1 == "'NA' is not a decimal" + none)
        #expect(convert("n/a", field(.int)).1 == "'n/a' is not an int" + none)
        let comma =
            "; it is written with ',' as the decimal separator: set decimal_separator: \",\" on the field "
            + "(and grouping_separator: \".\" when it groups with '.')"
        #expect(convert("-22,25", field(.decimal)).1 == "'-22,25' is not a decimal" + comma)
        #expect(convert("1.234,56", field(.decimal)).1 == "'1.234,56' is not a decimal" + comma)
        #expect(
            convert("1,234.56", field(.decimal)).1
                == "'1,234.56' is not a decimal; it groups digits with ',': set grouping_separator: \",\" on the field")
        #expect(convert("1,2,3x", field(.decimal)).1 == "'1,2,3x' is not a decimal")
    }

    @Test func datetimesFinerThanNanosecondsAreRefusedNotCut() {
        #expect(convert("2024-01-01T00:00:00.999999999", field(.datetime)).0 != nil)
        let (value, problem) = convert("2024-01-01T00:00:00.9999999999", field(.datetime))
        #expect(value == nil)
        #expect(
            problem
                == "'2024-01-01T00:00:00.9999999999' has more than 9 digits after the seconds' point (a datetime keeps "
                + "nanoseconds)")
        // When something else is wrong too, that is what the message says.
        #expect(
            convert("2016-13-01T09:30:00.1234567891Z", field(.datetime)).1
                == "'2016-13-01T09:30:00.1234567891Z' is not a datetime (ISO 8601, such as 2016-04-01T09:30:00Z)")
    }

    /// An offset that takes a datetime past year 9999 (or before year 1) in UTC is refused: it
    /// would show a five-digit year or year 0.
    @Test func datetimesOutsideYearsOneTo9999AreRefused() {
        #expect(convert("9999-12-31T23:59:59Z", field(.datetime)).0 != nil)
        #expect(convert("0001-01-01T00:00:00Z", field(.datetime)).0 != nil)
        #expect(convert("9999-12-31T19:00:00-05:00", field(.datetime)).0 == nil)
        #expect(convert("0001-01-01T00:30:00+01:00", field(.datetime)).0 == nil)
        #expect(
            convert("9999-12-31T23:00:00-05:00", field(.datetime)).1
                == "'9999-12-31T23:00:00-05:00' is outside the datetimes reportgen reads (years 1 to 9999, in UTC)")
    }

    @Test func aWeekdayThatIsNotTheDatesIsRefused() throws {
        var f = field(.date)
        f.pattern = try DatePattern.parse("EEEE, dd MMMM yyyy").get()
        #expect(convert("Thursday, 29 February 2024", f).0 == .date(CivilDate(year: 2024, month: 2, day: 29)!))
        let (value, problem) = convert("Friday, 29 February 2024", f)
        #expect(value == nil)
        #expect(problem == "'Friday, 29 February 2024' names the wrong weekday: 2024-02-29 is a Thursday")
        f.pattern = try DatePattern.parse("EEE dd.MM.yyyy").get()
        #expect(convert("Mon 01.01.2024", f).0 != nil)
        #expect(convert("Sun 01.01.2024", f).1 == "'Sun 01.01.2024' names the wrong weekday: 2024-01-01 is a Monday")
        #expect(convert("Xyz 01.01.2024", f).1 == "'Xyz 01.01.2024' is not a date (EEE dd.MM.yyyy)")
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
