/// Turns the engine's rows into ``ReportRow``s: keeps them, or hands each to a channel.
struct ReportRowSink: RowSink {
    let schema: RowSchema
    let forward: RowChannel?
    private(set) var rows: [ReportRow] = []
    private var identities = RowIdentities(levels: 0, kinds: [])

    init(schema: RowSchema, forward: RowChannel?) {
        self.schema = schema
        self.forward = forward
    }

    mutating func begin(schema: RenderSchema) {
        identities = RowIdentities(levels: schema.levels.count, kinds: schema.rowKinds.map(\.name))
    }

    mutating func group(_ event: GroupEvent) { identities.follow(event) }

    mutating func accept(_ row: TypedRow) throws {
        let reportRow = ReportRow(row, id: identities.id(of: row), schema: schema.kinds[row.kind])
        if let forward {
            try forward.push(reportRow)
        } else {
            rows.append(reportRow)
        }
    }

    mutating func finish() {}
}
