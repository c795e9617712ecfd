/// Parses expression text into ``Syntax``.
///
/// ```swift
/// let tree = try ExpressionParser.parse("if(debit == 'credit', -amount, amount)")
/// ```
///
/// Grammar, loosest first: `or`, `and`, `not`, comparisons, `+ -`, `* /`, unary `-`, then
/// literals, dotted names, calls and parentheses. Nesting is bounded so hostile input cannot
/// exhaust the stack.
public struct ExpressionParser {
    private var lexer: Lexer
    private var token: Lexer.Token = .end
    private var tokenOffset = 0
    private var depth = 0

    /// The deepest nesting of parentheses and operators an expression may have.
    public static let maxDepth = 64

    private init(_ text: String) {
        lexer = Lexer(text)
    }

    /// Parses a whole expression; throws the first syntax error.
    public static func parse(_ text: String) throws(SyntaxError) -> Syntax {
        var parser = ExpressionParser(text)
        try parser.advance()
        if parser.token == .end {
            throw SyntaxError(offset: 0, message: "empty expression")
        }
        let result = try parser.parseOr()
        guard parser.token == .end else {
            throw SyntaxError(offset: parser.tokenOffset, message: "unexpected \(parser.describe(parser.token))")
        }
        return result
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

    private mutating func nested<T>(_ body: (inout ExpressionParser) throws(SyntaxError) -> T) throws(SyntaxError) -> T
    {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            throw SyntaxError(offset: tokenOffset, message: "expression nested deeper than \(Self.maxDepth) levels")
        }
        return try body(&self)
    }

    private mutating func parseOr() throws(SyntaxError) -> Syntax {
        var left = try parseAnd()
        while token == .identifier("or") {
            let offset = tokenOffset
            try advance()
            let right = try parseAnd()
            left = Syntax(kind: .binary(.or, left, right), offset: offset)
        }
        return left
    }

    private mutating func parseAnd() throws(SyntaxError) -> Syntax {
        var left = try parseNot()
        while token == .identifier("and") {
            let offset = tokenOffset
            try advance()
            let right = try parseNot()
            left = Syntax(kind: .binary(.and, left, right), offset: offset)
        }
        return left
    }

    private mutating func parseNot() throws(SyntaxError) -> Syntax {
        if token == .identifier("not") {
            let offset = tokenOffset
            try advance()
            let operand = try nested { (p: inout ExpressionParser) throws(SyntaxError) in try p.parseNot() }
            return Syntax(kind: .unary(.not, operand), offset: offset)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(SyntaxError) -> Syntax {
        let left = try parseAdditive()
        let operators: [String: BinaryOperator] = [
            "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
        ]
        if case .symbol(let s) = token, let op = operators[s] {
            let offset = tokenOffset
            try advance()
            let right = try parseAdditive()
            if case .symbol(let next) = token, operators[next] != nil {
                throw SyntaxError(offset: tokenOffset, message: "comparisons do not chain; use 'and'")
            }
            return Syntax(kind: .binary(op, left, right), offset: offset)
        }
        return left
    }

    private mutating func parseAdditive() throws(SyntaxError) -> Syntax {
        var left = try parseMultiplicative()
        while case .symbol(let s) = token, s == "+" || s == "-" {
            let offset = tokenOffset
            try advance()
            let right = try parseMultiplicative()
            left = Syntax(kind: .binary(s == "+" ? .add : .subtract, left, right), offset: offset)
        }
        return left
    }

    private mutating func parseMultiplicative() throws(SyntaxError) -> Syntax {
        var left = try parseUnary()
        while case .symbol(let s) = token, s == "*" || s == "/" {
            let offset = tokenOffset
            try advance()
            let right = try parseUnary()
            left = Syntax(kind: .binary(s == "*" ? .multiply : .divide, left, right), offset: offset)
        }
        return left
    }

    private mutating func parseUnary() throws(SyntaxError) -> Syntax {
        if token == .symbol("-") {
            let offset = tokenOffset
            try advance()
            let operand = try nested { (p: inout ExpressionParser) throws(SyntaxError) in try p.parseUnary() }
            if case .number(let n) = operand.kind { return Syntax(kind: .number("-" + n), offset: offset) }
            return Syntax(kind: .unary(.negate, operand), offset: offset)
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(SyntaxError) -> Syntax {
        let offset = tokenOffset
        switch token {
        case .number(let n):
            try advance()
            return Syntax(kind: .number(n), offset: offset)
        case .string(let s):
            try advance()
            return Syntax(kind: .string(s), offset: offset)
        case .symbol("("):
            try advance()
            let inner = try nested { (p: inout ExpressionParser) throws(SyntaxError) in try p.parseOr() }
            guard token == .symbol(")") else {
                throw SyntaxError(
                    offset: tokenOffset,
                    message: "expected ')' to close the '(' at offset \(offset + 1), found \(describe(token))")
            }
            try advance()
            return inner
        case .identifier(let name):
            try advance()
            switch name {
            case "true": return Syntax(kind: .bool(true), offset: offset)
            case "false": return Syntax(kind: .bool(false), offset: offset)
            case "null": return Syntax(kind: .null, offset: offset)
            case "and", "or", "not":
                throw SyntaxError(offset: offset, message: "expected a value before '\(name)'")
            default: break
            }
            if token == .symbol("(") {
                try advance()
                var arguments: [Syntax] = []
                if token != .symbol(")") {
                    while true {
                        arguments.append(
                            try nested { (p: inout ExpressionParser) throws(SyntaxError) in try p.parseOr() })
                        if token == .symbol(",") {
                            try advance()
                            continue
                        }
                        break
                    }
                }
                guard token == .symbol(")") else {
                    throw SyntaxError(
                        offset: tokenOffset,
                        message: "expected ',' or ')' in the call to \(name), found \(describe(token))")
                }
                try advance()
                return Syntax(kind: .call(name, arguments), offset: offset)
            }
            var path = [name]
            while token == .symbol(".") {
                try advance()
                guard case .identifier(let part) = token else {
                    throw SyntaxError(offset: tokenOffset, message: "expected a name after '.'")
                }
                path.append(part)
                try advance()
            }
            return Syntax(kind: .name(path), offset: offset)
        case .end:
            throw SyntaxError(offset: offset, message: "expression ends too soon; expected a value")
        case .symbol(let s):
            throw SyntaxError(offset: offset, message: "expected a value, found '\(s)'")
        }
    }
}
