/// `{ section: NAME, when: EXPR, rows: [...] }`.
struct SectionSpec: Sendable {
    var name: Located<String>
    var when: YAMLScalar?
    var rows: [EmitterSpec]
    var position: SourcePosition
}
