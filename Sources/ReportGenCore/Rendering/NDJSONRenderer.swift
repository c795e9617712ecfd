/// One typed row per line, exactly as docs/layout.md ("Typed rows") spells it.
package struct NDJSONRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var prefixes: [JSONText.KindPrefix] = []
    private var table = FieldTable([])
    private var paths = JSONText.PathCache()

    /// Creates the renderer.
    package init() {}

    /// Rows carry their ids.
    package var identifiesRows: Bool { true }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        prefixes = kinds.map(JSONText.KindPrefix.init)
        table = FieldTable(kinds)
    }

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        JSONText.appendRow(row, table: table, prefix: prefixes[row.kind], paths: &paths, to: &out)
        out.append(byte: 0x0A)
    }

    package mutating func end(into out: inout OutputBuffer) {}
}
