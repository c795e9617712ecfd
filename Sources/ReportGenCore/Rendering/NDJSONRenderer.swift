/// One typed row per line, exactly as docs/layout.md ("Typed rows") spells it.
package struct NDJSONRenderer: RowRenderer {
    private var writer = JSONText.RowWriter([], groupLevels: 0, ending: "\n")

    /// Creates the renderer.
    package init() {}

    /// Rows carry their ids, spelled from the group events.
    package var identifiesRows: Bool { true }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        writer = JSONText.RowWriter(schema.rowKinds, groupLevels: schema.levels.count, ending: "\n")
    }

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        writer.append(row, to: &out)
    }

    /// Writes the row lent, each field where it lies, and gives it back as it was.
    package mutating func render(lending row: inout TypedRow, into out: inout OutputBuffer) {
        writer.append(lending: &row, to: &out)
    }

    package mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) {
        writer.follow(event)
    }

    package mutating func end(into out: inout OutputBuffer) {}
}
