/// Receives the rows of a report, in order, as the engine makes them.
package protocol RowSink {
    /// Called once before the first row.
    mutating func begin(schema: RenderSchema) throws
    /// Called for each row.
    mutating func accept(_ row: TypedRow) throws
    /// Called for each row instead of ``accept(_:)`` when the caller is done with the row: a sink
    /// that keeps rows after the call (to hand them to another thread) takes it instead of
    /// copying it, leaving anything in its place.
    mutating func accept(taking row: inout TypedRow) throws
    /// Called once after the last row of a successful run.
    mutating func finish() throws
    /// Called where a group instance opens (before its first row) and closes (after its last).
    mutating func group(_ event: GroupEvent) throws
    /// Whether the sink reads ``TypedRow/id``. When it does not, the engine leaves ids unassigned
    /// and saves building a path per group and counting ordinals per row.
    var identifiesRows: Bool { get }
}

extension RowSink {
    /// Sinks that do not care where groups begin and end ignore it.
    package mutating func group(_ event: GroupEvent) throws {}

    /// Sinks that keep no row after the call only read it.
    package mutating func accept(taking row: inout TypedRow) throws { try accept(row) }
    /// Sinks read row ids unless they say otherwise.
    package var identifiesRows: Bool { true }
}

/// Keeps every row in memory: for apps and tests.
struct CollectingSink: RowSink {
    /// The rows so far.
    private(set) var rows: [TypedRow] = []
    /// The names of the row kinds.
    private var kindNames: [String] = []

    /// Creates an empty sink.
    init() {}

    /// The identities of the rows so far.
    var ids: [RowID] { rows.map { $0.id(kindName: kindNames[$0.kind]) } }

    mutating func begin(schema: RenderSchema) { kindNames = schema.rowKinds.map(\.name) }
    mutating func accept(_ row: TypedRow) { rows.append(row) }
    mutating func finish() {}
}
