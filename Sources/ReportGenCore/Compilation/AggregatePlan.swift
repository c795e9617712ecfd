/// One aggregate: what it computes over which expression.
public struct AggregatePlan: Sendable {
    public var function: AggregateFunction
    public var argument: Expr?
    public var resultType: ValueType
    /// Where the value that holds the aggregate is in the layout, for run-time messages.
    public var position: SourcePosition
}
