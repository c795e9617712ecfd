/// The emitters of a scope (a level, or the whole report) and the aggregates they read.
struct ScopePlan: Sendable {
    var header: [EmitterPlan]
    var footer: [EmitterPlan]
    /// `report.empty` (only on the report scope).
    var empty: [EmitterPlan]
    var aggregates: [AggregatePlan]
    /// Whether the header reads aggregates, so its rows wait for the group's end.
    var holdsHeader: Bool
    /// Whether the header reads record fields or the source (its first record's), so that the
    /// report header waits for the first record.
    var headerReadsRecord: Bool
}
