import Foundation
import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// Compiled expressions give what ``Evaluator`` gives, value for value and error for error,
/// including through their shortcuts (a field alone, a text compared with a text literal).
@Suite struct CompiledExpressionTests {
    /// The result both ways, as JSON would show it, or the error.
    static func results(_ text: String) throws -> (evaluated: String, compiled: String) {
        let (expr, _) = try EvaluatorTests.checker.check(try ExpressionParser.parse(text))
        func shown(_ run: () throws(EvaluationError) -> Value) -> String {
            do {
                switch try run() {
                case .null: return "null"
                case .string(let s): return "\"\(s)\""
                case let v: return v.description
                }
            } catch {
                return "error: \(error.message)"
            }
        }
        let environment = EvaluationEnvironment()
        let compiled = CompiledExpression(expr)
        return (
            shown { () throws(EvaluationError) in
                try Evaluator.evaluate(expr, record: EvaluatorTests.record, environment: environment, accumulators: [])
            },
            shown { () throws(EvaluationError) in
                try compiled.evaluate(record: EvaluatorTests.record, environment: environment, accumulators: [])
            }
        )
    }

    @Test(arguments: [
        ("s == 'a'", "true"), ("s == 'b'", "false"), ("s != 'a'", "false"), ("s != 'ab'", "true"),
        ("none == 'a'", "false"), ("none != 'a'", "true"), ("coalesce(none, 'z') == 'z'", "true"), ("s < 'b'", "true"),
        ("s >= 'a'", "true"), ("if(s == 'a', -d, d)", "2.5"), ("if(s != 'a', -d, d)", "-2.5"),
        // The condition of an `if` that compares a field with a text is tested in the `if` itself.
        ("if(none == 'a', 1, 2)", "2"), ("if(none != 'a', 1, 2)", "1"), ("if(s == 'b', 1, 2)", "2"),
        ("if(s == 'a', 'yes', none)", "\"yes\""), ("if(s != 'a', 'yes', none)", "null"),
        ("(s + 'é') == 'aé'", "true"), ("(s + 'b') == 'abc'", "false"), ("(s + 'b') != 'abc'", "true"),
        ("(s + '\u{301}') == '\u{E1}'", "true"), ("if(s == 'a', 'K', 'x') == '\u{212A}'", "true"), ("s", "\"a\""),
        ("-nd", "null"), ("n + 1", "16"),
        ("1 / 0", "null"), ("9223372036854775807 + n", "error: 9223372036854775807 + 15 does not fit (overflow)"),
    ])
    func compiledGivesWhatTheEvaluatorGives(_ text: String, _ expected: String) throws {
        let (evaluated, compiled) = try Self.results(text)
        #expect(evaluated == expected)
        #expect(compiled == expected)
    }

    /// A field compared with a text literal, alone or as an `if`'s condition (the paths that test it
    /// where it lies): texts compare as Unicode text, so texts of other bytes can be equal — a
    /// combining accent, the Kelvin sign that is a K. The one shortcut on byte counts: a text with
    /// fewer bytes than an ASCII literal is not equal to it.
    @Test(arguments: [
        ("e\u{301}", "t == '\u{E9}'", "true"), ("e\u{301}", "t != '\u{E9}'", "false"),
        ("e\u{301}", "if(t == '\u{E9}', 1, 2)", "1"), ("e\u{301}", "if(t != '\u{E9}', 1, 2)", "2"),
        ("\u{212A}", "t == 'K'", "true"), ("\u{212A}", "if(t == 'K', 1, 2)", "1"),
        ("\u{212A}", "if(t != 'K', 1, 2)", "2"), ("K", "if(t == '\u{212A}', 1, 2)", "1"),
        ("e", "if(t == '\u{E9}', 1, 2)", "2"), ("\u{212A}a", "t == 'Ka'", "true"),
        ("debit", "t == 'credit'", "false"), ("debit", "t != 'credit'", "true"),
        ("debit", "if(t == 'credit', 1, 2)", "2"), ("debit", "if(t != 'credit', 1, 2)", "1"),
        ("", "t == 'a'", "false"), ("", "if(t != 'a', 1, 2)", "1"), ("credit", "if(t == 'debit', 1, 2)", "2"),
        ("credit", "if(t == 'credit', 1, 2)", "1"),
    ])
    func aFieldComparedWithATextComparesUnicodeText(_ field: String, _ text: String, _ expected: String) throws {
        var scope = ExpressionScope()
        scope.fields = ["t": .init(slot: 0, type: .string)]
        let (expr, _) = try ExpressionChecker(scope: scope).check(try ExpressionParser.parse(text))
        let value = try CompiledExpression(expr).evaluate(
            record: [.string(field)], environment: EvaluationEnvironment(), accumulators: [])
        #expect(value.description == expected)
    }

    /// What the shortcut stands on: the characters that decompose (canonically, as `==` compares
    /// texts) to ASCII alone are three, each to one ASCII character, and each takes more bytes than
    /// it. (Canonical decompositions are all in the first three planes.)
    @Test func onlySingleCharactersDecomposeToASCII() {
        var decomposing: [UInt32] = []
        for code in UInt32(0x80)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let text = String(Character(scalar))
            let decomposed = text.decomposedStringWithCanonicalMapping
            guard decomposed.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            decomposing.append(code)
            #expect(decomposed.utf8.count == 1, "U+\(String(code, radix: 16, uppercase: true))")
            #expect(text == decomposed)
        }
        #expect(decomposing == [0x037E, 0x1FEF, 0x212A])
    }
}
