/// Resolves names and checks types, turning ``Syntax`` into ``Expr``.
///
/// ```swift
/// let checker = ExpressionChecker(scope: scope)
/// let (expr, type) = try checker.check(ExpressionParser.parse("sum(signed)"))
/// ```
@_spi(Fuzzing) public struct ExpressionChecker: Sendable {
    /// A type or name error at an offset in the expression text.
    @_spi(Fuzzing) public struct Failure: Error, Sendable {
        var rule: DiagnosticRule
        @_spi(Fuzzing) public var offset: Int
        @_spi(Fuzzing) public var message: String
        /// Whether the expression reads a name whose declaration has an error of its own, already
        /// reported: the expression is not checked further, and nothing more is reported for it.
        var followsEarlierError = false
    }

    /// What names mean.
    var scope: ExpressionScope

    /// Creates a checker.
    @_spi(Fuzzing) public init(scope: ExpressionScope) {
        self.scope = scope
    }

    /// Checks an expression; returns its IR and type.
    @_spi(Fuzzing) public func check(_ syntax: Syntax) throws(Failure) -> (Expr, ValueType) {
        try check(syntax, insideAggregate: false)
    }

    private func fail(_ rule: DiagnosticRule, _ offset: Int, _ message: String) -> Failure {
        Failure(rule: rule, offset: offset, message: message)
    }

    // `check` recurses once per operator and call (at most `ExpressionParser.maxOperatorDepth`
    // deep). Debug builds give a function a stack slot for every value it ever holds, so this one
    // only dispatches; typing and messages are left to helpers that do not recurse.
    private func check(_ syntax: Syntax, insideAggregate: Bool) throws(Failure) -> (Expr, ValueType) {
        switch syntax.kind {
        case .number, .string, .bool, .null, .name: return try leaf(syntax)
        case .unary: return try checkUnary(syntax, insideAggregate: insideAggregate)
        case .binary: return try checkBinary(syntax, insideAggregate: insideAggregate)
        case .call: return try checkCall(syntax, insideAggregate: insideAggregate)
        }
    }

    private func checkUnary(_ syntax: Syntax, insideAggregate: Bool) throws(Failure) -> (Expr, ValueType) {
        guard case .unary(let op, let operand) = syntax.kind else { return (.literal(.null), .null) }
        let (e, t) = try check(operand, insideAggregate: insideAggregate)
        return try unary(op, e, t, operand)
    }

    private func checkBinary(_ syntax: Syntax, insideAggregate: Bool) throws(Failure) -> (Expr, ValueType) {
        guard case .binary(let op, let lhs, let rhs) = syntax.kind else { return (.literal(.null), .null) }
        let (a, ta) = try check(lhs, insideAggregate: insideAggregate)
        let (b, tb) = try check(rhs, insideAggregate: insideAggregate)
        return try binary(op, a, ta, b, tb, syntax, lhs, rhs)
    }

    private func checkCall(_ syntax: Syntax, insideAggregate: Bool) throws(Failure) -> (Expr, ValueType) {
        guard case .call(let name, let args) = syntax.kind else { return (.literal(.null), .null) }
        if let aggregate = AggregateFunction(rawValue: name) {
            try checkAggregateShape(aggregate, args, syntax, insideAggregate: insideAggregate)
            var argument: (Expr, ValueType)?
            if let first = args.first { argument = try check(first, insideAggregate: true) }
            return try checkAggregate(aggregate, args, argument)
        }
        guard let function = Expr.Function(rawValue: name) else { throw unknownFunction(name, syntax) }
        var checked: [(Expr, ValueType)] = []
        for arg in args { checked.append(try check(arg, insideAggregate: insideAggregate)) }
        return try typeCall(function, args, checked, syntax)
    }

    private func leaf(_ syntax: Syntax) throws(Failure) -> (Expr, ValueType) {
        switch syntax.kind {
        case .number(let text):
            if !text.contains("."), let i = Int64(text) { return (.literal(.int(i)), .int) }
            guard let d = FixedDecimal(parsing: text) else {
                throw fail(.expressionSyntax, syntax.offset, "number \(text) does not fit")
            }
            return (.literal(.decimal(d)), .decimal)
        case .string(let s): return (.literal(.string(s)), .string)
        case .bool(let b): return (.literal(.bool(b)), .bool)
        case .name(let path): return try resolve(path, at: syntax.offset)
        case .null, .unary, .binary, .call: return (.literal(.null), .null)
        }
    }

    private func unary(_ op: UnaryOperator, _ e: Expr, _ t: ValueType, _ operand: Syntax) throws(Failure) -> (
        Expr, ValueType
    ) {
        switch op {
        case .negate:
            guard t.isNumeric || t == .null else {
                throw fail(.typeMismatch, operand.offset, "'-' needs a number, found \(t)")
            }
            return (.negate(e), t)
        case .not:
            guard t == .bool || t == .null else {
                throw fail(.typeMismatch, operand.offset, "'not' needs a bool, found \(t)")
            }
            return (.not(e), .bool)
        }
    }

