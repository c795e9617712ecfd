/// `report:`: the structure.
public struct ReportSpec: Sendable {
    public var header: [EmitterSpec]
    public var groups: [LevelSpec]
    public var detail: [EmitterSpec]
    public var footer: [EmitterSpec]
    public var empty: [EmitterSpec]
    public var position: SourcePosition
}

/// One group level: `{ by, header, footer, empty, missing }`.
public struct LevelSpec: Sendable {
    /// The key expression (or `source`).
    public var by: YAMLScalar
    public var header: [EmitterSpec]
    public var footer: [EmitterSpec]
    public var empty: [EmitterSpec]
    public var missing: [EmitterSpec]
    public var position: SourcePosition

    /// Whether this is the `by: source` level.
    public var isSourceLevel: Bool { by.text.trimmingSpaces == "source" }
}

/// A row or a section in an emitter list.
public indirect enum EmitterSpec: Sendable {
    case row(RowEmitterSpec)
    case section(SectionSpec)
}

/// `{ row: KIND, when: EXPR, FIELD: VALUE, ... }`.
public struct RowEmitterSpec: Sendable {
    public var kind: Located<String>
    public var when: YAMLScalar?
    /// Field values in written order: templates for string fields, expressions otherwise.
    public var fields: [(name: Located<String>, value: YAMLScalar)]
    public var position: SourcePosition
}

/// `{ section: NAME, when: EXPR, rows: [...] }`.
public struct SectionSpec: Sendable {
    public var name: Located<String>
    public var when: YAMLScalar?
    public var rows: [EmitterSpec]
    public var position: SourcePosition
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
