import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// What expressions give, one rule at a time.
@Suite struct EvaluatorTests {
    static let checker: ExpressionChecker = {
        var scope = ExpressionScope()
        scope.fields = [
            "none": .init(slot: 0, type: .string), "s": .init(slot: 1, type: .string),
            "n": .init(slot: 2, type: .int), "d": .init(slot: 3, type: .decimal), "day": .init(slot: 4, type: .date),
            "nd": .init(slot: 5, type: .decimal), "ni": .init(slot: 6, type: .int),
        ]
        return ExpressionChecker(scope: scope)
    }()

    /// `none`, `nd` and `ni` are a null string, decimal and int; `s` is "a", `n` 15, `d` -2.5,
    /// `day` 2024-03-01.
    static let record: [Value] = [
        .null, .string("a"), .int(15), .decimal(FixedDecimal(mantissa: -25, scale: 1) ?? .zero),
        .date(CivilDate(daysSinceEpoch: 19_783)), .null, .null,
    ]

    /// The value as JSON would show it (`null`, `"text"`, `20`), or the evaluation error.
    func value(_ text: String) throws -> String {
        let (expr, _) = try Self.checker.check(try ExpressionParser.parse(text))
        do {
            switch try Evaluator.evaluate(
                expr, record: Self.record, environment: EvaluationEnvironment(), accumulators: [])
            {
            case .null: return "null"
            case .string(let s): return "\"\(s)\""
            case let v: return v.description
            }
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func joiningTextWithNullGivesNull() throws {
        #expect(try value("'' + none") == "null")
        #expect(try value("none + 'x'") == "null")
        #expect(try value("s + none + s") == "null")
        #expect(try value("s + null") == "null")
        #expect(try value("coalesce('' + none, 'none')") == "\"none\"")
        #expect(try value("coalesce('#' + none, s + format(n, '.0'))") == "\"a15\"")
        #expect(try value("(s + none) == null") == "true")
    }

    @Test func formatOfNullIsNull() throws {
        #expect(try value("format(nd, ',.2')") == "null")
        #expect(try value("coalesce(format(nd, ',.1'), '-')") == "\"-\"")
        #expect(try value("format(day, 'MMM yyyy')") == "\"Mar 2024\"")
    }

    @Test(arguments: [
        ("round(15, -1)", "20"), ("round(-15, -1)", "-20"), ("round(14.99, -1)", "10"), ("round(n, -1)", "20"),
        ("round(d, -1)", "0"), ("round(1250, -2)", "1300"), ("round(-1249.9, -2)", "-1200"),
        ("round(4, -1)", "0"), ("round(5, -1)", "10"), ("round(0.5, 0)", "1"), ("round(2.25, 1)", "2.3"),
        ("round(123, -3)", "0"), ("round(500, -3)", "1000"), ("round(15, -9223372036854775807)", "0"),
        ("round(1.5, 9223372036854775807)", "1.500000000000000000000000000000"),
        // More places than a large value can be padded to leave it as it is.
        ("round(12345678901234567890.12345678, 40)", "12345678901234567890.12345678"),
        ("round(100000000000000000000000000000000000000, -38)", "100000000000000000000000000000000000000"),
        (
            "round(150000000000000000000000000000000000000, -38)",
            "error: round(150000000000000000000000000000000000000, -38) does not fit (overflow)"
        ),
        ("round(n, ni)", "null"), ("round(nd, -1)", "null"),
    ])
    func roundTakesNegativePlacesAsSQLDoes(_ text: String, _ expected: String) throws {
        #expect(try value(text) == expected)
    }

    @Test func aNegativeOfANegativeLiteralIsPositive() throws {
        #expect(try value("- -5") == "5")
        #expect(try value("-(-2.5)") == "2.5")
        #expect(try value("-9223372036854775808") == "-9223372036854775808")
    }
}
