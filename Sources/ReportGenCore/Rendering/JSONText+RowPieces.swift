extension JSONText {
    /// The constant pieces of every kind's rows, spelled once, in one run of bytes (read through
    /// one pointer per row, not an array per piece), and as few as there can be: a row is its
    /// kind's head, its id's path and ordinal, one middle piece from its level to its first
    /// field's key, its values with the other keys between them, and the closing. One value for
    /// all kinds, held by the renderer: an object per kind was retained and released every row.
    ///
    /// ```swift
    /// // head:    {"kind":"detail","id":"detail
    /// // middle:  ","level":3,"band":"odd","height":18,"fields":{"description":
    /// // keys:    ,"amount":
    /// // closing: }}⏎
    /// ```
    struct RowPieces {
        /// The pieces, one after the other.
        private(set) var bytes: [UInt8] = []
        /// Per kind: `{"kind":"NAME","id":"NAME` (the id starts with the kind's name).
        private var head: [Range<Int>] = []
        /// Per field, kind by kind: `,"NAME":` (the first field's is unused: the middle piece
        /// ends with it).
        private(set) var keys: [Range<Int>] = []
        /// Per field as in ``keys``: the places of a decimal field, or -1.
        private var places: [Int] = []
        /// `}}` and the line's ending.
        private(set) var closing: Range<Int> = 0..<0
        /// Per level, kind and band (odd, even, none), level by level: see ``middle(kind:level:band:)``.
        private var middles: [Middle] = []
        /// The levels ``middles`` has pieces for (from 0).
        private var levelsCovered = 0
        /// What the middle pieces are made of, per kind (and where its fields' keys start in
        /// ``keys``, and how many it has).
        private var kinds: [(height: String, firstField: String?, firstKey: Int, fieldCount: Int)] = []

        /// A row's piece from its level to its first field's key:
        /// `","level":L,"band":B,"height":H,"fields":{"FIRST":` (`…,"fields":{` without fields).
        /// A row with a section has it written before `,"fields"`. With it, all a row of its kind
        /// needs of the pieces, in one value (read once a row, not from an array each).
        struct Middle {
            /// The whole piece.
            let all: Range<Int>
            /// Where `,"fields":{` starts in it.
            let fieldsStart: Int
            /// The kind's head.
            let head: Range<Int>
            /// Where the kind's fields' keys start in ``keys``, and how many it has.
            let firstKey: Int
            let fieldCount: Int

            /// Up to `,"fields"`.
            var beforeFields: Range<Int> { all.lowerBound..<fieldsStart }
            /// From `,"fields"`.
            var fields: Range<Int> { fieldsStart..<all.upperBound }
        }

        /// The pieces of `kinds`' rows, each followed by `ending`, for rows of levels up to
        /// `levels` (those of a report with `levels - 1` group levels; pieces for deeper levels
        /// are made when a row needs them).
        init(_ kinds: [RowKind], levels: Int, ending: StaticString) {
            for kind in kinds {
                self.kinds.append((kind.height.description, kind.fields.first?.name, keys.count, kind.fields.count))
                head.append(
                    piece { bytes in
                        bytes += "{\"kind\":".utf8
                        JSONText.appendString(kind.name, to: &bytes)
                        bytes += ",\"id\":\"".utf8
                        JSONText.appendContent(kind.name, to: &bytes)
                    })
                for field in kind.fields {
                    places.append(field.places ?? -1)
                    keys.append(
                        piece { bytes in
                            bytes.append(UInt8(ascii: ","))
                            JSONText.appendString(field.name, to: &bytes)
                            bytes.append(UInt8(ascii: ":"))
                        })
                }
            }
            closing = piece { bytes in
                bytes += "}}".utf8
                ending.withUTF8Buffer { bytes += $0 }
            }
            cover(levels: max(0, levels))
        }

        /// The middle piece of a row of `kind` at `level` with `band` (0 odd, 1 even, 2 none).
        @inline(__always)
        mutating func middle(kind: Int, level: Int, band: Int) -> Middle {
            if level >= levelsCovered { cover(levels: level + 1) }
            return middles[(level &* kinds.count &+ kind) &* 3 &+ band]
        }

        /// Makes the middle pieces of the levels below `levels` not made yet.
        @inline(never)
        private mutating func cover(levels: Int) {
            while levelsCovered < levels {
                let level = levelsCovered
                for (index, kind) in kinds.enumerated() {
                    for band in ["\"odd\"", "\"even\"", "null"] {
                        var fieldsStart = 0
                        let all = piece { bytes in
                            bytes += "\",\"level\":\(level),\"band\":\(band),\"height\":\(kind.height)".utf8
                            fieldsStart = bytes.count
                            bytes += ",\"fields\":{".utf8
                            if let first = kind.firstField {
                                JSONText.appendString(first, to: &bytes)
                                bytes.append(UInt8(ascii: ":"))
                            }
                        }
                        middles.append(
                            Middle(
                                all: all, fieldsStart: fieldsStart, head: head[index], firstKey: kind.firstKey,
                                fieldCount: kind.fieldCount))
                    }
                }
                levelsCovered += 1
            }
        }

        /// The places of field `index` (as in ``keys``) when it is a decimal with places set.
        @inline(__always)
        func places(_ index: Int) -> Int? {
            let places = places[index]
            return places < 0 ? nil : places
        }

        /// Appends what `write` writes to ``bytes``; returns where it lies.
        private mutating func piece(_ write: (inout [UInt8]) -> Void) -> Range<Int> {
            let start = bytes.count
            write(&bytes)
            return start..<bytes.count
        }
    }
}
