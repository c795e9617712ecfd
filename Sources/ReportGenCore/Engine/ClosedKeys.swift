/// The keys of one level's groups already closed under the current outer group, with where each
/// ended, kept compactly: every key, its full hash and its place are bytes in one array (the
/// value as ``HeldItemCoding`` writes it, so it reads back exact), found through an open-address
/// table of offsets into it. About 8 bytes of table and 12 of hash and place a key, plus the
/// key's own bytes (a 10-letter text: 12) — against about 200 for a dictionary of values and
/// places, each place retaining its stream's path.
///
/// A hash match is checked against the key read back, as ``GroupKey`` compares (numbers by
/// value, texts by canonical equivalence): hashes that collide never make two keys one.
struct ClosedKeys {
    /// Where a closed group's last record was: its stream (`nil` before any) and line.
    struct Place: Equatable {
        var source: Int?
        var line: Int
    }

    /// Per key: its hash (8 bytes), stream + 1 and line (counts), then the key's bytes.
    private var bytes: [UInt8] = []
    /// Open addressing: each slot 0 (empty) or an offset into ``bytes`` plus 1.
    private var slots: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The memory the keys take: their bytes and the table's.
    var storedBytes: Int { bytes.capacity + slots.capacity * MemoryLayout<Int>.stride }

    mutating func removeAll() {
        guard count > 0 else { return }
        bytes.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = 0 }
        count = 0
    }

    /// Where the group keyed `key` ended, if it is kept.
    func place(of key: Value) -> Place? {
        guard count > 0 else { return nil }
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let offset = slots[slot] - 1
            if word(at: offset) == hash, let (place, kept) = read(at: offset),
                GroupKey(value: kept) == GroupKey(value: key)
            {
                return place
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Keeps `key`, which ended at `place` (a key already kept keeps its first place).
    mutating func insert(_ key: Value, at place: Place) {
        guard self.place(of: key) == nil else { return }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let hash = Self.hash(key)
        let offset = bytes.count
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: hash >> (8 * UInt64(i)))) }
        HeldItemCoding.appendCount(place.source.map { $0 + 1 } ?? 0, to: &bytes)
        HeldItemCoding.appendCount(place.line, to: &bytes)
        HeldItemCoding.append(key, to: &bytes)
        put(offset: offset, hash: hash)
        count += 1
    }

    private mutating func put(offset: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = offset + 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(16, old.count * 2))
        for entry in old where entry != 0 { put(offset: entry - 1, hash: word(at: entry - 1)) }
    }

    private func word(at offset: Int) -> UInt64 {
        var word: UInt64 = 0
        for i in 0..<8 { word |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        return word
    }

    private func read(at offset: Int) -> (Place, Value)? {
        var reader = HeldItemCoding.Reader(bytes: bytes, position: offset + 8, end: bytes.count)
        guard let source = try? reader.count(), let line = try? reader.count(), let key = try? reader.value() else {
            return nil
        }
        return (Place(source: source == 0 ? nil : source - 1, line: line), key)
    }

    /// The key's hash, as ``GroupKey`` hashes (equal keys, equal hashes).
    private static func hash(_ key: Value) -> UInt64 {
        var hasher = Hasher()
        GroupKey(value: key).hash(into: &hasher)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
