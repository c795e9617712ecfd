/// An ``Expr`` compiled once, before a run, into nested closures: each node becomes a closure
/// that calls its operands' closures and then the same operation ``Evaluator`` applies. The
/// engine calls these per record; walking the tree instead cost a copy (and a retain and a
/// release) of a node per operand and a dispatch per node.
///
/// The meaning is ``Evaluator``'s, to the value and to the error: both share its operations
/// (`Evaluator.arithmetic`, `compare`, `apply`, ...), and only the walk differs. Compiling
/// recurses once per operator, as deep as the expression (at most 64, see ``ExpressionParser``).
struct CompiledExpression {
    typealias Code = ([Value], EvaluationEnvironment, [Value]) throws(EvaluationError) -> Value

    /// The whole expression, as an operand: a record field alone (a group key, an aggregate's
    /// argument, a row field: the usual case) is read without calling code.
    private let root: Operand

    init(_ expr: Expr) {
        root = Self.operand(expr)
    }

    /// The expression's value for a record, the environment and a scope's finished aggregates.
    @inline(__always)
    func evaluate(record: [Value], environment: EvaluationEnvironment, accumulators: [Value]) throws(EvaluationError)
        -> Value
    {
        try Self.read(root, record, environment, accumulators)
    }

    /// The record slot the expression reads when it is a record field alone, else `nil`.
    var fieldSlot: Int? {
        if case .slot(let slot) = root { return slot }
        return nil
    }

    /// An operand (or a whole expression): a record field, read where it lies, or compiled code.
    /// A field is the usual operand (`debit == 'credit'`, `-amount`), and calling a closure to read
    /// it cost a call and a copy of the value on its way back.
    private enum Operand {
        case slot(Int)
        case code(Code)
    }

    private static func operand(_ expr: Expr) -> Operand {
        if case .field(let slot) = expr { return .slot(slot) }
        return .code(compile(expr))
    }

    @inline(__always)
    private static func read(_ operand: Operand, _ r: [Value], _ env: EvaluationEnvironment, _ acc: [Value])
        throws(EvaluationError) -> Value
    {
        switch operand {
        case .slot(let slot): return r[slot]
        case .code(let code): return try code(r, env, acc)
        }
    }

    private static func compile(_ expr: Expr) -> Code {
        switch expr {
        case .literal(let v):
            return { _, _, _ in v }
        case .field(let slot):
            return { record, _, _ in record[slot] }
        case .accumulator(let i):
            return { _, _, accumulators in accumulators[i] }
        case .sourceName, .sourceTitle, .reportTitle, .pageNumber, .pageCount, .continued, .parameter, .aggregate:
            return { _, environment, _ in Evaluator.leaf(expr, environment: environment) }
        case .negate(let e):
            let a = operand(e)
            if case .slot(let slot) = a {
                // `-amount`: the decimal read where it lies, not copied out of the record first.
                return { r, _, _ throws(EvaluationError) in
                    if case .decimal(let d) = r[slot], let n = d.negated { return .decimal(n) }
                    return try Evaluator.negate(r[slot])
                }
            }
            return { r, env, acc throws(EvaluationError) in try Evaluator.negate(try read(a, r, env, acc)) }
        case .not(let e):
            let a = operand(e)
            return { r, env, acc throws(EvaluationError) in Evaluator.not(try read(a, r, env, acc)) }
        case .format(let e, let format):
            let a = operand(e)
            return { r, env, acc throws(EvaluationError) in Evaluator.format(try read(a, r, env, acc), format) }
        case .and(let left, let right):
            let a = operand(left)
            let b = operand(right)
            return { r, env, acc throws(EvaluationError) in
                guard Evaluator.truthy(try read(a, r, env, acc)) else { return .bool(false) }
                return .bool(Evaluator.truthy(try read(b, r, env, acc)))
            }
        case .or(let left, let right):
            let a = operand(left)
            let b = operand(right)
            return { r, env, acc throws(EvaluationError) in
                if Evaluator.truthy(try read(a, r, env, acc)) { return .bool(true) }
                return .bool(Evaluator.truthy(try read(b, r, env, acc)))
            }
        case .compare(let op, let left, let right):
            let a = operand(left)
            if case .literal(let y) = right {
                if case .string(let text) = y, op == .equal || op == .notEqual {
                    // `debit == 'credit'`: texts compared as texts, as `Value.compare` would, without
                    // its ordering work; a field's text where it lies.
                    let test = TextTest(op: op, text: text, literal: y)
                    if case .slot(let slot) = a {
                        return { r, _, _ in .bool(test.matches(r, slot)) }
                    }
                    return { r, env, acc throws(EvaluationError) in .bool(test.matches(try read(a, r, env, acc))) }
                }
                // The literal is kept as it is, not called for.
                return { r, env, acc throws(EvaluationError) in
                    .bool(Evaluator.compare(op, try read(a, r, env, acc), y))
                }
            }
            let b = operand(right)
            return { r, env, acc throws(EvaluationError) in
                let x = try read(a, r, env, acc)
                return .bool(Evaluator.compare(op, x, try read(b, r, env, acc)))
            }
        case .concatenate(let left, let right):
            let a = operand(left)
            let b = operand(right)
            return { r, env, acc throws(EvaluationError) in
                let x = try read(a, r, env, acc)
                return Evaluator.concatenate(x, try read(b, r, env, acc))
            }
        case .arithmetic(let op, let left, let right, let integer):
            let a = operand(left)
            let b = operand(right)
            return { r, env, acc throws(EvaluationError) in
                let x = try read(a, r, env, acc)
                return try Evaluator.arithmetic(op, x, try read(b, r, env, acc), integer: integer)
            }
        case .call(let function, let args):
            return call(function, args)
        }
    }

