/// Turns typed rows into bytes: one implementation per output format.
public protocol RowRenderer {
    /// Writes whatever comes before the first row.
    mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) throws
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
    public mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws {}

    /// Most formats do not show row ids.
    public var identifiesRows: Bool { false }
}

/// A ``RowSink`` that renders each row into a buffer.
public struct RenderingSink<Renderer: RowRenderer>: RowSink {
    /// The renderer.
    public var renderer: Renderer
    /// Where the bytes go.
    public var output: OutputBuffer

    /// Creates a sink.
    public init(renderer: Renderer, output: OutputBuffer) {
        self.renderer = renderer
        self.output = output
    }

    public mutating func begin(plan: ReportPlan) throws {
        try renderer.begin(plan: plan, into: &output)
    }

    public mutating func accept(_ row: TypedRow) throws {
        try renderer.render(row, into: &output)
        try output.flushIfNeeded()
    }

    public mutating func group(_ event: GroupEvent) throws {
        try renderer.group(event, into: &output)
    }

    public var identifiesRows: Bool { renderer.identifiesRows }

    public mutating func finish() throws {
        try renderer.end(into: &output)
        try output.flush()
    }
}
