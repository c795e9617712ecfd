/// Where held output waits once it outgrows its memory budget (see ``HeldOutput``): items are
/// written in order to one unlinked temporary file, each as a length and the bytes of
/// ``HeldItemCoding``, and read back in that order; the rows that fill a placeholder already on
/// disk go to a second file, found again by the placeholder's number. Memory holds one chunk
/// being written or read, and a position per filled placeholder.
final class HeldSpill {
    /// The files could not be made, written or read (a full disk, say), or the file holds more
    /// than the limit allows.
    struct Failure: Error {
        var message: String
    }

    private static let chunkSize = 1 << 20
    private let diskLimit: Int
    private let items: UnlinkedFile
    private let fills: UnlinkedFile
    /// Encoded items not yet written.
    private var pending: [UInt8] = []
    /// The bytes written to ``items``; each item written starts at the offset recorded for it
    /// when it is a mark (see ``offset(beforeItem:)``).
    private(set) var itemBytes = 0
    private var fillBytes = 0
    /// Per placeholder on disk that was filled: where its rows are in ``fills``.
    private var fillRanges: [Int: Range<Int>] = [:]

    /// Opens the two files; `diskLimit` bounds the bytes they hold together.
    init(diskLimit: Int) throws(Failure) {
        guard let items = UnlinkedFile(purpose: "held"), let fills = UnlinkedFile(purpose: "held-headers") else {
            throw Failure(message: "cannot make a temporary file for held rows: \(UnlinkedFile.lastError)")
        }
        self.items = items
        self.fills = fills
        self.diskLimit = diskLimit
    }

    /// The offset in the item file where the next item written starts.
    var endOffset: Int { itemBytes + pending.count }

    /// Queues `item` behind those written.
    func append(_ item: HeldOutput.Item) throws(Failure) {
        let start = pending.count
        pending.append(contentsOf: [0, 0, 0, 0])
        HeldItemCoding.append(item, to: &pending)
        let length = UInt32(truncatingIfNeeded: pending.count - start - 4)
        for i in 0..<4 { pending[start + i] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(i))) }
        if pending.count >= Self.chunkSize { try flush() }
    }

    /// Keeps the rows that fill placeholder `index`, an item already given to ``append(_:)``.
    func fill(placeholder index: Int, with rows: [TypedRow]) throws(Failure) {
        var bytes: [UInt8] = []
        HeldItemCoding.append(.rows(rows), to: &bytes)
        try checkLimit(adding: bytes.count)
        guard bytes.withUnsafeBytes({ fills.write($0, at: fillBytes) }) else { throw writeFailure() }
        fillRanges[index] = fillBytes..<(fillBytes + bytes.count)
        fillBytes += bytes.count
    }

    /// Drops every item from `offset` (an ``endOffset`` read before they were appended) on.
    func truncate(to offset: Int) throws(Failure) {
        try flush()
        items.truncate(to: offset)
        itemBytes = offset
    }

    /// Reads every item back in order, placeholders replaced by their rows (``HeldOutput/Item/rows(_:)``
    /// when filled); `firstIndex` is the first item's number, which placeholders are known by.
    /// Then both files are empty again.
    func readBack(firstIndex: Int, _ body: (HeldOutput.Item) throws -> Void) throws {
        try flush()
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        var start = 0
        var end = 0
        var offset = 0
        var index = firstIndex
        while true {
            let available = end - start
            let needed = available < 4 ? 4 : 4 + Self.length(in: buffer, at: start)
            if available >= needed {
                var reader = HeldItemCoding.Reader(bytes: buffer, position: start + 4, end: start + needed)
                let item = try reader.item()
                start += needed
                if case .placeholder = item, let range = fillRanges[index] {
                    try body(try readFill(range))
                } else {
                    try body(item)
                }
                index += 1
                continue
            }
            guard offset < itemBytes else { break }
            // The next item's bytes, from the file: what is left moves to the front first.
            if start > 0 {
                buffer.replaceSubrange(0..<available, with: buffer[start..<end])
                start = 0
                end = available
            }
            if needed > buffer.count { buffer.append(contentsOf: repeatElement(0, count: needed - buffer.count)) }
            let n = buffer.withUnsafeMutableBytes { bytes in
                items.read(
                    into: UnsafeMutableRawBufferPointer(
                        rebasing: bytes[end..<min(bytes.count, end + itemBytes - offset)]),
                    at: offset)
            }
            guard n > 0 else { throw readFailure() }
            offset += n
            end += n
        }
        guard start == end else { throw Failure(message: "the temporary file of held rows ends inside a row") }
        items.truncate(to: 0)
        fills.truncate(to: 0)
        itemBytes = 0
        fillBytes = 0
        fillRanges.removeAll()
    }

    private func readFill(_ range: Range<Int>) throws -> HeldOutput.Item {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                fills.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]), at: range.lowerBound + done)
            }
            guard n > 0 else { throw readFailure() }
            done += n
        }
        var reader = HeldItemCoding.Reader(bytes: bytes, position: 0, end: bytes.count)
        return try reader.item()
    }

    private static func length(in bytes: [UInt8], at start: Int) -> Int {
        Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16 | Int(bytes[start + 3]) << 24
    }

    private func flush() throws(Failure) {
        guard !pending.isEmpty else { return }
        try checkLimit(adding: pending.count)
        guard pending.withUnsafeBytes({ items.write($0, at: itemBytes) }) else { throw writeFailure() }
        itemBytes += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    private func checkLimit(adding count: Int) throws(Failure) {
        guard itemBytes + fillBytes + count <= diskLimit else {
            throw Failure(
                message: "the rows held for a header's aggregates need more than the \(diskLimit) bytes "
                    + "of temporary disk allowed for them")
        }
    }

    private func writeFailure() -> Failure {
        Failure(message: "cannot write held rows to their temporary file: \(UnlinkedFile.lastError)")
    }

    private func readFailure() -> Failure {
        Failure(message: "cannot read held rows back from their temporary file: \(UnlinkedFile.lastError)")
    }
}

