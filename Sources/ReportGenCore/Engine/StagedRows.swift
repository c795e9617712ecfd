/// The rows staged for one record: the header rows of the groups it opens, and its detail rows.
///
/// In two lists, each built over its own rows from record to record: in one, a group's header
/// and the detail rows took turns over the same first row, and each turn swapped a spare row of
/// the other kind to the front (see ``RowList/startRow(kind:level:role:section:)``).
struct StagedRows {
    /// The header rows of the groups the record opens, outermost first.
    var headers = RowList()
    /// The record's detail rows.
    var details = RowList()
}
