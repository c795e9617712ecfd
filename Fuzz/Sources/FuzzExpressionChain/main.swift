import Foundation
import FuzzSupport
@_spi(Fuzzing) import ReportGenCore

// Long and deep expressions from few bytes: the first two bytes give a repeat count (up to
// 100,000), the third a shape, the rest the operators and operands to repeat. Each expression
// is parsed, checked and evaluated, and each template rendered, on a thread with a 512 KiB
// stack (an app's secondary thread), so recursion that grows with the input crashes here.

let scope: ExpressionScope = {
    var scope = ExpressionScope()
    scope.fields = [
        "x": .init(slot: 0, type: .int), "d": .init(slot: 1, type: .decimal), "s": .init(slot: 2, type: .string),
        "b": .init(slot: 3, type: .bool), "n": .init(slot: 4, type: .int), "day": .init(slot: 5, type: .date),
    ]
    scope.allowsAggregates = true
    return scope
}()

let record: [Value] = [
    .int(3), .decimal(FixedDecimal(parsing: "-1.5") ?? .zero), .string("z"), .bool(true), .null,
    .date(CivilDate(daysSinceEpoch: 19_000)),
]

let operands = ["x", "d", "s", "b", "n", "day", "1", "2.5", "'t'", "null", "true", "-7", "count()", "sum(x)"]
let binaries = [" + ", " - ", " * ", " / ", " == ", " != ", " < ", " >= ", " and ", " or ", "+", "*"]
let prefixes = ["-", "not ", "- ", "(", "abs(", "round(", "upper(", "year(", "coalesce(n, ", "if(b, "]
let closers = [")", ")", ")", ")", ", 1)", ")", ")", ")", ")", ", x)"]

/// The expression (or template, for shape 4) the bytes describe.
func build(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: String, isTemplate: Bool)? {
    guard bytes.count >= 4 else { return nil }
    let count = (Int(bytes[0]) << 8 | Int(bytes[1])) * 100_000 / 65_535
    let unit = Array(bytes[3...])
    func pick(_ table: [String], _ i: Int) -> String { table[Int(unit[i % unit.count]) % table.count] }
    var text = ""
    switch bytes[2] % 6 {
    case 0:  // a left-associative chain: operand (operator operand)*
        text = pick(operands, 0)
        for i in 0..<count { text += pick(binaries, 2 * i) + pick(operands, 2 * i + 1) }
    case 1:  // prefixes, brackets and calls opened `count` times, then closed
        var closing: [String] = []
        for i in 0..<count {
            let k = Int(unit[i % unit.count]) % prefixes.count
            text += prefixes[k]
            if k >= 3 { closing.append(closers[k]) }
        }
        text += pick(operands, count)
        text += closing.reversed().joined()
    case 2:  // a chain inside brackets: ((a + b) * c) ...
        text = String(repeating: "(", count: count) + pick(operands, 0)
        for i in 0..<count { text += pick(binaries, i) + pick(operands, i + 1) + ")" }
    case 3:  // right-nested through brackets: a + (b + (c ...))
        for i in 0..<count { text += pick(operands, i) + pick(binaries, i + 1) + "(" }
        text += pick(operands, count) + String(repeating: ")", count: count)
    case 4:  // a template of up to 10,000 holes (each is its own expression: more only costs time)
        for i in 0..<count / 10 {
            text += "{" + pick(operands, i) + pick(binaries, i + 1) + pick(operands, i + 2) + "}"
        }
        return (text, true)
    default:  // the unit's bytes as text, repeated
        let piece = String(decoding: unit, as: UTF8.self)
        text = String(repeating: piece, count: Swift.min(count, 1_000_000 / Swift.max(1, piece.utf8.count)))
    }
    return (text, false)
}

/// Parses, checks and evaluates an expression; throws away what it gives, keeps the invariant.
func run(_ text: String) {
    guard let syntax = try? ExpressionParser.parse(text) else { return }
    if syntax.depth > ExpressionParser.maxOperatorDepth { fatalError("a tree deeper than the parser allows") }
    guard let (expr, _) = try? ExpressionChecker(scope: scope).check(syntax) else { return }
    _ = try? Evaluator.evaluate(expr, record: record, environment: EvaluationEnvironment(), accumulators: [])
}

func runTemplate(_ text: String) {
    guard let template = try? TemplateSyntax.parse(text) else { return }
    for case .hole(let expression, _, _) in template.parts { run(expression) }
}

/// Runs `body` on a 512 KiB stack and waits for it.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
}

func fuzzExpressionChain(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let (text, isTemplate) = build(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    onSmallStack { isTemplate ? runTemplate(text) : run(text) }
    return 0
}

exit(FuzzSupport.runDriver { data, size in fuzzExpressionChain(data, size) })
