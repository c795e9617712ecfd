/// A row on a page: its distance from the top of the page's body and its height (hundredths of a
/// point), and whether it is a group's header repeated at the top of a continuation page.
struct PlacedRow: Sendable, Hashable {
    var row: TypedRow
    var top: Int
    var height: Int
    var repeated: Bool
}
