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

/// `sqlite:` sources through the system SQLite: the file opened read-only, the query prepared
/// with its arguments bound, its rows stepped through one at a time.
struct SQLiteDriver: DatabaseDriver {
    /// Creates the driver.
    init() {}

    func open(connection path: String, query: String, arguments: [Value], timeoutMilliseconds: Int)
        throws(DatabaseError) -> DatabaseCursor
    {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { throw .unreachable("no such file") }
            throw .connection("cannot open: \(String(cString: strerror(errno)))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .connection("is a directory, not a database file") }
        // Opening a FIFO waits for a writer, and a device reads forever: only files are databases.
        if (info.st_mode & S_IFMT) != S_IFREG {
            throw .connection("is \(Self.kind(of: info.st_mode)), not a database file")
        }
        var handle: OpaquePointer?
        let opened = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil)
        guard let database = handle else { throw .connection("cannot open: out of memory") }
        guard opened == SQLITE_OK else {
            defer { sqlite3_close_v2(database) }
            throw .connection(Self.message(database))
        }
        // A writer holding a lock makes readers wait: no longer than the timeout.
        sqlite3_busy_timeout(database, Int32(clamping: timeoutMilliseconds))
        do throws(DatabaseError) {
            let statement = try prepare(query, database)
            do throws(DatabaseError) {
                try bind(arguments, to: statement, database)
            } catch {
                sqlite3_finalize(statement)
                throw error
            }
            return SQLiteCursor(database: database, statement: statement, timeoutMilliseconds: timeoutMilliseconds)
        } catch {
            sqlite3_close_v2(database)
            throw error
        }
    }

    private func prepare(_ query: String, _ database: OpaquePointer) throws(DatabaseError) -> OpaquePointer {
        var handle: OpaquePointer?
        var rest: UnsafePointer<CChar>?
        let prepared = query.withCString { text in
            let status = sqlite3_prepare_v2(database, text, -1, &handle, &rest)
            return (status, status == SQLITE_OK && Self.holdsAnotherStatement(rest, database))
        }
        guard prepared.0 == SQLITE_OK else {
            let message = Self.message(database)
            if sqlite3_errcode(database) == SQLITE_NOTADB { throw .connection(message) }
            throw .query(message)
        }
        guard let statement = handle else { throw .query("the query is empty") }
        guard !prepared.1 else {
            sqlite3_finalize(statement)
            throw .query("the query holds more than one statement; a source runs one SELECT")
        }
        guard sqlite3_stmt_readonly(statement) != 0 else {
            sqlite3_finalize(statement)
            throw .query("the query would change the database; a source only reads")
        }
        return statement
    }

    /// Whether `tail`, what follows a query's first statement, holds another one: SQLite itself
    /// tells, so that semicolons, spaces and comments (`; -- note`) are none.
    private static func holdsAnotherStatement(_ tail: UnsafePointer<CChar>?, _ database: OpaquePointer) -> Bool {
        var rest = tail
        // Each round consumes at least a byte: bounded by the query's length.
        while let text = rest, text.pointee != 0 {
            var handle: OpaquePointer?
            var next: UnsafePointer<CChar>?
            let status = sqlite3_prepare_v2(database, text, -1, &handle, &next)
            if let handle {
                sqlite3_finalize(handle)
                return true
            }
            // Text that is no statement and no comment is an error, and so another statement.
            guard status == SQLITE_OK, let next, next > text else { return status != SQLITE_OK }
            rest = next
        }
        return false
    }

    private func bind(_ arguments: [Value], to statement: OpaquePointer, _ database: OpaquePointer)
        throws(DatabaseError)
    {
        let placeholders = Int(sqlite3_bind_parameter_count(statement))
        guard placeholders == arguments.count else {
            throw .query(
                "the query has \(placeholders) placeholder\(placeholders == 1 ? "" : "s"), but 'arguments' gives "
                    + "\(arguments.count) value\(arguments.count == 1 ? "" : "s")")
        }
        // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        var numbers: OpaquePointer?
        defer { sqlite3_finalize(numbers) }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch argument {
            case .null: status = sqlite3_bind_null(statement, index)
            case .int(let n): status = sqlite3_bind_int64(statement, index, n)
            case .bool(let b): status = sqlite3_bind_int64(statement, index, b ? 1 : 0)
            case .decimal:
                // A number, as SQLite reads the decimal's exact text (an INTEGER when whole, else
                // a REAL): as text it would be greater than every number in a column without a
                // declared type or in an expression (`abs(amount) >= ?` would match nothing).
                if numbers == nil {
                    guard sqlite3_prepare_v2(database, "SELECT CAST(?1 AS NUMERIC)", -1, &numbers, nil) == SQLITE_OK
                    else { throw .query(Self.message(database)) }
                }
                sqlite3_reset(numbers)
                sqlite3_bind_text(numbers, 1, argument.description, -1, transient)
                guard sqlite3_step(numbers) == SQLITE_ROW else { throw .query(Self.message(database)) }
                status = sqlite3_bind_value(statement, index, sqlite3_column_value(numbers, 0))
            // Dates and datetimes as ISO text, which sorts as they do.
            case .string, .date, .datetime:
                status = sqlite3_bind_text(statement, index, argument.description, -1, transient)
            }
            guard status == SQLITE_OK else { throw .query(Self.message(database)) }
        }
    }

    /// What a file that is not a regular file is, for the message.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// SQLite's message for the connection's last error.
    static func message(_ database: OpaquePointer) -> String {
        sqlite3_errmsg(database).map { String(cString: $0) } ?? "SQLite error \(sqlite3_errcode(database))"
    }
}
