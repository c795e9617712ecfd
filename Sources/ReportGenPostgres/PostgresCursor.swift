import CLibPQ
import ReportGenCore

/// A query's rows in libpq's single-row mode: the server streams the result and the client holds
/// one row at a time, whatever the result's size.
final class PostgresCursor: DatabaseCursor {
    private let connection: PostgresConnection
    private var pq: LibPQ { connection.pq }
    /// The current row (a one-row result), cleared when the cursor moves.
    private var row: OpaquePointer?
    /// The first result, read when the query was sent (it tells the columns, or the query's error).
    private var pending: OpaquePointer?
    private var finished = false
    let columnNames: [String]
    private let types: [UInt32]
    /// Room for a cell rewritten into the form the conversions read (timestamps, booleans).
    private let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 512)
    /// Room for a bytea's bytes, decoded from its hex text; grown as a cell needs.
    private var binary = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)

    /// Takes over `connection`, whose query was sent, and its first result.
    init(connection: PostgresConnection, first: OpaquePointer) {
        self.connection = connection
        pending = first
        let pq = connection.pq
        let count = pq.fieldCount(first)
        columnNames = (0..<count).map { pq.fieldName(first, $0).map { String(cString: $0) } ?? "?column?" }
        types = (0..<count).map { UInt32(pq.fieldType(first, $0)) }
    }

    deinit {
        scratch.deallocate()
        binary.deallocate()
        if let row { pq.clear(row) }
        if let pending { pq.clear(pending) }
    }

    func step() throws(DatabaseError) -> Bool {
        if let row {
            pq.clear(row)
            self.row = nil
        }
        guard !finished else { return false }
        let next: OpaquePointer?
        if let pending {
            next = pending
            self.pending = nil
        } else {
            next = try connection.nextResult(until: ContinuousClock.now + .milliseconds(connection.timeoutMilliseconds))
        }
        guard let result = next else {
            finished = true
            return false
        }
        switch pq.resultStatus(result) {
        case PGRES_SINGLE_TUPLE:
            row = result
            return true
        case PGRES_TUPLES_OK:
            pq.clear(result)
            finished = true
            connection.drain(until: ContinuousClock.now + .milliseconds(connection.timeoutMilliseconds))
            return false
        default:
            let message = Self.message(of: result, connection)
            pq.clear(result)
            finished = true
            throw .query(message)
        }
    }

    func cell(_ column: Int) -> DatabaseCell {
        guard let row else { return .null }
        let c = Int32(column)
        if pq.getIsNull(row, 0, c) == 1 { return .null }
        let count = Int(pq.getLength(row, 0, c))
        guard let value = pq.getValue(row, 0, c) else { return .null }
        let bytes = UnsafeRawPointer(value).withMemoryRebound(to: UInt8.self, capacity: count) {
            UnsafeBufferPointer(start: $0, count: count)
        }
        switch types[column] {
        case PostgresType.bool:
            // 't' and 'f' read as the words the conversions know.
            return .text(copy(bytes.first == UInt8(ascii: "t") ? "true" : "false"))
        case PostgresType.int2, PostgresType.int4, PostgresType.int8, PostgresType.numeric, PostgresType.oid:
            return .number(bytes)
        case PostgresType.float4, PostgresType.float8:
            // Printed shortest, but with an exponent past some size: the digits without it.
            guard bytes.contains(UInt8(ascii: "e")) else { return .number(bytes) }
            return .number(copy(NumberText.positional(String(decoding: bytes, as: UTF8.self))))
        case PostgresType.timestamptz:
            // `2016-04-01 09:30:00+00` → `2016-04-01 09:30:00+00:00`: ISO 8601 offsets have minutes.
            let n = bytes.count
            if n >= 3, n + 3 <= scratch.count, bytes[n - 3] == UInt8(ascii: "+") || bytes[n - 3] == UInt8(ascii: "-") {
                _ = scratch.initialize(from: bytes)
                _ = UnsafeMutableBufferPointer(rebasing: scratch[n..<(n + 3)]).initialize(from: ":00".utf8)
                return .text(UnsafeBufferPointer(rebasing: scratch[0..<(n + 3)]))
            }
            return .text(bytes)
        case PostgresType.bytea:
            return .binary(decodedHex(bytes))
        default:
            return .text(bytes)
        }
    }

    /// A bytea's bytes from its text, `\x` and two hex digits a byte (the server's default
    /// `bytea_output`); text in any other form is given as it is.
    private func decodedHex(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard text.count >= 2, text.count % 2 == 0, text[0] == UInt8(ascii: "\\"), text[1] == UInt8(ascii: "x") else {
            return text
        }
        let count = (text.count - 2) / 2
        if binary.count < count {
            binary.deallocate()
            binary = .allocate(capacity: count)
        }
        for k in 0..<count {
            guard let high = HexDigit.value(text[2 + 2 * k]), let low = HexDigit.value(text[3 + 2 * k]) else {
                return text
            }
            binary[k] = high << 4 | low
        }
        return UnsafeBufferPointer(rebasing: binary[0..<count])
    }

    private func copy(_ text: String) -> UnsafeBufferPointer<UInt8> {
        let count = min(text.utf8.count, scratch.count)
        _ = scratch.initialize(from: text.utf8.prefix(count))
        return UnsafeBufferPointer(rebasing: scratch[0..<count])
    }

    /// The server's message for a failed result: its primary text, and where in the query it is.
    static func message(of result: OpaquePointer, _ connection: PostgresConnection) -> String {
        let pq = connection.pq
        guard let primary = pq.resultErrorField(result, Int32(UInt8(ascii: "M"))) else {
            return connection.errorMessage
        }
        var message = String(cString: primary)
        if let position = pq.resultErrorField(result, Int32(UInt8(ascii: "P"))) {
            message += " (at character \(String(cString: position)) of the query)"
        }
        return message
    }
}
