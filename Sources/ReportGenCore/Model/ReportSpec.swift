/// `report:`: the structure.
public struct ReportSpec: Sendable {
    public var header: [EmitterSpec]
    public var groups: [LevelSpec]
    public var detail: [EmitterSpec]
    public var footer: [EmitterSpec]
    public var empty: [EmitterSpec]
    public var position: SourcePosition
}