/// The bytes a held item is kept as on disk: a tag, then its parts; numbers little-endian,
/// counts and lengths as variable-length integers, texts as their UTF-8. Every value reads back
/// equal to what was written (decimals keep mantissa and scale, timestamps their offset).
enum HeldItemCoding {
    private enum Tag: UInt8 {
        case row = 1, placeholder, rows, opened, closed
    }

    private enum ValueTag: UInt8 {
        case null = 0, isFalse, isTrue, int, decimal, string, date, datetime, naiveDatetime
    }

    static func append(_ item: HeldOutput.Item, to bytes: inout [UInt8]) {
        switch item {
        case .row(let row):
            bytes.append(Tag.row.rawValue)
            append(row, to: &bytes)
        case .placeholder:
            bytes.append(Tag.placeholder.rawValue)
        case .rows(let rows):
            bytes.append(Tag.rows.rawValue)
            appendCount(rows.count, to: &bytes)
            for row in rows { append(row, to: &bytes) }
        case .event(.opened(let level, let key)):
            bytes.append(Tag.opened.rawValue)
            appendCount(level, to: &bytes)
            append(key, to: &bytes)
        case .event(.closed(let level)):
            bytes.append(Tag.closed.rawValue)
            appendCount(level, to: &bytes)
        }
    }

    private static func append(_ row: TypedRow, to bytes: inout [UInt8]) {
        appendCount(row.kind, to: &bytes)
        appendCount(row.level, to: &bytes)
        bytes.append(row.band.map { $0 == .odd ? 1 : 2 } ?? 0)
        bytes.append(UInt8(RowRole.allCases.firstIndex(of: row.role) ?? 0))
        appendValues(row.fields, to: &bytes)
        let section = row.section
        let explicitID = row.explicitID
        let continuation = row.continuation
        let origin = row.origin
        bytes.append(
            (section == nil ? 0 : 1) | (explicitID == nil ? 0 : 2) | (continuation == nil ? 0 : 4)
                | (origin == nil ? 0 : 8))
        if let section { appendText(section, to: &bytes) }
        if let explicitID { appendText(explicitID, to: &bytes) }
        if let continuation { appendValues(continuation, to: &bytes) }
        if let origin {
            bytes.append((origin.source == nil ? 0 : 1) | (origin.countsRows ? 2 : 0))
            if let source = origin.source { appendText(source, to: &bytes) }
            appendText(origin.path, to: &bytes)
            appendCount(origin.line, to: &bytes)
        }
    }

    private static func appendValues(_ values: [Value], to bytes: inout [UInt8]) {
        appendCount(values.count, to: &bytes)
        for value in values { append(value, to: &bytes) }
    }

