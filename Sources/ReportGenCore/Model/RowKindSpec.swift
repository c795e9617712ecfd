/// One entry of `rows:`: a kind of typed row.
struct RowKindSpec: Sendable {
    var name: Located<String>
    var height: Located<FixedDecimal>
    var band: Located<BandRule>
    /// Each field's `column:` names the report column it goes to (by default the column of its name).
    var fields: [FieldSpec]
    /// `style:`.
    var style: StyleSpec
}
