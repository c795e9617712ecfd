/// One JSON document: `{"title": …, "rows": [ …typed rows… ]}`, streamed row by row.
struct JSONRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var pieces = JSONText.RowPieces([], levels: 0, ending: "")
    private var table = FieldTable([])
    private var paths = JSONText.PathCache()
    private var first = true

    /// Creates the renderer.
    init() {}

    /// Rows carry their ids.
    var identifiesRows: Bool { true }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        pieces = JSONText.RowPieces(kinds, levels: schema.levels.count + 2, ending: "")
        table = FieldTable(kinds)
        out.append("{\"title\":")
        if let title = schema.title { JSONText.appendString(title, to: &out) } else { out.append("null") }
        out.append(",\"rows\":[")
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        out.append(first ? "\n" : ",\n")
        first = false
        JSONText.appendRow(row, table: table, pieces: &pieces, paths: &paths, to: &out)
    }

    mutating func end(into out: inout OutputBuffer) {
        out.append(first ? "]}\n" : "\n]}\n")
    }
}
