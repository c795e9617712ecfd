/// One finished page of the page model: its number (from 1) and its body's rows, top to bottom.
struct PageLayout: Sendable, Hashable {
    var number: Int
    var rows: [PlacedRow]
}
