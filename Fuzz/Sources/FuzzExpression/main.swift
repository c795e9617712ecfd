import Foundation
import FuzzSupport
import ReportGenCore

let scope: ExpressionScope = {
    var scope = ExpressionScope()
    scope.fields = [
        "amount": .init(slot: 0, type: .decimal), "n": .init(slot: 1, type: .int),
        "name": .init(slot: 2, type: .string),
        "day": .init(slot: 3, type: .date), "ok": .init(slot: 4, type: .bool),
    ]
    scope.hasSources = true
    scope.allowsAggregates = true
    return scope
}()

let record: [Value] = [
    .decimal(FixedDecimal(parsing: "-12.345") ?? .zero), .int(Int64.max), .string("Zoë"),
    .date(CivilDate(daysSinceEpoch: 16_892)), .bool(true),
]

/// Expressions (parse, check, evaluate), templates, date patterns, number formats and decimals.
func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    if let syntax = try? ExpressionParser.parse(text),
        let (expr, _) = try? ExpressionChecker(scope: scope).check(syntax)
    {
        _ = try? Evaluator.evaluate(expr, record: record, environment: EvaluationEnvironment(), accumulators: [])
    }
    _ = try? TemplateSyntax.parse(text)
    if case .success(let pattern) = DatePattern.parse(text) {
        _ = pattern.format(CivilDate(daysSinceEpoch: -719_468))
        _ = pattern.parse(UnsafeBufferPointer(rebasing: bytes[...]))
    }
    _ = NumberFormat.parse(text)
    if let d = FixedDecimal(utf8: bytes) {
        _ = d.formatted(places: 2, grouping: true)
        _ = d.dividing(by: FixedDecimal(parsing: "0.0000003") ?? .zero)
        _ = d.multiplying(by: d)
        _ = d.rounded(toPlaces: 0)
    }
    _ = CivilDate.parseISO(bytes)
    _ = Timestamp.parseISO(bytes)
    return 0
}

exit(FuzzSupport.runDriver { data, size in fuzzExpression(data, size) })
