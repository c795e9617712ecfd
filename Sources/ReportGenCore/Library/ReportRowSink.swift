/// Turns the engine's rows into ``ReportRow``s: keeps them, or hands each to a channel.
struct ReportRowSink: RowSink {
    let schema: RowSchema
    let forward: RowChannel?
    private(set) var rows: [ReportRow] = []

    init(schema: RowSchema, forward: RowChannel?) {
        self.schema = schema
        self.forward = forward
    }

    mutating func begin(schema: RenderSchema) {}

    mutating func accept(_ row: TypedRow) throws {
        let reportRow = ReportRow(row, schema: schema.kinds[row.kind])
        if let forward {
            try forward.push(reportRow)
        } else {
            rows.append(reportRow)
        }
    }

    mutating func finish() {}
}
