/// What a report's rows can be: its title, its row kinds with their typed fields, its columns.
/// Renderers and apps see this small schema, not the compiled plan.
///
/// ```swift
/// let detail = report.schema.kind(named: "detail")
/// detail?.fields.map(\.name)   // ["description", "amount"]
/// ```
public struct RowSchema: Sendable, Hashable {
    /// One typed field of a row kind.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var type: ValueType
        /// For decimals: the places values are rounded to.
        public var places: Int?
        /// The report column the field goes to, if any.
        public var column: String?
    }

    /// One kind of row.
    public struct Kind: Sendable, Hashable {
        public var name: String
        /// The row's height in points (the seeds' cell height).
        public var height: FixedDecimal
        public var fields: [Field]
        /// The kind's look.
        public var style: RowStyle

        /// The position of field `name` in ``fields``.
        public func fieldIndex(_ name: String) -> Int? { fields.firstIndex { $0.name == name } }
    }

    /// The layout's `title`.
    public var title: String?
    /// The row kinds, in declared order.
    public var kinds: [Kind]
    /// The report's columns, left to right.
    public var columns: [Column]
    /// The report-wide look.
    public var style: ReportStyle

    /// The kind called `name`.
    public func kind(named name: String) -> Kind? { kinds.first { $0.name == name } }

    init(_ schema: RenderSchema) {
        title = schema.title
        columns = schema.columns
        style = schema.style
        kinds = schema.rowKinds.map { kind in
            Kind(
                name: kind.name, height: kind.height,
                fields: kind.fields.map { field in
                    Field(
                        name: field.name, type: field.type, places: field.places,
                        column: field.column.map { schema.columns[$0].name })
                }, style: kind.style)
        }
    }
}
