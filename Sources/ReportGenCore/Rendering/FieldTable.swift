/// The row kinds' fields flattened into plain values, so renderers can walk a row's fields without
/// copying `RowKind` structs (and retaining their strings) for every row.
struct FieldTable {
    /// Where each kind's fields start in the flat arrays, and how many it has.
    let start: [Int]
    let count: [Int]
    /// Per field: whether it is a number (int or decimal).
    let isNumeric: [Bool]
    /// Per field: places for decimals, or -1.
    let places: [Int]

    init(_ kinds: [RowKind]) {
        var start: [Int] = []
        var count: [Int] = []
        var isNumeric: [Bool] = []
        var places: [Int] = []
        for kind in kinds {
            start.append(isNumeric.count)
            count.append(kind.fields.count)
            for field in kind.fields {
                isNumeric.append(field.type.isNumeric)
                places.append(field.places ?? -1)
            }
        }
        self.start = start
        self.count = count
        self.isNumeric = isNumeric
        self.places = places
    }

    @inline(__always)
    func places(_ index: Int) -> Int? {
        let p = places[index]
        return p < 0 ? nil : p
    }
}

/// Spaces to copy from, instead of building runs of them.
enum Spaces {
    static let run: [UInt8] = Array(repeating: 0x20, count: 256)

    @inline(__always)
    static func append<Out: ByteAppending>(_ count: Int, to bytes: inout Out) {
        guard count > 0 else { return }
        // One call per run of spaces, copied from a static buffer (no slice, no per-byte loop).
        var left = count
        while left > 0 {
            let n = min(left, run.count)
            run.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
            left -= n
        }
    }
}
