#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A prepared SQLite statement stepping through its rows (SQLite's own cursor: nothing is
/// collected). Owns its connection and closes both. Each step (the wait for the next row) may take
/// at most the source's timeout: SQLite's progress handler interrupts a query that runs longer.
final class SQLiteCursor: DatabaseCursor {
    private let database: OpaquePointer
    private let statement: OpaquePointer
    private let timeoutMilliseconds: Int
    /// When the step under way must end, read by the progress handler.
    private let deadline = StepDeadline()
    let columnNames: [String]
    /// The text of the last REAL cell asked for (a REAL's positional text fits in 400 bytes).
    private let realText = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 512)

    /// Takes over an open connection and its prepared statement.
    init(database: OpaquePointer, statement: OpaquePointer, timeoutMilliseconds: Int) {
        self.database = database
        self.statement = statement
        self.timeoutMilliseconds = timeoutMilliseconds
        // Every 1,000 virtual machine instructions: microseconds apart.
        sqlite3_progress_handler(
            database, 1_000,
            { context in
                guard let context else { return 0 }
                return Unmanaged<StepDeadline>.fromOpaque(context).takeUnretainedValue().hasPassed ? 1 : 0
            }, Unmanaged.passUnretained(deadline).toOpaque())
        columnNames = (0..<sqlite3_column_count(statement)).map { i in
            sqlite3_column_name(statement, i).map { String(cString: $0) } ?? "column \(i + 1)"
        }
    }

    deinit {
        sqlite3_progress_handler(database, 0, nil, nil)
        realText.deallocate()
        sqlite3_finalize(statement)
        sqlite3_close_v2(database)
    }

    func step() throws(DatabaseError) -> Bool {
        deadline.start(milliseconds: timeoutMilliseconds)
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case SQLITE_INTERRUPT:
            throw .query("the query gave no row within \(SourceTimeout.text(milliseconds: timeoutMilliseconds))")
        default: throw .query(SQLiteDriver.message(database))
        }
    }

    func cell(_ column: Int) -> DatabaseCell {
        let i = Int32(column)
        switch sqlite3_column_type(statement, i) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, i))
        case SQLITE_FLOAT:
            // A REAL is binary floating point: it travels as its shortest round-trip text, so that
            // 3.11 reads as 3.11 (documented in docs/sources.md).
            let text = Self.positionalText(sqlite3_column_double(statement, i)).utf8
            let count = min(text.count, realText.count)
            _ = realText.initialize(from: text.prefix(count))
            return .number(UnsafeBufferPointer(rebasing: realText[0..<count]))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(statement, i))
            guard let text = sqlite3_column_text(statement, i) else {
                return .text(UnsafeBufferPointer(start: nil, count: 0))
            }
            return .text(UnsafeBufferPointer(start: text, count: count))
        default:
            // The pointer first, then its length, as SQLite asks.
            let blob = sqlite3_column_blob(statement, i)
            let count = Int(sqlite3_column_bytes(statement, i))
            guard let blob else {
                return .binary(UnsafeBufferPointer(start: nil, count: 0))
            }
            return .binary(UnsafeBufferPointer(start: blob.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// The shortest text that reads back as `value`, without an exponent when a decimal can hold
    /// it: `1e-05` → `0.00001`, `1e+300` as it is.
    static func positionalText(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
        return NumberText.positional("\(value)")
    }
}

/// The end of one step's time, on the monotonic clock.
final class StepDeadline {
    private var limit: UInt64 = .max

    /// Starts a step that may take `milliseconds`.
    func start(milliseconds: Int) {
        limit = Self.now() + UInt64(milliseconds) * 1_000_000
    }

    var hasPassed: Bool { Self.now() > limit }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
