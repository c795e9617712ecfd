/// An id with its occurrence among equal ids, so that a repeated id still matches one row.
struct OccurrenceKey<ID: Hashable>: Hashable {
    var id: ID
    var occurrence: Int
}
