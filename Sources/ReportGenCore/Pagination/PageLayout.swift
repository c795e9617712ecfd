/// One finished page of the page model: its number (from 1) and its body's rows, top to bottom.
public struct PageLayout: Sendable, Hashable {
    public var number: Int
    public var rows: [PlacedRow]
}