    private func unknownFunction(_ name: String, _ syntax: Syntax) -> Failure {
        let names = Expr.Function.allCases.map(\.rawValue) + AggregateFunction.allCases.map(\.rawValue)
        return fail(
            .unknownFunction, syntax.offset, "unknown function '\(name)'" + Suggestion.hint(for: name, in: names))
    }

    private func resolve(_ path: [String], at offset: Int) throws(Failure) -> (Expr, ValueType) {
        let dotted = path.joined(separator: ".")
        if scope.erroneous.contains(dotted) {
            throw Failure(rule: .unknownName, offset: offset, message: "", followsEarlierError: true)
        }
        if path.count == 1, let field = scope.fields[path[0]] {
            return (.field(field.slot), field.type)
        }
        if path == ["page"] || path == ["pages"] {
            guard scope.hasPageNumbers else {
                throw fail(.misplacedPageValue, offset, "'\(dotted)' is known only in page.header and page.footer rows")
            }
            return (dotted == "page" ? .pageNumber : .pageCount, .int)
        }
        if path == ["continued"] {
            guard scope.hasContinued else {
                throw fail(
                    .misplacedPageValue, offset,
                    "'continued' is known only in a group's header rows (true where a new page repeats them)")
            }
            return (.continued, .bool)
        }
        if path.count == 2 {
            switch (path[0], path[1]) {
            case ("source", "name"), ("source", "title"):
                guard scope.hasSources else {
                    throw fail(.invalidSourceLevel, offset, "'\(dotted)' needs a 'sources:' list in the layout")
                }
                return (path[1] == "name" ? .sourceName : .sourceTitle, .string)
            case ("report", "title"): return (.reportTitle, .string)
            case ("params", let name):
                if let p = scope.parameters[name] { return (.parameter(p.index), p.type) }
                // Parameters declared with an unknown type are candidates too: they exist.
                let declared = scope.erroneous.filter { $0.hasPrefix("params.") }.map { String($0.dropFirst(7)) }
                throw fail(
                    .unknownName, offset,
                    "unknown parameter '\(name)'"
                        + Suggestion.hint(for: name, in: Array(scope.parameters.keys) + declared))
            default: break
            }
        }
        if path == ["source"] {
            throw fail(.unknownName, offset, "'source' alone is not a value; use source.name or source.title")
        }
        if scope.declaredLater.contains(dotted) {
            throw fail(
                .unknownName, offset,
                "computed field '\(dotted)' is declared later; a computed field reads only the input fields and "
                    + "the computed fields before it (move '\(dotted)' up)")
        }
        throw fail(.unknownName, offset, "unknown name '\(dotted)'" + Suggestion.hint(for: dotted, in: scope.allNames))
    }

    private func binary(
        _ op: BinaryOperator, _ a: Expr, _ ta: ValueType, _ b: Expr, _ tb: ValueType, _ syntax: Syntax, _ lhs: Syntax,
        _ rhs: Syntax
    ) throws(Failure) -> (Expr, ValueType) {
        switch op {
        case .and, .or:
            if ta != .bool, ta != .null { throw fail(.typeMismatch, lhs.offset, "'\(op)' needs bools, found \(ta)") }
            if tb != .bool, tb != .null { throw fail(.typeMismatch, rhs.offset, "'\(op)' needs bools, found \(tb)") }
            return (op == .and ? .and(a, b) : .or(a, b), .bool)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard ValueType.common(ta, tb) != nil else {
                throw fail(.typeMismatch, syntax.offset, "cannot compare \(ta) with \(tb)")
            }
            return (.compare(op, a, b), .bool)
        case .add where ta == .string || tb == .string:
            // Text joins text only: a number, a date or a bool next to text is shown in a hole of
            // its own, or through format(), which says how.
            for (type, operand) in [(ta, lhs), (tb, rhs)] where type != .string && type != .null {
                throw fail(
                    .typeMismatch, operand.offset,
                    "'+' joins two strings or adds two numbers, found \(ta) + \(tb); show the \(type) as text in a "
                        + "template hole of its own ('{x} {y}') or with format(x, pattern)")
            }
            return (.concatenate(a, b), .string)
        case .add, .subtract, .multiply, .divide:
            if !ta.isNumeric, ta != .null {
                throw fail(.typeMismatch, lhs.offset, "'\(op.rawValue)' needs numbers, found \(ta)")
            }
            if !tb.isNumeric, tb != .null {
                throw fail(.typeMismatch, rhs.offset, "'\(op.rawValue)' needs numbers, found \(tb)")
            }
            let integer = ta == .int && tb == .int && op != .divide
            let arithmetic: Expr.ArithmeticOperator =
                switch op {
                case .add: .add
                case .subtract: .subtract
                case .multiply: .multiply
                default: .divide
                }
            return (.arithmetic(arithmetic, a, b, integer: integer), integer ? .int : .decimal)
        }
    }

