/// One aggregate: what it computes over which expression.
struct AggregatePlan: Sendable {
    var function: AggregateFunction
    var argument: Expr?
    var resultType: ValueType
    /// Where the value that holds the aggregate is in the layout, for run-time messages.
    var position: SourcePosition
}
