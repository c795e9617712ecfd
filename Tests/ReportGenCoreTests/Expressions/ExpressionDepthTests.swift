import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// No expression drives recursion in proportion to its length: the parser does not recurse, and
/// what it accepts is at most 64 operators and calls deep, so checking, rewriting, evaluating
/// and freeing it fit a 512 KiB thread (an app's secondary thread) even in a debug build. Every
/// shape is run at the deepest allowed and at 60,000 terms (a 120 KB expression, which used to
/// overflow the stack).
@Suite struct ExpressionDepthTests {
    static let checker: ExpressionChecker = {
        var scope = ExpressionScope()
        scope.fields = ["x": .init(slot: 0, type: .int), "b": .init(slot: 1, type: .bool)]
        return ExpressionChecker(scope: scope)
    }()

    /// What `text` gives, computed on a 512 KiB stack: its value after parsing, checking, a
    /// rewrite and a walk over every node, or the error as `OFFSET: MESSAGE`.
    static func outcome(_ text: String) throws -> String {
        try SmallStack.run {
            let syntax: Syntax
            do throws(SyntaxError) {
                syntax = try ExpressionParser.parse(text)
            } catch {
                return "\(error.offset): \(error.message)"
            }
            let checked: Expr
            do throws(ExpressionChecker.Failure) {
                checked = try checker.check(syntax).0
            } catch {
                return "\(error.offset): \(error.message)"
            }
            let expr = checked.rewritten { _ in nil }
            var nodes = 0
            expr.visit { _ in nodes += 1 }
            do throws(EvaluationError) {
                let v = try Evaluator.evaluate(
                    expr, record: [.int(1), .bool(true)], environment: EvaluationEnvironment(), accumulators: [])
                return "\(v) (\(nodes) nodes)"
            } catch {
                return "error: \(error.message)"
            }
        }
    }

    static let tooDeep = "expression is more than 64 operators and calls deep; split it into computed fields"
    static let nestedTooDeep = "expression nested deeper than 64 levels"

    /// `first`, then `count` times `separator + term`.
    static func chain(_ first: String, _ separator: String, _ count: Int) -> String {
        first + String(repeating: separator, count: count)
    }

    @Test func theLimitsAreWhatTheDocsSay() {
        #expect(ExpressionParser.maxOperatorDepth == 64)
        #expect(ExpressionParser.maxDepth == 64)
    }

    @Test func additionChains() throws {
        #expect(try Self.outcome(Self.chain("x", " + x", 64)) == "65 (129 nodes)")
        // The 65th '+' (at 4 * 65 - 2) would make the tree 65 deep.
        #expect(try Self.outcome(Self.chain("x", " + x", 59_999)) == "258: \(Self.tooDeep)")
        #expect(try Self.outcome(Self.chain("x", "+x", 59_999)) == "129: \(Self.tooDeep)")
    }

    @Test func multiplicationChains() throws {
        #expect(try Self.outcome(Self.chain("x", " * x", 64)) == "1 (129 nodes)")
        #expect(try Self.outcome(Self.chain("x", " * x", 59_999)) == "258: \(Self.tooDeep)")
        // Each '-' has a quotient on its right, so the 64th '-' (at 8 * 64 - 6) is 65 deep.
        #expect(try Self.outcome(Self.chain("x", " - x / x", 59_999)) == "506: \(Self.tooDeep)")
    }

    @Test func unaryMinusChains() throws {
        #expect(try Self.outcome(String(repeating: "-", count: 64) + "x") == "1 (65 nodes)")
        #expect(try Self.outcome(String(repeating: "- ", count: 62) + "-x") == "-1 (64 nodes)")
        // The 65th '-' opens a 65th level; the error points at what follows it.
        #expect(try Self.outcome(String(repeating: "-", count: 60_000) + "x") == "65: \(Self.nestedTooDeep)")
    }

