/// `{ section: NAME, when: EXPR, rows: [...] }`.
public struct SectionSpec: Sendable {
    public var name: Located<String>
    public var when: YAMLScalar?
    public var rows: [EmitterSpec]
    public var position: SourcePosition
}
