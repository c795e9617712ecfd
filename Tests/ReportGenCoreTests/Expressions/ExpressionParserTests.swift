import Testing

@_spi(Fuzzing) @testable import ReportGenCore

@Suite struct ExpressionParserTests {
    /// The tree in prefix form, to compare shapes.
    func shape(_ s: Syntax) -> String {
        switch s.kind {
        case .number(let n): return n
        case .string(let t): return "'\(t)'"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .name(let path): return path.joined(separator: ".")
        case .unary(let op, let e): return "(\(op.rawValue) \(shape(e)))"
        case .binary(let op, let a, let b): return "(\(op.rawValue) \(shape(a)) \(shape(b)))"
        case .call(let f, let args): return "\(f)(" + args.map(shape).joined(separator: ", ") + ")"
        }
    }

    func parse(_ text: String) throws -> String { shape(try ExpressionParser.parse(text)) }

    @Test func precedenceAndAssociativity() throws {
        #expect(try parse("1 + 2 * 3 - 4") == "(- (+ 1 (* 2 3)) 4)")
        #expect(try parse("a or b and not c == d") == "(or a (and b (not (== c d))))")
        #expect(try parse("-(a + b) / -2") == "(/ (- (+ a b)) -2)")
        #expect(try parse("if(debit == 'credit', -amount, amount)") == "if((== debit 'credit'), (- amount), amount)")
        #expect(try parse("source.title + \" x\"") == "(+ source.title ' x')")
        #expect(try parse("count()") == "count()")
        #expect(try parse("'it''s'") == "'it's'")
    }

    @Test(arguments: [
        ("1 +", 3, "expression ends too soon; expected a value"),
        ("a = 1", 2, "unexpected character '=' (use '==' to compare)"),
        ("(a", 2, "expected ')' to close the '(' at character 1 of the expression, found end of expression"),
        ("f(a b)", 4, "expected ',' or ')' in the call to f, found 'b'"),
        ("a < b < c", 6, "comparisons do not chain; use 'and'"),
        ("'open", 0, "unterminated string (a ' opened here is never closed)"),
        ("12abc", 2, "unexpected 'a' after the number 12"),
        ("a.", 2, "expected a name after '.'"),
        ("", 0, "empty expression"),
        ("a && b", 2, "unexpected character '&' (use 'and')"),
    ])
    func syntaxErrorsPointAtTheCharacter(_ text: String, _ offset: Int, _ message: String) {
        do {
            _ = try ExpressionParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.offset == offset)
            #expect(error.message == message)
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        #expect(throws: SyntaxError.self) { try ExpressionParser.parse(deep) }
        let fine = String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30)
        #expect(throws: Never.self) { try ExpressionParser.parse(fine) }
    }

    @Test func templates() throws {
        let t = try TemplateSyntax.parse("{{x}} {a:MMM 'of' yyyy} {if(b, 'c:d', 'e')} tail")
        #expect(t.parts.count == 5)
        guard case .text("{x} ") = t.parts[0], case .hole("a", 7, let format?) = t.parts[1],
            case .hole(let e, _, nil) = t.parts[3], case .text(" tail") = t.parts[4]
        else {
            Issue.record("unexpected parts \(t.parts)")
            return
        }
        #expect(format.text == "MMM 'of' yyyy")
        #expect(e == "if(b, 'c:d', 'e')")
    }
}

@Suite struct ExpressionCheckerTests {
    let checker: ExpressionChecker = {
        var scope = ExpressionScope()
        scope.fields = [
            "n": .init(slot: 0, type: .int), "d": .init(slot: 1, type: .decimal), "s": .init(slot: 2, type: .string),
        ]
        scope.parameters = ["rate": (0, .decimal)]
        return ExpressionChecker(scope: scope)
    }()

    func type(_ text: String) throws -> ValueType { try checker.check(try ExpressionParser.parse(text)).1 }

    @Test func typesOfExpressions() throws {
        #expect(try type("n + 1") == .int)
        #expect(try type("n / 2") == .decimal)
        #expect(try type("d * params.rate") == .decimal)
        #expect(try type("s + 'x'") == .string)
        #expect(try type("s + null") == .string)
        #expect(try type("if(n > 1, n, d)") == .decimal)
        #expect(try type("coalesce(s, null)") == .string)
        #expect(try type("round(n)") == .int)
        #expect(try type("round(d, 2)") == .decimal)
        #expect(try type("format(d, ',.2')") == .string)
    }

    @Test(arguments: [
        ("n - s", "'-' needs numbers, found string"),
        (
            "s + n",
            "'+' joins two strings or adds two numbers, found string + int; show the int as text in a template hole "
                + "of its own ('{x} {y}') or with format(x, pattern)"
        ),
        ("not n", "'not' needs a bool, found int"),
        ("if(n, 1, 2)", "if() needs a bool condition, found int"),
        ("if(true, 1, 's')", "if() branches differ: int and string"),
        ("upper(n)", "upper() needs a string, found int"),
        ("year(s)", "year() needs a date, found string"),
        ("params.cost", "unknown parameter 'cost'"),
        ("source.title", "'source.title' needs a 'sources:' list in the layout"),
        ("sum(n)", "sum() is an aggregate; aggregates belong in group and report headers and footers, not here"),
        ("format(n, 'MMM')", "not a number format (use '.N' for places, ',' for thousands, or ',.N')"),
    ])
    func typeErrorsSayWhatWasFoundAndExpected(_ text: String, _ message: String) throws {
        do {
            _ = try checker.check(try ExpressionParser.parse(text))
            Issue.record("expected an error for \(text)")
        } catch let error as ExpressionChecker.Failure {
            #expect(error.message == message)
        }
    }
}
