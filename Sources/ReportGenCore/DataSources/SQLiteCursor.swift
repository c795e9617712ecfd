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
            // A REAL is binary floating point: it reads as its shortest round-trip text, so that
            // 3.11 reads as 3.11 (documented in docs/sources.md).
            return .real(sqlite3_column_double(statement, i))
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
