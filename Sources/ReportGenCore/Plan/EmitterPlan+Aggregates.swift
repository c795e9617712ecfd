extension EmitterPlan {
    /// Whether any condition, template hole or value of this emitter (or the rows inside it) reads
    /// an aggregate.
    var usesAggregates: Bool {
        var found = false
        AggregateLowering.visitExpressions(self) { if case .aggregate = $0 { found = true } }
        return found
    }
}
