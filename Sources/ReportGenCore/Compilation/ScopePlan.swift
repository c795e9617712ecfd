/// The emitters of a scope (a level, or the whole report) and the aggregates they read.
public struct ScopePlan: Sendable {
    public var header: [EmitterPlan]
    public var footer: [EmitterPlan]
    /// `report.empty` (only on the report scope).
    public var empty: [EmitterPlan]
    public var aggregates: [AggregatePlan]
    /// Whether the header reads aggregates, so its rows wait for the group's end.
    public var holdsHeader: Bool
    /// Whether the header reads record fields (its first record's), so that the report header
    /// waits for the first record.
    public var headerReadsRecord: Bool
}
