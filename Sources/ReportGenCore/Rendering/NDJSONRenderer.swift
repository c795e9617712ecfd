/// One typed row per line, exactly as docs/layout.md ("Typed rows") spells it.
package struct NDJSONRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var pieces = JSONText.RowPieces([], levels: 0, ending: "\n")
    private var table = FieldTable([])
    private var paths = JSONText.PathCache()

    /// Creates the renderer.
    package init() {}

    /// Rows carry their ids.
    package var identifiesRows: Bool { true }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        pieces = JSONText.RowPieces(kinds, levels: schema.levels.count + 2, ending: "\n")
        table = FieldTable(kinds)
    }

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        JSONText.appendRow(row, table: table, pieces: &pieces, paths: &paths, to: &out)
    }

    package mutating func end(into out: inout OutputBuffer) {}
}
