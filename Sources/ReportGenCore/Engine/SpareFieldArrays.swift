/// Emptied field arrays of rows already delivered, kept to hold the fields of the next rows: a
/// row's fields then cost no allocation and no free, on the engine's thread (with threads, the
/// busiest). The rows a sink hands back after drawing them (see ``RowSink/accept(taking:)``) come
/// with their arrays already emptied on the rendering thread.
struct SpareFieldArrays {
    private var arrays: [[Value]] = []
    /// The most arrays kept: a few records' rows.
    private static let limit = 32

    /// An empty array for a row's fields: a spare one when there is one.
    @inline(__always)
    mutating func take() -> [Value] {
        arrays.popLast() ?? []
    }

    /// Takes the field arrays out of `rows` (which are about to be destroyed), empties them,
    /// and keeps them. (An array a sink still holds, in a copy of the row it kept, is emptied
    /// into a new one of the same capacity: the allocation the next row would have made.)
    mutating func keepFields(of rows: inout [TypedRow]) {
        for i in rows.indices where arrays.count < Self.limit {
            var fields: [Value] = []
            swap(&fields, &rows[i].fields)
            guard fields.capacity > 0 else { continue }
            fields.removeAllKeepingCapacity()
            arrays.append(fields)
        }
    }
}
