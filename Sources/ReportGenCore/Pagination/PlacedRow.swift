/// A row on a page: its distance from the top of the page's body and its height (hundredths of a
/// point), and whether it is a group's header repeated at the top of a continuation page.
public struct PlacedRow: Sendable, Hashable {
    public var row: TypedRow
    public var top: Int
    public var height: Int
    public var repeated: Bool
}
