/// One typed row per line, exactly as docs/layout.md ("Typed rows") spells it.
package struct NDJSONRenderer: RowRenderer {
    private var writer = JSONText.RowWriter([], levels: 0, ending: "\n")

    /// Creates the renderer.
    package init() {}

    /// Rows carry their ids.
    package var identifiesRows: Bool { true }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        writer = JSONText.RowWriter(schema.rowKinds, levels: schema.levels.count + 2, ending: "\n")
    }

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        writer.append(row, to: &out)
    }

    package mutating func end(into out: inout OutputBuffer) {}
}
