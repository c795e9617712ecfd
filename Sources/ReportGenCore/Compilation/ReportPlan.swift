/// A checked layout, ready for the engine: every name is a slot, every expression typed, every
/// aggregate an accumulator.
public struct ReportPlan: Sendable {
    /// The layout file, as given.
    public var file: String
    /// `title:`.
    public var title: String?
    /// The record schema and conversions.
    public var input: InputPlan
    /// The named streams, in order; empty for a one-stream layout.
    public var sources: [SourcePlan]
    /// Whether the layout declares `sources:` (even an empty list).
    public var declaresSources: Bool
    /// The row kinds, indexed by ``TypedRow/kind``.
    public var rowKinds: [RowKind]
    /// The parameters, indexed by `.parameter(i)`.
    public var parameters: [ParameterPlan]
    /// The group levels, outermost first.
    public var levels: [LevelPlan]
    /// `report.detail`.
    public var detail: [EmitterPlan]
    /// `report.header`, `report.footer`, `report.empty` and their aggregates over all records.
    public var reportScope: ScopePlan
    /// The number of value slots in a record (input fields, then computed fields).
    public var slotCount: Int

    /// The level number of detail rows.
    public var detailLevel: Int { levels.count + 1 }
    /// Whether the outermost level is `by: source`.
    public var hasSourceLevel: Bool { levels.first?.isSourceLevel ?? false }
}

/// One parameter.
public struct ParameterPlan: Sendable {
    public var name: String
    public var type: FieldType
    /// The default, already converted; `nil` when the parameter must be given.
    public var defaultValue: Value?
}

/// One named stream.
public struct SourcePlan: Sendable {
    public var name: String
    public var title: String
    /// The path as written, relative to the layout file; `nil` when none was given.
    public var path: String?
}

/// The record schema: how to turn columns into typed slots.
public struct InputPlan: Sendable {
    /// One declared field.
    public struct Field: Sendable {
        public var name: String
        public var column: String
        public var type: FieldType
        public var places: Int?
        /// For `date`/`datetime` with a `format:`; `nil` for the ISO default.
        public var pattern: DatePattern?
        public var optional: Bool
        /// For enums: raw bytes → label.
        public var enumValues: [(raw: [UInt8], label: Value)]
        /// Whether any expression reads it: unused string fields are checked but never built.
        public var isUsed: Bool
    }

    public var fields: [Field]
    /// Computed fields: slot and expression, in order.
    public var computed: [(name: String, slot: Int, expression: Expr)]
    /// The slots records must ascend on.
    public var sortedBy: [(name: String, slot: Int)]
    /// `input.format`, if given.
    public var format: InputFormat?
}

/// One group level.
public struct LevelPlan: Sendable {
    /// The key; `nil` for `by: source`.
    public var key: Expr?
    /// The key as written, for messages.
    public var keyText: String
    public var isSourceLevel: Bool { key == nil }
    /// Header and footer rows and their aggregates.
    public var scope: ScopePlan
    /// `empty:` and `missing:` (source level only).
    public var empty: [EmitterPlan]
    public var missing: [EmitterPlan]
}

/// The emitters of a scope (a level, or the whole report) and the aggregates they read.
public struct ScopePlan: Sendable {
    public var header: [EmitterPlan]
    public var footer: [EmitterPlan]
    /// `report.empty` (only on the report scope).
    public var empty: [EmitterPlan]
    public var aggregates: [AggregatePlan]
    /// Whether the header reads aggregates, so its rows wait for the group's end.
    public var holdsHeader: Bool
    /// Whether the header reads record fields (its first record's), so that the report header
    /// waits for the first record.
    public var headerReadsRecord: Bool
}

/// One aggregate: what it computes over which expression.
public struct AggregatePlan: Sendable {
    public var function: AggregateFunction
    public var argument: Expr?
    public var resultType: ValueType
}

/// A row or a section to emit.
public indirect enum EmitterPlan: Sendable {
    case row(RowEmitterPlan)
    case section(name: String, when: Expr?, rows: [EmitterPlan])
}

/// One row to emit: its kind, condition and field values in the kind's declared order.
public struct RowEmitterPlan: Sendable {
    /// How one field's value is made.
    public enum FieldValue: Sendable {
        case template(Template)
        /// An expression and, for decimals, the places to round to.
        case expression(Expr, type: ValueType, places: Int?)
    }

    public var kind: Int
    public var when: Expr?
    public var fields: [FieldValue]
}
