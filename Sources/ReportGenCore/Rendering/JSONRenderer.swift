/// One JSON document: `{"title": …, "rows": [ …typed rows… ]}`, streamed row by row.
struct JSONRenderer: RowRenderer {
    private var writer = JSONText.RowWriter([], groupLevels: 0, ending: "")
    private var first = true

    /// Creates the renderer.
    init() {}

    /// Rows carry their ids, spelled from the group events.
    var identifiesRows: Bool { true }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        writer = JSONText.RowWriter(schema.rowKinds, groupLevels: schema.levels.count, ending: "")
        out.append("{\"title\":")
        if let title = schema.title { JSONText.appendString(title, to: &out) } else { out.append("null") }
        out.append(",\"rows\":[")
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        var lent = row
        render(lending: &lent, into: &out)
    }

    /// Writes the row lent, each field where it lies, and gives it back as it was.
    mutating func render(lending row: inout TypedRow, into out: inout OutputBuffer) {
        out.append(first ? "\n" : ",\n")
        first = false
        writer.append(lending: &row, to: &out)
    }

    mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) {
        writer.follow(event)
    }

    mutating func end(into out: inout OutputBuffer) {
        out.append(first ? "]}\n" : "\n]}\n")
    }
}
