extension JSONText {
    /// Writes typed rows as JSON objects: what a JSON renderer keeps from row to row (the kinds'
    /// constant pieces and fields' places, and the last row's path), behind one method, so that the
    /// engine's loop passes a row and two places, not the parts one by one.
    ///
    /// ```swift
    /// var writer = JSONText.RowWriter(schema.rowKinds, levels: schema.levels.count + 2, ending: "\n")
    /// writer.append(row, to: &out)   // {"kind":"detail","id":"detail/A/1",…}⏎
    /// ```
    struct RowWriter {
        private var pieces: RowPieces
        private var paths = PathCache()

        /// A writer of `kinds`' rows, each followed by `ending`, for rows of levels up to `levels`.
        init(_ kinds: [RowKind], levels: Int, ending: StaticString) {
            pieces = RowPieces(kinds, levels: levels, ending: ending)
        }

        /// `{"kind":…,"id":…,"level":…,"band":…,"height":…,("section":…,)"fields":{…}}` and then
        /// the line's ending, written in place (see ``OutputBuffer/appendInPlace(_:)``). Out of
        /// line, the row written in it: inlined into the engine's loop, the writing was not, and
        /// cost a call and its arguments.
        @inline(never)
        mutating func append(_ row: TypedRow, to out: inout OutputBuffer) {
            // The rest of the id after the kind, as ``RowID/description`` spells it, and its `/`:
            // escaped again whenever the box changes (the same path in another box is spelled the
            // same; told apart by the box alone, no text is compared).
            if row.idPathBox !== paths.box {
                paths.box = row.idPathBox
                paths.bytes.removeAll()
                appendContent(row.idPath, to: &paths.bytes)
                paths.bytes.append(byte: UInt8(ascii: "/"))
            }
            let band: Int
            switch row.band {
            case .odd?: band = 0
            case .even?: band = 1
            case nil: band = 2
            }
            let middle = pieces.middle(kind: row.kind, level: row.level, band: band)
            JSONText.write(row, middle: middle, pieces: pieces, path: paths.bytes, to: &out)
        }
    }

    /// The last row's group path (in its box, held so that no other box takes its address) and
    /// its escaped bytes, with the `/` before the ordinal: the rows of a group share its box, so
    /// it is escaped once a group (into the same storage each time).
    struct PathCache {
        var box: TypedRow.Extras?
        /// At first the empty path's (which a row without a box has).
        var bytes = ByteRoom(capacity: 64)

        init() {
            bytes.append(byte: UInt8(ascii: "/"))
        }
    }
}
