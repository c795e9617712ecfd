/// Emptied field arrays of rows already delivered, kept to hold the fields of the next rows: a
/// row's fields then cost no allocation and no free, on the engine's thread (with threads, the
/// busiest). The rows a sink hands back after drawing them (see ``RowSink/accept(taking:)``) come
/// with their arrays already emptied on the rendering thread.
///
/// The arrays are moved in and out of their slots by swapping, never appended or removed: the
/// slots stay, so that keeping and taking an array costs no reference counting. Made empty, it
/// holds no slot yet (the engine makes one per emit).
struct SpareFieldArrays {
    private var slots: [[Value]] = []
    /// How many of the slots hold a spare array (the first ones).
    private var count = 0
    /// The most arrays kept: a few records' rows.
    private static let limit = 32

    /// An empty array for a row's fields: a spare one when there is one.
    @inline(__always)
    mutating func take() -> [Value] {
        var fields: [Value] = []
        if count > 0 {
            count &-= 1
            swap(&fields, &slots[count])
        }
        return fields
    }

    /// Empties `rows` for the next rows (keeping its storage), and keeps their field arrays,
    /// emptied. (An array a sink still holds, in a copy of the row it kept, stays with it: what is
    /// kept is an emptied copy, the allocation the next row would have made.)
    mutating func recycle(_ rows: inout [TypedRow]) {
        // Slots made first, so that the loop works in the two buffers without asking either
        // array, row after row, whether it is unique.
        while slots.count < min(Self.limit, count &+ rows.count) { slots.append([]) }
        var kept = count
        rows.withUnsafeMutableBufferPointer { rows in
            slots.withUnsafeMutableBufferPointer { slots in
                for i in rows.indices where kept < slots.count && rows[i].fields.capacity > 0 {
                    swap(&slots[kept], &rows[i].fields)
                    slots[kept].removeAllKeepingCapacity()
                    kept &+= 1
                }
            }
        }
        count = kept
        rows.removeAllKeepingCapacity()
    }
}
