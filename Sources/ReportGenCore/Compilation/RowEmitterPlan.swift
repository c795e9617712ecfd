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
    /// `id:`, the row's identity among its kind's siblings instead of its ordinal.
    public var id: Expr?
    /// For a kind with a field named `id`: that field's index; its value is the row's identity.
    public var idField: Int?
    public var fields: [FieldValue]
    /// Where the emitter is in the layout (its `row:` value), for run-time messages.
    public var position: SourcePosition
    /// Where its `when` is (or the emitter's position when it has none).
    public var whenPosition: SourcePosition
    /// Where its `id` is (or the emitter's position when it has none).
    public var idPosition: SourcePosition
    /// Where each field's value is, in the order of `fields`.
    public var fieldPositions: [SourcePosition]
    /// Whether a field reads `continued`, so that a repeated header needs its own values.
    public var readsContinued = false
}
