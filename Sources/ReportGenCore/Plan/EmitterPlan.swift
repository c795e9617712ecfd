/// A row or a section to emit.
indirect enum EmitterPlan: Sendable {
    case row(RowEmitterPlan)
    /// A named group of rows; `position` is where its `when` (or its name) is in the layout.
    case section(name: String, when: Expr?, position: SourcePosition, rows: [EmitterPlan])
}
