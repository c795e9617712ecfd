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
    /// Whether the sink shows row ids (spelled from the group events, see ``RowIdentities``).
    /// When it does not, the engine spells no emitter's `id:`.
    var identifiesRows: Bool { get }
    /// What the sink could not show as the rows asked, read after ``finish()``: the run's warnings.
    var warnings: [String] { get }
}

extension RowSink {
    /// Sinks that do not care where groups begin and end ignore it.
    package mutating func group(_ event: GroupEvent) throws {}

    /// Sinks that keep no row after the call only read it.
    package mutating func accept(taking row: inout TypedRow) throws { try accept(row) }
    /// Sinks read row ids unless they say otherwise.
    package var identifiesRows: Bool { true }
    /// Sinks show every row as it asks unless they say otherwise.
    package var warnings: [String] { [] }
}

/// Keeps every row in memory, and their ids: for apps and tests.
struct CollectingSink: RowSink {
    /// The rows so far.
    private(set) var rows: [TypedRow] = []
    /// The identities of the rows so far.
    private(set) var ids: [RowID] = []
    private var identities = RowIdentities(levels: 0, kinds: [])

    /// Creates an empty sink.
    init() {}

    mutating func begin(schema: RenderSchema) {
        identities = RowIdentities(levels: schema.levels.count, kinds: schema.rowKinds.map(\.name))
    }

    mutating func accept(_ row: TypedRow) {
        rows.append(row)
        ids.append(identities.id(of: row))
    }

    mutating func group(_ event: GroupEvent) { identities.follow(event) }
    mutating func finish() {}
}
