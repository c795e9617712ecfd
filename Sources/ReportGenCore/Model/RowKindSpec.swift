/// One entry of `rows:`: a kind of typed row.
public struct RowKindSpec: Sendable {
    public var name: Located<String>
    public var height: Located<FixedDecimal>
    public var band: Located<BandRule>
    /// Each field's `column:` names the report column it goes to (by default the column of its name).
    public var fields: [FieldSpec]
    /// `style:`.
    public var style: StyleSpec
}