    /// A value compared with a text: `x == 'text'` (or `!=`, by `op`; `literal` is `.string(text)`),
    /// compared as a text, as `Value.compare` would, without its ordering work; a record field's
    /// read where it lies.
    private struct TextTest {
        let op: BinaryOperator
        let text: String
        let literal: Value
        /// The text's bytes when it is ASCII, else 0. A text with fewer bytes is not equal to it,
        /// and is told so without comparing: a text equal to an ASCII text (as Unicode text) is
        /// that text, or one with characters that each decompose to one ASCII character (the
        /// Kelvin sign for K), each taking more bytes than the character it stands for. (An enum's
        /// other values, `debit` against 'credit', are often shorter.)
        let asciiCount: Int

        init(op: BinaryOperator, text: String, literal: Value) {
            self.op = op
            self.text = text
            self.literal = literal
            asciiCount = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : 0
        }

        /// Whether `s` is the text (as Unicode text).
        @inline(__always)
        func isText(_ s: String) -> Bool {
            s.utf8.count >= asciiCount && s == text
        }

        /// Whether record field `slot` matches, read where it lies.
        @inline(__always)
        func matches(_ r: [Value], _ slot: Int) -> Bool {
            if case .string(let s) = r[slot] { return isText(s) == (op == .equal) }
            return Evaluator.compare(op, r[slot], literal)
        }

        /// Whether `x`, a value worked out, matches.
        @inline(__always)
        func matches(_ x: Value) -> Bool {
            if case .string(let s) = x { return isText(s) == (op == .equal) }
            return Evaluator.compare(op, x, literal)
        }
    }

    /// `if(r[slot] == 'text', then, otherwise)` (or `!=`, by `op`; `literal` is `.string(text)`).
    /// Its parts are kept in one object, which its code captures: captured one by one, they were
    /// copied onto the stack for every call.
    private final class TextChoice {
        let slot: Int
        let test: TextTest
        let then: Operand
        let otherwise: Operand

        init(slot: Int, test: TextTest, then: Operand, otherwise: Operand) {
            self.slot = slot
            self.test = test
            self.then = then
            self.otherwise = otherwise
        }

        @inline(__always)
        func value(_ r: [Value], _ env: EvaluationEnvironment, _ acc: [Value]) throws(EvaluationError) -> Value {
            try test.matches(r, slot) ? read(then, r, env, acc) : read(otherwise, r, env, acc)
        }
    }

    /// A function call: the first argument first, then as ``Evaluator`` does — only the chosen
    /// branch of `if`, the second argument of `coalesce` only when the first is null.
    ///
    /// Each argument is compiled into a local, never kept in an array: a closure taken out of an
    /// array is called through a reabstraction thunk (about 400 instructions a record for
    /// `if(debit == 'credit', -amount, amount)`).
    private static func call(_ function: Expr.Function, _ args: [Expr]) -> Code {
        guard let firstArgument = args.first else { return { _, _, _ in .null } }  // the checker requires one
        let first = operand(firstArgument)
        switch function {
        case .if:
            guard args.count == 3 else { return { _, _, _ in .null } }
            let then = operand(args[1])
            let otherwise = operand(args[2])
            if case .compare(let op, .field(let slot), .literal(let y)) = firstArgument, case .string(let text) = y,
                op == .equal || op == .notEqual
            {
                // `if(debit == 'credit', ...)`: the condition tested here, not through a call of its code.
                let choice = TextChoice(
                    slot: slot, test: TextTest(op: op, text: text, literal: y), then: then, otherwise: otherwise)
                return { r, env, acc throws(EvaluationError) in try choice.value(r, env, acc) }
            }
            return { r, env, acc throws(EvaluationError) in
                try Evaluator.truthy(try read(first, r, env, acc))
                    ? read(then, r, env, acc) : read(otherwise, r, env, acc)
            }
        case .coalesce:
            guard args.count == 2 else {
                return { r, env, acc throws(EvaluationError) in try read(first, r, env, acc) }
            }
            let second = operand(args[1])
            return { r, env, acc throws(EvaluationError) in
                let value = try read(first, r, env, acc)
                guard value.isNull else { return value }
                return try read(second, r, env, acc)
            }
        default:
            guard args.count == 2 else {
                return { r, env, acc throws(EvaluationError) in
                    try Evaluator.apply(function, try read(first, r, env, acc), nil)
                }
            }
            let second = operand(args[1])
            return { r, env, acc throws(EvaluationError) in
                let x = try read(first, r, env, acc)
                return try Evaluator.apply(function, x, try read(second, r, env, acc))
            }
        }
    }
}
