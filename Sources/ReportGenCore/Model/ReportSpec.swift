/// `report:`: the structure.
struct ReportSpec: Sendable {
    var header: [EmitterSpec]
    var groups: [LevelSpec]
    var detail: [EmitterSpec]
    var footer: [EmitterSpec]
    var empty: [EmitterSpec]
    var position: SourcePosition
}
