/// A row or a section to emit.
public indirect enum EmitterPlan: Sendable {
    case row(RowEmitterPlan)
    case section(name: String, when: Expr?, rows: [EmitterPlan])
}