    @Test func notChains() throws {
        #expect(try Self.outcome(Self.chain("", "not ", 64) + "b") == "true (65 nodes)")
        #expect(try Self.outcome(Self.chain("", "not ", 63) + "b") == "false (64 nodes)")
        #expect(try Self.outcome(Self.chain("", "not ", 60_000) + "b") == "260: \(Self.nestedTooDeep)")
    }

    @Test func nestedCalls() throws {
        let calls = String(repeating: "abs(", count: 63) + "-x" + String(repeating: ")", count: 63)
        #expect(try Self.outcome(calls) == "1 (65 nodes)")
        let ifs = Self.chain("", "if(b, ", 63) + "round(x, 0)" + String(repeating: ", x)", count: 63)
        #expect(try Self.outcome(ifs) == "1 (192 nodes)")
        let deep = String(repeating: "abs(", count: 60_000) + "x" + String(repeating: ")", count: 60_000)
        #expect(try Self.outcome(deep) == "260: \(Self.nestedTooDeep)")
        // Calls and operators count together: 63 calls around a 2-deep sum is 65.
        let mixed = String(repeating: "abs(", count: 63) + "x + x + x" + String(repeating: ")", count: 63)
        #expect(try Self.outcome(mixed) == "0: \(Self.tooDeep)")
    }

    @Test func comparisonAndLogicChains() throws {
        #expect(try Self.outcome(Self.chain("x == x", " and x == x", 63)) == "true (255 nodes)")
        #expect(try Self.outcome(Self.chain("x < x", " or x >= x", 63)) == "true (255 nodes)")
        #expect(try Self.outcome(Self.chain("b", " or b", 64)) == "true (129 nodes)")
        // The 64th 'and' (at 11 * 64 - 4) joins a 64-deep chain and a comparison: 65 deep.
        #expect(try Self.outcome(Self.chain("x == x", " and x == x", 59_999)) == "700: \(Self.tooDeep)")
        // The 65th 'or', at 5 * 65 - 3.
        #expect(try Self.outcome(Self.chain("b", " or b", 59_999)) == "322: \(Self.tooDeep)")
    }

    @Test func bracketsAloneAddNoDepthButAreStillBounded() throws {
        #expect(
            try Self.outcome(String(repeating: "(", count: 64) + "x" + String(repeating: ")", count: 64))
                == "1 (1 nodes)")
        let deep = String(repeating: "(", count: 60_000) + "x" + String(repeating: ")", count: 60_000)
        #expect(try Self.outcome(deep) == "65: \(Self.nestedTooDeep)")
    }
}

/// The same bounds through the whole pipeline: a layout of the deepest expressions allowed, in
/// every place an expression goes, compiles and renders on a 512 KiB stack, and one 60,000-term
/// chain is a layout error at its position, not a crash.
@Suite struct LayoutDepthTests {
    static func layout(computed: String, template: String) -> String {
        """
        layout: 1
        input:
          fields: { x: int, b: bool }
          computed:
            total: "\(computed)"
        rows:
          r: { height: 1, fields: { text: string, n: int, d: { type: decimal, places: 1 } } }
        report:
          detail:
            - row: r
              when: "\(ExpressionDepthTests.chain("x == x", " and x == x", 63))"
              text: "\(template)"
              n: "\(String(repeating: "-", count: 64) + "total")"
              d: "\(String(repeating: "round(", count: 63) + "x * 1.25" + String(repeating: ", 1)", count: 63))"
          footer:
            - row: r
              text: "{sum(\(ExpressionDepthTests.chain("x", " * 1", 63)))}"
              n: "\(String(repeating: "abs(", count: 63) + "count()" + String(repeating: ")", count: 63))"
              d: "\(ExpressionDepthTests.chain("avg(x)", " - min(x)", 63))"
        """
    }

