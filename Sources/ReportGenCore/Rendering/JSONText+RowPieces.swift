extension JSONText {
    /// The constant pieces of every kind's rows, spelled once, each in memory that stays where it
    /// is for as long as the pieces live (a row reads them through the pointers of one
    /// ``Middle``, not through arrays and ranges), and as few as there can be: a row is its
    /// kind's head, its id's path and ordinal, one middle piece from its level to its first
    /// field's key, its values with the other keys between them, and the closing. One value for
    /// all kinds, held by the renderer, so a row retains no object.
    ///
    /// ```swift
    /// // head:    {"kind":"detail","id":"detail
    /// // middle:  ","level":3,"band":"odd","height":18,"fields":{"description":
    /// // keys:    ,"amount":
    /// // closing: }}⏎
    /// ```
    struct RowPieces {
        /// Owns the pieces' memory.
        private let store = Store()
        /// Per kind: `{"kind":"NAME","id":"NAME` (the id starts with the kind's name).
        private var heads: [UnsafeBufferPointer<UInt8>] = []
        /// Per field, kind by kind: `,"NAME":` (the first field's is unused: the middle piece
        /// ends with it).
        private let keys: UnsafeMutablePointer<UnsafeBufferPointer<UInt8>>
        /// Per field as in ``keys``: the places of a decimal field, or -1.
        private let places: UnsafeMutablePointer<Int>
        /// `}}` and the line's ending.
        private var closing = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        /// Per level, kind and band (odd, even, none), level by level: see ``middle(kind:level:band:)``.
        private var middles: [Middle] = []
        /// ``middles`` in memory that stays put until more levels are covered: a row reads its
        /// middle piece's parts through a pointer, as it needs them (a copy of the whole piece
        /// went to the stack).
        private var middleBase: UnsafeMutablePointer<Middle>
        /// The levels ``middles`` has pieces for (from 0).
        private var levelsCovered = 0
        /// What the middle pieces are made of, per kind (and where its fields' keys start in
        /// ``keys``, and how many it has).
        private var kinds: [(height: String, firstField: String?, firstKey: Int, fieldCount: Int)] = []
        /// How many kinds there are (read per row: the array's count is a load further).
        private var kindCount = 0

        /// A row's piece from its level to its first field's key:
        /// `","level":L,"band":B,"height":H,"fields":{"FIRST":` (`…,"fields":{` without fields).
        /// A row with a section has it written before `,"fields"`. With it, all a row of its kind
        /// needs of the pieces, in one value (read once a row, not from arrays each).
        struct Middle {
            /// The whole piece.
            let all: UnsafeBufferPointer<UInt8>
            /// Where `,"fields":{` starts in it.
            let fieldsStart: Int
            /// The kind's head.
            let head: UnsafeBufferPointer<UInt8>
            /// The kind's fields' keys and places, and how many fields it has.
            let keys: UnsafePointer<UnsafeBufferPointer<UInt8>>
            let places: UnsafePointer<Int>
            let fieldCount: Int
            /// The closing.
            let closing: UnsafeBufferPointer<UInt8>

            /// Up to `,"fields"`.
            var beforeFields: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: all[..<fieldsStart]) }
            /// From `,"fields"`.
            var fields: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: all[fieldsStart...]) }

            /// The places of field `index` (below ``fieldCount``) when it is a decimal with places set.
            @inline(__always)
            func places(_ index: Int) -> Int? {
                let places = places[index]
                return places < 0 ? nil : places
            }
        }

        /// The pieces of `kinds`' rows, each followed by `ending`, for rows of levels up to
        /// `levels` (those of a report with `levels - 1` group levels; pieces for deeper levels
        /// are made when a row needs them).
        init(_ kinds: [RowKind], levels: Int, ending: StaticString) {
            let fieldCount = kinds.reduce(0) { $0 + $1.fields.count }
            keys = store.allocate(UnsafeBufferPointer<UInt8>.self, count: fieldCount)
            places = store.allocate(Int.self, count: fieldCount)
            keys.initialize(repeating: UnsafeBufferPointer(start: nil, count: 0), count: fieldCount)
            middleBase = store.allocate(Middle.self, count: 0)
            var field = 0
            for kind in kinds {
                self.kinds.append((kind.height.description, kind.fields.first?.name, field, kind.fields.count))
                var head: [UInt8] = Array("{\"kind\":".utf8)
                JSONText.appendString(kind.name, to: &head)
                head += ",\"id\":\"".utf8
                JSONText.appendContent(kind.name, to: &head)
                heads.append(store.keep(head))
                for each in kind.fields {
                    places[field] = each.places ?? -1
                    var key: [UInt8] = [UInt8(ascii: ",")]
                    JSONText.appendString(each.name, to: &key)
                    key.append(UInt8(ascii: ":"))
                    keys[field] = store.keep(key)
                    field += 1
                }
            }
            var closing: [UInt8] = Array("}}".utf8)
            ending.withUTF8Buffer { closing += $0 }
            self.closing = store.keep(closing)
            kindCount = self.kinds.count
            cover(levels: max(0, levels))
        }

        /// The middle piece of a row of `kind` at `level` with `band` (0 odd, 1 even, 2 none).
        @inline(__always)
        mutating func middle(kind: Int, level: Int, band: Int) -> UnsafePointer<Middle> {
            if level >= levelsCovered { cover(levels: level + 1) }
            // Read through a pointer, so checked here (as unsigned numbers, a negative one is
            // out too): a row's kind is one of the report's kinds, its level one covered now,
            // and its band one of three.
            precondition(
                UInt(bitPattern: kind) < UInt(bitPattern: kindCount)
                    && UInt(bitPattern: level) < UInt(bitPattern: levelsCovered) && UInt(bitPattern: band) < 3,
                "a row's kind, level and band are the report's")
            return UnsafePointer(middleBase + ((level &* kindCount &+ kind) &* 3 &+ band))
        }

        /// Makes the middle pieces of the levels below `levels` not made yet.
        @inline(never)
        private mutating func cover(levels: Int) {
            while levelsCovered < levels {
                let level = levelsCovered
                for (index, kind) in kinds.enumerated() {
                    for band in ["\"odd\"", "\"even\"", "null"] {
                        var bytes = Array("\",\"level\":\(level),\"band\":\(band),\"height\":\(kind.height)".utf8)
                        let fieldsStart = bytes.count
                        bytes += ",\"fields\":{".utf8
                        if let first = kind.firstField {
                            JSONText.appendString(first, to: &bytes)
                            bytes.append(UInt8(ascii: ":"))
                        }
                        // Within the allocations: a kind's first key is at most the field count.
                        middles.append(
                            Middle(
                                all: store.keep(bytes), fieldsStart: fieldsStart, head: heads[index],
                                keys: UnsafePointer(keys + kind.firstKey),
                                places: UnsafePointer(places + kind.firstKey), fieldCount: kind.fieldCount,
                                closing: closing))
                    }
                }
                levelsCovered += 1
            }
            middleBase = store.allocate(Middle.self, count: middles.count)
            middleBase.initialize(from: middles, count: middles.count)
        }

        /// The memory of the pieces: allocated once each, freed together when the last copy of the
        /// pieces goes.
        private final class Store {
            private var allocations: [UnsafeMutableRawPointer] = []

            /// A copy of `bytes` that stays where it is.
            func keep(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
                let kept = allocate(UInt8.self, count: bytes.count)
                kept.initialize(from: bytes, count: bytes.count)
                return UnsafeBufferPointer(start: kept, count: bytes.count)
            }

            /// Room for `count` elements, freed with the store.
            func allocate<Element>(_: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
                let base = UnsafeMutablePointer<Element>.allocate(capacity: max(1, count))
                allocations.append(UnsafeMutableRawPointer(base))
                return base
            }

            deinit {
                for allocation in allocations { allocation.deallocate() }
            }
        }
    }
}
