/// Turns typed rows into bytes: one implementation per output format.
package protocol RowRenderer {
    /// Writes whatever comes before the first row.
    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) throws
    /// Writes one row.
    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) throws
    /// Writes one row lent to it: the renderer may move values out of the row while it draws
    /// them, and gives the row back as it was (by default, ``render(_:into:)``).
    mutating func render(lending row: inout TypedRow, into out: inout OutputBuffer) throws
    /// Writes whatever comes after the last row.
    mutating func end(into out: inout OutputBuffer) throws
    /// Learns where a group instance opens and closes (paginating renderers).
    mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws
    /// Whether the renderer shows ``TypedRow/id`` (see ``RowSink/identifiesRows``).
    var identifiesRows: Bool { get }
    /// What the renderer could not show as the rows asked (text cut at a format's limit), as
    /// full messages, read once the rows are written: the run's warnings.
    var warnings: [String] { get }
}

extension RowRenderer {
    /// Renderers that do not paginate ignore group boundaries.
    package mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws {}

    /// Most renderers only read the row.
    package mutating func render(lending row: inout TypedRow, into out: inout OutputBuffer) throws {
        try render(row, into: &out)
    }

    /// Most formats do not show row ids.
    package var identifiesRows: Bool { false }

    /// Most formats show every row as it asks.
    package var warnings: [String] { [] }
}

/// A ``RowSink`` that renders each row into a buffer.
package struct RenderingSink<Renderer: RowRenderer>: RowSink {
    /// The renderer.
    var renderer: Renderer
    /// Where the bytes go.
    var output: OutputBuffer

    /// Creates a sink.
    package init(renderer: Renderer, output: OutputBuffer) {
        self.renderer = renderer
        self.output = output
    }

    package mutating func begin(schema: RenderSchema) throws {
        try renderer.begin(schema: schema, into: &output)
    }

    package mutating func accept(_ row: TypedRow) throws {
        try renderer.render(row, into: &output)
        try output.flushIfNeeded()
    }

    /// Lends the row to the renderer, which gives it back as it was.
    package mutating func accept(taking row: inout TypedRow) throws {
        try renderer.render(lending: &row, into: &output)
        try output.flushIfNeeded()
    }

    package mutating func group(_ event: GroupEvent) throws {
        try renderer.group(event, into: &output)
    }

    package var identifiesRows: Bool { renderer.identifiesRows }

    package var warnings: [String] { renderer.warnings }

    package mutating func finish() throws {
        try renderer.end(into: &output)
        try output.flush()
    }
}
