extension JSONText {
    /// Writes typed rows as JSON objects: what a JSON renderer keeps from row to row (the kinds'
    /// constant pieces and fields' places, and the rows' ids as the group events spell them),
    /// behind one method, so that the engine's loop passes a row and two places, not the parts
    /// one by one.
    ///
    /// ```swift
    /// var writer = JSONText.RowWriter(schema.rowKinds, groupLevels: schema.levels.count, ending: "\n")
    /// writer.follow(.opened(level: 1, key: .string("A")))
    /// writer.append(lending: &row, to: &out)   // {"kind":"detail","id":"detail/A/1",…}⏎
    /// ```
    struct RowWriter {
        private var pieces: RowPieces
        /// The rows' ids, spelled for JSON as they come.
        private var identities: RowIdentities

        /// A writer of `kinds`' rows, each followed by `ending`, for a report with `groupLevels`
        /// group levels.
        init(_ kinds: [RowKind], groupLevels: Int, ending: StaticString) {
            pieces = RowPieces(kinds, levels: groupLevels + 2, ending: ending)
            identities = RowIdentities(levels: groupLevels, kinds: kinds.map(\.name), spelling: .json)
        }

        /// Follows a group event, for the ids of the rows after it.
        mutating func follow(_ event: GroupEvent) {
            identities.follow(event)
        }

        /// `{"kind":…,"id":…,"level":…,"band":…,"height":…,("section":…,)"fields":{…}}` and then
        /// the line's ending, written in place (see ``OutputBuffer/appendInPlace(_:)``).
        mutating func append(_ row: TypedRow, to out: inout OutputBuffer) {
            var lent = row
            append(lending: &lent, to: &out)
        }

        /// ``append(_:to:)`` for a row lent to it, which it gives back as it was: each field is
        /// written where it lies. Out of line, so that the row's writing is inlined here, not called.
        @inline(never)
        mutating func append(lending row: inout TypedRow, to out: inout OutputBuffer) {
            let level = identities.level(of: row)
            // Counted here, once: the writing may be done twice (see ``OutputBuffer/appendInPlace(_:)``).
            let ordinal = row.explicitID == nil ? identities.count(row, level: level) : 0
            let band: Int
            switch row.band {
            case .odd?: band = 0
            case .even?: band = 1
            case nil: band = 2
            }
            let middle = pieces.middle(kind: row.kind, level: row.level, band: band)
            JSONText.write(
                lending: &row, ordinal: ordinal, middle: middle, path: identities.path,
                pathEnd: identities.pathEnd(level: level), to: &out)
        }
    }
}