    /// Appends `value`'s bytes, which ``Reader/value()`` reads back equal.
    static func append(_ value: Value, to bytes: inout [UInt8]) {
        switch value {
        case .null: bytes.append(ValueTag.null.rawValue)
        case .bool(let b): bytes.append(b ? ValueTag.isTrue.rawValue : ValueTag.isFalse.rawValue)
        case .int(let i):
            bytes.append(ValueTag.int.rawValue)
            appendWord(UInt64(bitPattern: i), to: &bytes)
        case .decimal(let d):
            bytes.append(ValueTag.decimal.rawValue)
            appendWord(d.wideMantissa.low, to: &bytes)
            appendWord(UInt64(bitPattern: d.wideMantissa.high), to: &bytes)
            bytes.append(UInt8(truncatingIfNeeded: d.scale))
        case .string(let s):
            bytes.append(ValueTag.string.rawValue)
            appendText(s, to: &bytes)
        case .date(let d):
            bytes.append(ValueTag.date.rawValue)
            appendWord(UInt64(bitPattern: Int64(d.daysSinceEpoch)), to: &bytes)
        case .datetime(let t):
            bytes.append(t.utcOffset == nil ? ValueTag.naiveDatetime.rawValue : ValueTag.datetime.rawValue)
            appendWord(UInt64(bitPattern: t.seconds), to: &bytes)
            appendWord(UInt64(UInt32(bitPattern: t.nanoseconds)), to: &bytes)
            if let offset = t.utcOffset { appendWord(UInt64(UInt32(bitPattern: offset)), to: &bytes) }
        }
    }

    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        appendCount(text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    private static func appendWord(_ word: UInt64, to bytes: inout [UInt8]) {
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(i)))) }
    }

    static func appendCount(_ count: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(count)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Reads items back from `bytes[position..<end]`.
    struct Reader {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        mutating func item() throws(HeldSpill.Failure) -> HeldOutput.Item {
            switch Tag(rawValue: try byte()) {
            case .row: return .row(try row())
            case .placeholder: return .placeholder
            case .rows:
                let count = try self.count()
                var rows: [TypedRow] = []
                rows.reserveCapacity(count)
                for _ in 0..<count { rows.append(try row()) }
                return .rows(rows)
            case .opened:
                let level = try count()
                return .event(.opened(level: level, key: try value()))
            case .closed: return .event(.closed(level: try count()))
            case nil: throw Self.malformed
            }
        }

        private mutating func row() throws(HeldSpill.Failure) -> TypedRow {
            let kind = try count()
            let level = try count()
            let band: Band?
            switch try byte() {
            case 0: band = nil
            case 1: band = .odd
            case 2: band = .even
            default: throw Self.malformed
            }
            let roleIndex = Int(try byte())
            guard roleIndex < RowRole.allCases.count else { throw Self.malformed }
            let role = RowRole.allCases[RowRole.allCases.index(RowRole.allCases.startIndex, offsetBy: roleIndex)]
            let fields = try values()
            let flags = try byte()
            var row = TypedRow(
                kind: kind, level: level, band: band, section: flags & 1 != 0 ? try text() : nil, role: role,
                fields: fields)
            if flags & 2 != 0 { row.explicitID = try text() }
            if flags & 4 != 0 { row.continuation = try values() }
            if flags & 8 != 0 {
                let originFlags = try byte()
                let source = originFlags & 1 != 0 ? try text() : nil
                row.origin = RowOrigin(
                    source: source, path: try text(), line: try count(), countsRows: originFlags & 2 != 0)
            }
            return row
        }

        private mutating func values() throws(HeldSpill.Failure) -> [Value] {
            let count = try self.count()
            var values: [Value] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try value()) }
            return values
        }

        mutating func value() throws(HeldSpill.Failure) -> Value {
            switch ValueTag(rawValue: try byte()) {
            case .null: return .null
            case .isFalse: return .bool(false)
            case .isTrue: return .bool(true)
            case .int: return .int(Int64(bitPattern: try word()))
            case .decimal:
                let low = try word()
                let high = try word()
                let scale = Int(try byte())
                guard scale <= FixedDecimal.maxScale else { throw Self.malformed }
                return .decimal(
                    FixedDecimal(unchecked: Signed128(high: Int64(bitPattern: high), low: low), scale: scale))
            case .string: return .string(try text())
            case .date: return .date(CivilDate(daysSinceEpoch: Int(Int64(bitPattern: try word()))))
            case .datetime, .naiveDatetime:
                let naive = bytes[position - 1] == ValueTag.naiveDatetime.rawValue
                let seconds = Int64(bitPattern: try word())
                let nanoseconds = Int32(bitPattern: UInt32(truncatingIfNeeded: try word()))
                let offset = naive ? nil : Int32(bitPattern: UInt32(truncatingIfNeeded: try word()))
                return .datetime(Timestamp(seconds: seconds, nanoseconds: nanoseconds, utcOffset: offset))
            case nil: throw Self.malformed
            }
        }

        private mutating func text() throws(HeldSpill.Failure) -> String {
            let count = try self.count()
            guard count <= end - position else { throw Self.malformed }
            defer { position += count }
            return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
        }

        private mutating func word() throws(HeldSpill.Failure) -> UInt64 {
            guard end - position >= 8 else { throw Self.malformed }
            var word: UInt64 = 0
            for i in 0..<8 { word |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
            position += 8
            return word
        }

        mutating func count() throws(HeldSpill.Failure) -> Int {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                result |= UInt64(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
                guard shift < 63 else { throw Self.malformed }
            }
            guard result <= UInt64(Int.max) else { throw Self.malformed }
            return Int(result)
        }

        private mutating func byte() throws(HeldSpill.Failure) -> UInt8 {
            guard position < end else { throw Self.malformed }
            defer { position += 1 }
            return bytes[position]
        }

        private static var malformed: HeldSpill.Failure {
            HeldSpill.Failure(message: "the temporary file of held rows does not read back (was it changed?)")
        }
    }
}
