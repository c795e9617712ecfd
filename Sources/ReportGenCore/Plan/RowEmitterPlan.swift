/// One row to emit: its kind, condition and field values in the kind's declared order.
struct RowEmitterPlan: Sendable {
    /// How one field's value is made.
    enum FieldValue: Sendable {
        case template(Template)
        /// An expression and, for decimals, the places to round to.
        case expression(Expr, type: ValueType, places: Int?)
    }

    var kind: Int
    var when: Expr?
    /// `id:`, the row's identity among its kind's siblings instead of its ordinal.
    var id: Expr?
    /// For a kind with a field named `id`: that field's index; its value is the row's identity.
    var idField: Int?
    var fields: [FieldValue]
    /// Where the emitter is in the layout (its `row:` value), for run-time messages.
    var position: SourcePosition
    /// Where its `when` is (or the emitter's position when it has none).
    var whenPosition: SourcePosition
    /// Where its `id` is (or the emitter's position when it has none).
    var idPosition: SourcePosition
    /// Where each field's value is, in the order of `fields`.
    var fieldPositions: [SourcePosition]
    /// Whether a field reads `continued`, so that a repeated header needs its own values.
    var readsContinued = false
}
