/// One entry of `rows:`: a kind of typed row.
public struct RowKindSpec: Sendable {
    public var name: Located<String>
    public var height: Located<FixedDecimal>
    public var band: Located<BandRule>
    public var fields: [FieldSpec]
}