    /// Compiles and renders `yaml` over two records on a 512 KiB stack: the NDJSON rows, or the
    /// findings.
    static func render(_ yaml: String) throws -> String {
        try SmallStack.run {
            let result = LayoutCompiler.compile(text: yaml, file: "t.yaml")
            guard let plan = result.plan else { return result.diagnostics.map(\.description).joined(separator: "\n") }
            do {
                return try Fixtures.ndjson(plan, ["-": "x,b\n1,true\n2,false\n"]).0
            } catch {
                return "run failed: \(error)"
            }
        }
    }

    @Test func theDeepestExpressionsCompileAndRender() throws {
        let yaml = Self.layout(
            computed: ExpressionDepthTests.chain("x", " + x", 64),
            template: ExpressionDepthTests.chain("{x}", "{x}", 9_999) + " {" + String(repeating: "not ", count: 64)
                + "b}")
        let ones = String(repeating: "1", count: 10_000)
        let twos = String(repeating: "2", count: 10_000)
        #expect(
            try Self.render(yaml) == """
                {"kind":"r","id":"r/1","level":1,"band":null,"height":1,"fields":{"text":"\(ones) true","n":65,"d":1.3}}
                {"kind":"r","id":"r/2","level":1,"band":null,"height":1,"fields":{"text":"\(twos) false","n":130,"d":2.5}}
                {"kind":"r","id":"r/3","level":0,"band":null,"height":1,"fields":{"text":"3","n":2,"d":-61.5}}

                """)
    }

    /// Each shape at 60,000 terms.
    static func sixtyThousand(_ shape: String) -> String {
        let chain = ExpressionDepthTests.chain
        switch shape {
        case "x + x": return chain("x", " + x", 59_999)
        case "x * x": return chain("x", " * x", 59_999)
        case "- - x": return String(repeating: "-", count: 60_000) + "x"
        case "not not b": return chain("", "not ", 60_000) + "b"
        case "abs(abs(x))":
            return String(repeating: "abs(", count: 60_000) + "x" + String(repeating: ")", count: 60_000)
        case "x == x and": return chain("x == x", " and x == x", 59_999)
        default: return chain("b", " or b", 59_999)
        }
    }

    /// Every shape at 60,000 terms, as a computed field: line 5 is `    total: "…`, so the
    /// expression starts at column 13; the offsets are those of `ExpressionDepthTests`.
    @Test(arguments: [
        ("x + x", 258 + 13, false), ("x * x", 258 + 13, false), ("- - x", 65 + 13, true), ("not not b", 260 + 13, true),
        ("abs(abs(x))", 260 + 13, true), ("x == x and", 700 + 13, false), ("b or b", 322 + 13, false),
    ])
    func aSixtyThousandTermExpressionIsALayoutErrorAtItsPosition(_ shape: String, _ column: Int, _ nested: Bool)
        throws
    {
        let message = nested ? ExpressionDepthTests.nestedTooDeep : ExpressionDepthTests.tooDeep
        #expect(
            try Self.render(Self.layout(computed: Self.sixtyThousand(shape), template: "{x}"))
                == "t.yaml:5:\(column): error: \(message) [expression-syntax]")
    }

    @Test func aSixtyThousandTermChainInATemplateHole() throws {
        let chain = ExpressionDepthTests.chain("x", " + x", 59_999)
        #expect(chain.utf8.count == 239_997)
        // Line 12 is `      text: "{x + x ...`: the hole's text starts at column 15.
        #expect(
            try Self.render(Self.layout(computed: "x", template: "{\(chain)}"))
                == "t.yaml:12:273: error: \(ExpressionDepthTests.tooDeep) [expression-syntax]")
    }

    @Test func aTemplateOfSixtyThousandHolesRenders() throws {
        let out = try Self.render(Self.layout(computed: "x", template: String(repeating: "{x}", count: 60_000)))
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix(
                "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"text\":\"111"))
        #expect(lines[0].utf8.count == 60_000 + 91)
        #expect(lines[1].contains("\"text\":\"" + String(repeating: "2", count: 60_000) + "\","))
    }
}