    private func arity(_ name: String, _ args: [Syntax], _ count: ClosedRange<Int>, _ syntax: Syntax) throws(Failure) {
        guard count.contains(args.count) else {
            let expected =
                count.lowerBound == count.upperBound
                ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)"
            throw fail(
                .unknownFunction, syntax.offset,
                "\(name)() takes \(expected) argument\(count == 1...1 ? "" : "s"), found \(args.count)")
        }
    }

    /// Where an aggregate may be, and how many arguments it takes.
    private func checkAggregateShape(
        _ function: AggregateFunction, _ args: [Syntax], _ syntax: Syntax, insideAggregate: Bool
    ) throws(Failure) {
        guard scope.allowsAggregates else {
            throw fail(
                .misplacedAggregate, syntax.offset,
                "\(function.rawValue)() is an aggregate; aggregates belong in group and report headers and footers, not \(scope.aggregateContext)"
            )
        }
        guard !insideAggregate else {
            throw fail(.misplacedAggregate, syntax.offset, "aggregates cannot be nested")
        }
        try arity(function.rawValue, args, function == .count ? 0...1 : 1...1, syntax)
    }

    /// Types an aggregate whose first argument, if any, is already checked.
    private func checkAggregate(
        _ function: AggregateFunction, _ args: [Syntax], _ argument: (Expr, ValueType)?
    ) throws(Failure) -> (Expr, ValueType) {
        if function == .count { return (.aggregate(.count, argument?.0, .int), .int) }
        guard let (e, t) = argument else { return (.literal(.null), .null) }  // the arity check has thrown
        switch function {
        case .sum, .avg:
            guard t.isNumeric else {
                throw fail(.typeMismatch, args[0].offset, "\(function.rawValue)() needs a number, found \(t)")
            }
            return (.aggregate(function, e, function == .avg ? .decimal : t), function == .avg ? .decimal : t)
        default:
            return (.aggregate(function, e, t), t)
        }
    }

    /// Types a call whose arguments are already checked.
    private func typeCall(
        _ function: Expr.Function, _ args: [Syntax], _ checked: [(Expr, ValueType)], _ syntax: Syntax
    ) throws(Failure) -> (Expr, ValueType) {
        let name = function.rawValue
        func expect(_ index: Int, _ allowed: [ValueType], _ what: String) throws(Failure) {
            let t = checked[index].1
            guard t == .null || allowed.contains(t) else {
                throw fail(.typeMismatch, args[index].offset, "\(name)() needs \(what), found \(t)")
            }
        }
        switch function {
        case .if:
            try arity(name, args, 3...3, syntax)
            try expect(0, [.bool], "a bool condition")
            guard let t = ValueType.common(checked[1].1, checked[2].1) else {
                throw fail(.typeMismatch, args[2].offset, "if() branches differ: \(checked[1].1) and \(checked[2].1)")
            }
            return (.call(.if, checked.map(\.0)), t)
        case .coalesce:
            try arity(name, args, 2...2, syntax)
            guard let t = ValueType.common(checked[0].1, checked[1].1) else {
                throw fail(
                    .typeMismatch, args[1].offset, "coalesce() arguments differ: \(checked[0].1) and \(checked[1].1)")
            }
            return (.call(.coalesce, checked.map(\.0)), t)
        case .abs:
            try arity(name, args, 1...1, syntax)
            try expect(0, [.int, .decimal], "a number")
            return (.call(.abs, checked.map(\.0)), checked[0].1)
        case .round:
            try arity(name, args, 1...2, syntax)
            try expect(0, [.int, .decimal], "a number")
            if args.count == 2 { try expect(1, [.int], "an int number of places") }
            return (.call(.round, checked.map(\.0)), args.count == 1 && checked[0].1 == .int ? .int : .decimal)
        case .upper, .lower:
            try arity(name, args, 1...1, syntax)
            try expect(0, [.string], "a string")
            return (.call(function, checked.map(\.0)), .string)
        case .year, .month, .day, .quarter, .weekday:
            try arity(name, args, 1...1, syntax)
            try expect(0, [.date, .datetime], "a date")
            return (.call(function, checked.map(\.0)), .int)
        case .format:
            try arity(name, args, 2...2, syntax)
            guard case .string(let pattern) = args[1].kind else {
                throw fail(
                    .typeMismatch, args[1].offset, "format() needs a quoted pattern, such as 'MMM yyyy' or ',.2'")
            }
            switch ValueFormat.parse(pattern, for: checked[0].1) {
            case .success(let f): return (.format(checked[0].0, f), .string)
            case .failure(let problem):
                throw fail(.invalidFormat, args[1].offset + 1 + problem.offset, problem.message)
            }
        }
    }
}
