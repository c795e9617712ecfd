/// Turns the engine's rows into ``ReportRow``s: keeps them, or hands each to a channel. It holds
/// the run to unique ids: a row whose emitter's `id:` repeats another row's id is a record error
/// naming both (a diffable data source raises on a repeated identifier).
struct ReportRowSink: RowSink {
    let schema: RowSchema
    let forward: RowChannel?
    private(set) var rows: [ReportRow] = []
    private var identities = RowIdentities(levels: 0, kinds: [])
    /// Per row level (as ``RowIdentities/level(of:)`` gives it), the explicit ids of the rows of
    /// the open group so far, with each row's place in the run: only those can repeat (a counted
    /// id has its own ordinal), and only within one group (the id spells the group's keys).
    private var explicitIDs: [[String: Int]] = []
    /// The rows delivered so far.
    private var delivered = 0

    init(schema: RowSchema, forward: RowChannel?) {
        self.schema = schema
        self.forward = forward
    }

    mutating func begin(schema: RenderSchema) {
        identities = RowIdentities(levels: schema.levels.count, kinds: schema.rowKinds.map(\.name))
        explicitIDs = Array(repeating: [:], count: identities.deepest + 1)
    }

    mutating func group(_ event: GroupEvent) {
        identities.follow(event)
        // A group that opens starts new ids for its level and the levels inside it.
        if case .opened(let level, _) = event, level >= 1 {
            for inner in level..<explicitIDs.count { explicitIDs[inner].removeAll(keepingCapacity: true) }
        }
    }

    mutating func accept(_ row: TypedRow) throws {
        delivered += 1
        let id = identities.id(of: row)
        if id.explicit != nil {
            let level = identities.level(of: row)
            let text = id.description
            if level < explicitIDs.count {
                if let first = explicitIDs[level][text] {
                    throw RecordError(
                        path: "the report", line: delivered, countsRows: true,
                        message: "its id '\(text)' is row \(first)'s too; an emitter's 'id:' must give each row of "
                            + "a group its own value",
                        isRecoverable: false)
                }
                explicitIDs[level][text] = delivered
            }
        }
        let reportRow = ReportRow(row, id: id, schema: schema.kinds[row.kind])
        if let forward {
            try forward.push(reportRow)
        } else {
            rows.append(reportRow)
        }
    }

    mutating func finish() {}
}
