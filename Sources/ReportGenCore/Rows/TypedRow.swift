/// One output row: the renderers' input (see "Typed rows" in docs/layout.md).
///
/// ```swift
/// // {"kind":"detail","level":3,"band":"odd","height":18,"fields":{"description":"Starbucks","amount":3.11}}
/// let name = schema.rowKinds[row.kind].name   // "detail"
/// ```
package struct TypedRow: Sendable, Hashable {
    /// The index of the row's kind in ``RenderSchema/rowKinds``.
    var kind: Int
    /// 0 for report rows, N for group level N (1 is outermost), levels + 1 for detail rows.
    var level: Int
    /// The alternating band, or `nil` for none.
    var band: Band?
    /// The section the row is inside, if any.
    var section: String?
    /// The row's place in the report's structure (header, detail, footer, empty).
    var role: RowRole
    /// The row's identity, stable across runs (see ``RowID``).
    var id: RowID = .unassigned
    /// The field values, in the kind's declared order.
    var fields: [Value]
    /// For a header row whose fields read `continued`: the values with `continued` true, which a
    /// page that repeats the header shows; `nil` otherwise.
    var continuation: [Value]?

    /// Creates a row.
    init(kind: Int, level: Int, band: Band?, section: String?, role: RowRole = .detail, fields: [Value]) {
        self.kind = kind
        self.level = level
        self.band = band
        self.section = section
        self.role = role
        self.fields = fields
    }
}
