/// The open groups, outermost first: each level's key, and — to catch a key that comes back once
/// its group has ended — the keys of the groups already closed under the current outer group.
///
/// Those closed keys are the only engine memory that grows with the data, by the number of
/// distinct keys under one outer group (compactly, see ``ClosedKeys``: some 35 bytes a key). A
/// level whose key the order check already covers (see
/// ``CompiledReport/orderCheckCoversKey(level:plan:)``) keeps none.
///
/// Not copyable: its keys are in a buffer changed in place, so the run is its one owner.
struct GroupStack: ~Copyable {
    /// Levels `0..<openCount` are open.
    private(set) var openCount = 0
    /// Each level's key (of its open group, or of the last it had), in a buffer written in place,
    /// so opening a group checks no uniqueness.
    private let keys: FixedBuffer<Value>
    private var closedKeys: [ClosedKeys]
    private let keepsClosedKeys: [Bool]

    /// A stack of `levels` levels; `keyIsOrdered[i]` says whether the order check covers level `i`.
    init(levels: Int, keyIsOrdered: [Bool]) {
        keys = FixedBuffer(repeating: .null, count: levels)
        closedKeys = Array(repeating: ClosedKeys(), count: levels)
        keepsClosedKeys = keyIsOrdered.map { !$0 }
    }

    /// Whether level `i` is open with a group that a record keyed `key` there belongs to (the
    /// control break sees no change). The outermost level where it is not is where a record's
    /// groups break.
    @inline(__always)
    func continues(level i: Int, key: Value) -> Bool {
        guard i >= 0, i < openCount else { return false }
        // Dates and ints (a source's index), the usual keys, compared where they lie.
        if case .date(let new) = key, case .date(let open) = keys[i] { return new == open }
        if case .int(let new) = key, case .int(let open) = keys[i] { return new == open }
        return Value.sameKey(key, keys[i])
    }

    /// Whether level `i`'s open group is the one of stream `source` (a `by: source` level, keyed by
    /// the stream's index).
    @inline(__always)
    func continues(level i: Int, source: Int) -> Bool {
        guard i >= 0, i < openCount, case .int(let open) = keys[i] else { return false }
        return open == Int64(source)
    }

    /// Where the group keyed `key` at `level` ended, if it already did under the current outer group.
    @inline(__always)
    func closedPlace(of key: Value, level: Int) -> ClosedKeys.Place? {
        // Most levels keep none (the order check covers them): no call for those.
        guard keepsClosedKeys[level] else { return nil }
        return keptPlace(of: key, level: level)
    }

    private func keptPlace(of key: Value, level: Int) -> ClosedKeys.Place? {
        closedKeys[level].place(of: key)
    }

    /// The key of level `i`'s open group, or of the last group it had.
    func key(ofLevel i: Int) -> Value {
        precondition(i >= 0 && i < keys.count, "a level of the stack")
        return keys[i]
    }

    /// Opens `level` with `key`: every level inside it starts a new outer group.
    @inline(__always)
    mutating func open(level: Int, key: Value) {
        precondition(level >= 0 && level < keys.count, "a level of the stack")
        // Over an old key that holds no text (a date, an index), written as plain bytes.
        keys.store(key, at: level)
        openCount = level + 1
        for inner in (level + 1)..<max(level + 1, keys.count) { closedKeys[inner].removeAll() }
    }

    /// Whether the innermost open level keeps the keys of its closed groups (with their places).
    @inline(__always)
    var innermostKeepsClosedKeys: Bool { keepsClosedKeys[openCount - 1] }

    /// Closes the innermost open level, whose last record was at `place`: given only when the
    /// level keeps its closed keys (see ``innermostKeepsClosedKeys``), `nil` otherwise.
    @inline(__always)
    mutating func closeInnermost(at place: ClosedKeys.Place?) {
        let i = openCount - 1
        if keepsClosedKeys[i], let place { closedKeys[i].insert(keys[i], at: place) }
        openCount = i
    }
}
