/// A resolved, type-checked expression: names are slot indices, operators know their operand
/// types. This is what the engine evaluates per record.
@_spi(Fuzzing) public indirect enum Expr: Sendable {
    case literal(Value)
    /// A record slot (an input or computed field).
    case field(Int)
    case sourceName
    case sourceTitle
    case reportTitle
    /// `page` and `pages`: only in `page.header` and `page.footer` rows, evaluated when a page is drawn.
    case pageNumber, pageCount
    /// `continued`: in a group's header rows, true where a page repeats them.
    case continued
    case parameter(Int)
    case negate(Expr)
    case not(Expr)
    case arithmetic(ArithmeticOperator, Expr, Expr, integer: Bool)
    /// String `+`: both sides shown as text and joined.
    case concatenate(Expr, Expr)
    case compare(BinaryOperator, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case call(Function, [Expr])
    case format(Expr, ValueFormat)
    /// An aggregate over a group's records, before the plan gives it an accumulator.
    case aggregate(AggregateFunction, Expr?, ValueType)
    /// A finished aggregate's result, read from the scope's accumulators.
    case accumulator(Int)

    /// `+ - * /` on numbers.
    @_spi(Fuzzing) public enum ArithmeticOperator: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// The scalar functions.
    @_spi(Fuzzing) public enum Function: String, Sendable, CaseIterable {
        case `if`, coalesce, abs, round, upper, lower, year, month, day, quarter, weekday, format
    }
}
