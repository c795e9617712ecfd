/// Turns typed rows into bytes: one implementation per output format.
package protocol RowRenderer {
    /// Writes whatever comes before the first row.
    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) throws
    /// Writes one row.
    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) throws
    /// Writes whatever comes after the last row.
    mutating func end(into out: inout OutputBuffer) throws
    /// Learns where a group instance opens and closes (paginating renderers).
    mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws
    /// Whether the renderer shows ``TypedRow/id`` (see ``RowSink/identifiesRows``).
    var identifiesRows: Bool { get }
}

extension RowRenderer {
    /// Renderers that do not paginate ignore group boundaries.
    package mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws {}

    /// Most formats do not show row ids.
    package var identifiesRows: Bool { false }
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

    package mutating func group(_ event: GroupEvent) throws {
        try renderer.group(event, into: &output)
    }

    package var identifiesRows: Bool { renderer.identifiesRows }

    package mutating func finish() throws {
        try renderer.end(into: &output)
        try output.flush()
    }
}
