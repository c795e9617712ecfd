/// Spells row ids (see ``RowID``) as a sink receives the rows: from the group events, in order
/// with them, and the rows themselves. A group's key is spelled once, when the group opens,
/// after its parents' keys; a row's ordinal is counted as it comes (output order), among the
/// rows of its kind since its group opened. Sinks that show ids keep one; the engine makes none
/// (it made a path string and a shared box per group, and every row held the box).
///
/// ```swift
/// var ids = RowIdentities(levels: 2, kinds: ["head", "detail"])
/// ids.follow(.opened(level: 1, key: .string("authorized")))
/// ids.follow(.opened(level: 2, key: .date(day)))
/// ids.id(of: detail)   // detail/authorized/2016-04-01/1
/// ids.id(of: detail)   // detail/authorized/2016-04-01/2
/// ```
struct RowIdentities {
    /// How the group keys are written into ``path``.
    enum Spelling {
        /// As ``RowID/path`` spells them.
        case plain
        /// As ``RowID/path`` spells them, then escaped for a JSON string (for a writer that
        /// copies the path into its output as it stands).
        case json
    }

    private let spelling: Spelling
    /// `/`, then the keys of the open groups, each with a `/` after it, outermost first,
    /// spelled: a level's prefix of it is what comes between an id's kind and its ordinal.
    private(set) var path = ByteRoom(capacity: 64)
    /// Per row level (0 for the report's rows), where its groups' keys and their `/` end in
    /// ``path``; changed in place (an array's write checks its uniqueness). Copies share it.
    private let ends: FixedBuffer<Int>
    /// Per row level and kind (level × kinds + kind), the rows counted since the level's group
    /// opened; counted in place. Copies share it.
    private let counts: FixedBuffer<Int>
    private let kindNames: [String]
    /// How many kinds there are (read per row: the array's count is a load further).
    private let kindCount: Int
    /// The deepest group level: deeper rows (details) are identified by its groups.
    let deepest: Int
    /// Per row level, its path as a string once one was asked for (until its group changes);
    /// empty until one is (a writer that copies bytes asks for none).
    private var pathTexts: [String?] = []

    /// Identities for the rows of a report with `levels` group levels and row kinds named `kinds`.
    init(levels: Int, kinds: [String], spelling: Spelling = .plain) {
        self.spelling = spelling
        deepest = max(0, levels)
        ends = FixedBuffer(repeating: 1, count: deepest + 1)
        path.append(byte: UInt8(ascii: "/"))
        kindNames = kinds
        kindCount = kinds.count
        counts = FixedBuffer(repeating: 0, count: kinds.count * (deepest + 1))
    }

    /// Follows a group event: a group that opens gives its level (and the levels inside it)
    /// its key after its parents', and starts their counts again.
    mutating func follow(_ event: GroupEvent) {
        guard case .opened(let level, let key) = event, level >= 1, level <= deepest else { return }
        path.shorten(to: ends[level - 1])
        if case .date(let date) = key, date.hasFourDigitYear {
            // A date (the usual key) needs no escaping of either kind: the date and its `/`
            // written where they go.
            path.write(11) { at in
                date.writeISO(at: at)
                at[10] = UInt8(ascii: "/")
            }
        } else {
            // A date keeps to `yyyy-MM-dd` here too (its description).
            let segment = RowID.escaped(key.description)
            switch spelling {
            case .plain: path.append(utf8: segment)
            case .json: JSONText.appendContent(segment, to: &path)
            }
            path.append(byte: UInt8(ascii: "/"))
        }
        for inner in level...deepest { ends[inner] = path.count }
        if !pathTexts.isEmpty {
            for inner in level...deepest { pathTexts[inner] = nil }
        }
        // A few counts (a loop, not a call).
        for index in (level &* kindCount)..<((deepest &+ 1) &* kindCount) { counts[index] = 0 }
    }

    /// The level whose groups' keys identify `row`: its own, or the deepest group level's for a
    /// row deeper than it (a detail row).
    @inline(__always)
    func level(of row: TypedRow) -> Int {
        min(max(row.level, 0), deepest)
    }

    /// Where the path of the rows at `level` (from ``level(of:)``) ends in ``path``, with the `/`
    /// before the ordinal.
    @inline(__always)
    func pathEnd(level: Int) -> Int {
        ends[level]
    }

    /// Counts `row` at `level` (from ``level(of:)``) among its kind's; its ordinal.
    @inline(__always)
    mutating func count(_ row: TypedRow, level: Int) -> Int {
        guard isKind(row.kind) else { return 0 }
        let index = level &* kindCount &+ row.kind
        counts[index] &+= 1
        return counts[index]
    }

    /// Whether `kind` is one of the report's (as an unsigned number, a negative one is out too).
    @inline(__always)
    private func isKind(_ kind: Int) -> Bool {
        UInt(bitPattern: kind) < UInt(bitPattern: kindCount)
    }

    /// The identity of `row`, the next row delivered: counted unless its emitter's `id:` names it.
    mutating func id(of row: TypedRow) -> RowID {
        let level = level(of: row)
        let kind = isKind(row.kind) ? kindNames[row.kind] : ""
        if let explicit = row.explicitID {
            return RowID(kind: kind, path: pathText(level: level), ordinal: 0, explicit: explicit)
        }
        let ordinal = count(row, level: level)
        return RowID(kind: kind, path: pathText(level: level), ordinal: ordinal, explicit: nil)
    }

    /// The path of the rows at `level` as a string, made once a group.
    private mutating func pathText(level: Int) -> String {
        if pathTexts.isEmpty { pathTexts = Array(repeating: nil, count: deepest + 1) }
        if let text = pathTexts[level] { return text }
        // ``RowID/path`` has no `/` at its end (its description puts one before the ordinal).
        let text = path.string(from: 0, to: ends[level] - 1)
        pathTexts[level] = text
        return text
    }
}
