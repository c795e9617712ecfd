/// The rows staged for one record: the header rows of the groups it opens, and its detail rows.
///
/// In two lists, each built over its own rows from record to record, so headers and detail rows
/// never take turns over the same row (see ``RowList/startRow(kind:level:role:section:)``).
struct StagedRows: ~Copyable {
    /// The header rows of the groups the record opens, outermost first.
    var headers = RowList()
    /// The record's detail rows.
    var details = RowList()
}
