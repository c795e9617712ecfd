/// One typed row per line, exactly as §9 of the layout language spells it.
public struct NDJSONRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var prefixes: [JSONText.KindPrefix] = []

    /// Creates the renderer.
    public init() {}

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
        prefixes = kinds.map(JSONText.KindPrefix.init)
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        JSONText.appendRow(row, kind: kinds[row.kind], prefix: prefixes[row.kind], to: &out)
        out.append(byte: 0x0A)
    }

    public mutating func end(into out: inout OutputBuffer) {}
}
