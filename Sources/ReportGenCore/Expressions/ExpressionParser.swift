/// Parses expression text into ``Syntax``.
///
/// ```swift
/// let tree = try ExpressionParser.parse("if(debit == 'credit', -amount, amount)")
/// ```
///
/// Grammar, loosest first: `or`, `and`, `not`, comparisons, `+ -`, `* /`, unary `-`, then
/// literals, dotted names, calls and parentheses.
///
/// The parser does not recurse: operators, brackets and calls wait on a stack of their own
/// (operator precedence parsing), so no input can exhaust the thread's stack here. What it
/// builds is bounded so that no later walk over the tree can either (checking, rewriting,
/// evaluating and freeing recurse once per level): a tree is at most ``maxOperatorDepth``
/// operators and calls deep, and brackets, calls and unary operators nest at most ``maxDepth``
/// levels.
@_spi(Fuzzing) public struct ExpressionParser {
    /// What waits for its operands (or its closing bracket) on the operator stack.
    private enum Pending {
        case binary(BinaryOperator, offset: Int)
        case prefix(UnaryOperator, offset: Int)
        /// An open `(`.
        case bracket(offset: Int)
        /// An open call; its arguments so far are on top of the operand stack.
        case call(String, offset: Int, arguments: Int)

        /// How tightly it binds; brackets and calls are not operators and stop reductions.
        var precedence: Int? {
            switch self {
            case .binary(let op, _): return ExpressionParser.precedence(op)
            case .prefix(.not, _): return 3
            case .prefix(.negate, _): return 7
            case .bracket, .call: return nil
            }
        }
    }

    private var lexer: Lexer
    private var token: Lexer.Token = .end
    private var tokenOffset = 0
    private var operators: [Pending] = []
    private var operands: [Syntax] = []
    /// Open brackets, calls and unary operators on the operator stack.
    private var nesting = 0

    /// The deepest nesting of brackets, calls and unary operators an expression may have.
    static let maxDepth = 64
    /// The most operators and calls on the way from an expression's root to its deepest value
    /// (``Syntax/depth``): the longest chain `a + b + ... + z` has 64 operators.
    ///
    /// The worst expressions allowed are parsed, checked, evaluated and freed on a 512 KiB
    /// thread in a debug build (the tests do it), so a report can run on an app's secondary
    /// thread.
    @_spi(Fuzzing) public static let maxOperatorDepth = 64

    private init(_ text: String) {
        lexer = Lexer(text)
    }

    /// Parses a whole expression; throws the first syntax error.
    @_spi(Fuzzing) public static func parse(_ text: String) throws(SyntaxError) -> Syntax {
        var parser = ExpressionParser(text)
        try parser.advance()
        if parser.token == .end {
            throw SyntaxError(offset: 0, message: "empty expression")
        }
        return try parser.parseExpression()
    }

    private mutating func advance() throws(SyntaxError) {
        (token, tokenOffset) = try lexer.next()
    }

    private func describe(_ token: Lexer.Token) -> String {
        switch token {
        case .number(let n): return "number \(n)"
        case .string: return "string"
        case .identifier(let name): return "'\(name)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "end of expression"
        }
    }

    static func precedence(_ op: BinaryOperator) -> Int {
        switch op {
        case .or: return 1
        case .and: return 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
        case .add, .subtract: return 5
        case .multiply, .divide: return 6
        }
    }

    private static func binaryOperator(_ token: Lexer.Token) -> BinaryOperator? {
        switch token {
        case .identifier("or"): return .or
        case .identifier("and"): return .and
        case .symbol(let s): return BinaryOperator(rawValue: s)
        default: return nil
        }
    }

    private static func isComparison(_ op: BinaryOperator) -> Bool { precedence(op) == 4 }

    // MARK: The two states: expecting a value, expecting an operator

    /// What comes after a value and what follows it.
    private enum Next {
        case value, operatorOrClose, end
    }

    private mutating func parseExpression() throws(SyntaxError) -> Syntax {
        var next = Next.value
        while true {
            switch next {
            case .value:
                try parseOperand()
                next = .operatorOrClose
            case .operatorOrClose:
                next = try parseOperatorOrClose()
            case .end:
                // Every operator is reduced and every bracket closed: one value is left.
                return operands.last ?? Syntax(kind: .null, offset: 0)
            }
        }
    }

    /// Reads prefix operators, open brackets and calls up to a value, and pushes the value.
    private mutating func parseOperand() throws(SyntaxError) {
        while true {
            let offset = tokenOffset
            switch token {
            case .number(let n):
                try advance()
                operands.append(Syntax(kind: .number(n), offset: offset))
                return
            case .string(let s):
                try advance()
                operands.append(Syntax(kind: .string(s), offset: offset))
                return
            case .symbol("-"):
                try advance()
                try open(.prefix(.negate, offset: offset))
            case .symbol("("):
                try advance()
                try open(.bracket(offset: offset))
            case .identifier(let name) where name == "true" || name == "false" || name == "null":
                try advance()
                operands.append(Syntax(kind: name == "null" ? .null : .bool(name == "true"), offset: offset))
                return
            case .identifier("not") where notMayStartHere:
                try advance()
                try open(.prefix(.not, offset: offset))
            case .identifier(let name) where name == "and" || name == "or" || name == "not":
                try advance()  // a bad character right after it is reported first
                throw SyntaxError(offset: offset, message: "expected a value before '\(name)'")
            case .identifier(let name):
                try advance()
                guard token == .symbol("(") else { return try parseDottedName(name, at: offset) }
                try advance()
                try open(.call(name, offset: offset, arguments: 0))
                if token == .symbol(")") { return try closeGroup(arguments: 0) }
            case .end, .symbol:
                throw noValue(at: offset)
            }
        }
    }

