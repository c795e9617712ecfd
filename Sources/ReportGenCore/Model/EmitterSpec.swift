/// A row or a section in an emitter list.
indirect enum EmitterSpec: Sendable {
    case row(RowEmitterSpec)
    case section(SectionSpec)
}
