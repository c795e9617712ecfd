/// A row or a section in an emitter list.
public indirect enum EmitterSpec: Sendable {
    case row(RowEmitterSpec)
    case section(SectionSpec)
}