    /// Whether `not` may start the value expected now: in the grammar it is looser than
    /// comparisons, so it may follow `and`, `or`, `not`, `(`, `,` or the start, and nothing else.
    private var notMayStartHere: Bool {
        switch operators.last {
        case nil, .bracket, .call, .prefix(.not, _), .binary(.and, _), .binary(.or, _): return true
        case .prefix(.negate, _), .binary: return false
        }
    }

    private mutating func parseDottedName(_ name: String, at offset: Int) throws(SyntaxError) {
        var path = [name]
        while token == .symbol(".") {
            try advance()
            guard case .identifier(let part) = token else {
                throw SyntaxError(offset: tokenOffset, message: "expected a name after '.'")
            }
            path.append(part)
            try advance()
        }
        operands.append(Syntax(kind: .name(path), offset: offset))
    }

    /// After a value: a binary operator (a value comes next), the `)` of a bracket or call (an
    /// operator comes next), a call's `,` (a value), or the end. Anything else is an error named
    /// after the innermost open bracket or call.
    private mutating func parseOperatorOrClose() throws(SyntaxError) -> Next {
        if let op = Self.binaryOperator(token) {
            let offset = tokenOffset
            let precedence = Self.precedence(op)
            while let top = operators.last, let p = top.precedence, p >= precedence {
                if case .binary(let previous, _) = top, Self.isComparison(previous), Self.isComparison(op) {
                    throw SyntaxError(offset: offset, message: "comparisons do not chain; use 'and'")
                }
                try reduce()
            }
            try advance()
            operators.append(.binary(op, offset: offset))
            return .value
        }
        while let top = operators.last, top.precedence != nil { try reduce() }
        switch (token, operators.last) {
        case (.symbol(")"), .bracket?):
            try closeGroup(arguments: 0)
            return .operatorOrClose
        case (.symbol(")"), .call(_, _, let arguments)?):
            try closeGroup(arguments: arguments + 1)
            return .operatorOrClose
        case (.symbol(","), .call(let name, let offset, let arguments)?):
            operators[operators.count - 1] = .call(name, offset: offset, arguments: arguments + 1)
            try advance()
            return .value
        case (.end, nil):
            return .end
        default:
            throw unexpected()
        }
    }

    // MARK: The stacks

    private mutating func open(_ pending: Pending) throws(SyntaxError) {
        nesting += 1
        if nesting > Self.maxDepth {
            throw SyntaxError(offset: tokenOffset, message: "expression nested deeper than \(Self.maxDepth) levels")
        }
        operators.append(pending)
    }

    /// Closes the bracket or call on top of the operator stack at its `)`; a call takes its
    /// `arguments` from the operand stack.
    private mutating func closeGroup(arguments: Int) throws(SyntaxError) {
        nesting -= 1
        if case .call(let name, let offset, _)? = operators.popLast() {
            let args = Array(operands.suffix(arguments))
            operands.removeLast(arguments)
            operands.append(try node(.call(name, args), at: offset))
        }
        try advance()
    }

    /// Applies the operator on top of the stack to its operands.
    private mutating func reduce() throws(SyntaxError) {
        switch operators.popLast() {
        case .binary(let op, let offset)?:
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            operands.append(try node(.binary(op, lhs, rhs), at: offset))
        case .prefix(let op, let offset)?:
            nesting -= 1
            let operand = operands.removeLast()
            // A negative literal is one number, so that the smallest int can be written.
            if op == .negate, case .number(let n) = operand.kind, !n.hasPrefix("-") {
                operands.append(Syntax(kind: .number("-" + n), offset: offset))
            } else {
                operands.append(try node(.unary(op, operand), at: offset))
            }
        case .bracket?, .call?, nil:
            break
        }
    }

    /// A node, unless it makes the tree deeper than ``maxOperatorDepth``.
    private func node(_ kind: Syntax.Kind, at offset: Int) throws(SyntaxError) -> Syntax {
        let node = Syntax(kind: kind, offset: offset)
        if node.depth > Self.maxOperatorDepth {
            throw SyntaxError(
                offset: offset,
                message:
                    "expression is more than \(Self.maxOperatorDepth) operators and calls deep; split it into computed fields"
            )
        }
        return node
    }

    // MARK: Messages

    private func noValue(at offset: Int) -> SyntaxError {
        if case .symbol(let s) = token { return SyntaxError(offset: offset, message: "expected a value, found '\(s)'") }
        return SyntaxError(offset: offset, message: "expression ends too soon; expected a value")
    }

    /// A token where an operator, or the end of the innermost bracket or call, belongs.
    private func unexpected() -> SyntaxError {
        switch operators.last {
        case .bracket(let offset)?:
            return SyntaxError(
                offset: tokenOffset,
                message: "expected ')' to close the '(' at character \(offset + 1) of the expression, found "
                    + describe(token))
        case .call(let name, _, _)?:
            return SyntaxError(
                offset: tokenOffset, message: "expected ',' or ')' in the call to \(name), found \(describe(token))")
        default:
            return SyntaxError(offset: tokenOffset, message: "unexpected \(describe(token))")
        }
    }
}
