import CLibPQ
import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `postgres:` sources through libpq: connects within the timeout, reads in a read-only session
/// with ISO dates in UTC, binds the arguments as text to `$1`, `$2`, … (never pasted into the SQL),
/// and streams the rows in single-row mode.
package struct PostgresDriver: DatabaseDriver {
    /// Creates the driver.
    package init() {}

    /// What every session sets first: no writes, dates and times in the forms the conversions read,
    /// text in UTF-8 whatever the database's encoding (the server converts it), bytea as hex
    /// whatever a role's `bytea_output` says.
    static let settings =
        "SET default_transaction_read_only = on; SET DateStyle = 'ISO, YMD'; SET TimeZone = 'UTC'; "
        + "SET client_encoding = 'UTF8'; SET bytea_output = 'hex'"

    package func open(connection url: String, query: String, arguments: [Value], timeoutMilliseconds: Int)
        throws(DatabaseError) -> DatabaseCursor
    {
        let connection = try PostgresConnection.connect(url, timeoutMilliseconds: timeoutMilliseconds)
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        let handle = connection.handle
        let pq = connection.pq
        guard pq.sendQuery(handle, Self.settings) == 1 else { throw .connection(connection.errorMessage) }
        while let result = try connection.nextResult(until: deadline) {
            defer { pq.clear(result) }
            guard pq.resultStatus(result) == PGRES_COMMAND_OK else {
                throw .connection(PostgresCursor.message(of: result, connection))
            }
        }
        let texts = arguments.map { $0.isNull ? nil : strdup($0.description) }
        defer { texts.forEach { free($0) } }
        let sent = texts.map { $0.map { UnsafePointer($0) } }.withUnsafeBufferPointer { values in
            pq.sendQueryParams(handle, query, Int32(values.count), nil, values.baseAddress, nil, nil, 0)
        }
        guard sent == 1 else { throw .query(connection.errorMessage) }
        guard pq.setSingleRowMode(handle) == 1 else {
            throw .query("cannot stream the rows: \(connection.errorMessage)")
        }
        guard let first = try connection.nextResult(until: deadline) else { throw .query("the server gave no result") }
        switch pq.resultStatus(first) {
        case PGRES_SINGLE_TUPLE, PGRES_TUPLES_OK:
            return PostgresCursor(connection: connection, first: first)
        case PGRES_COMMAND_OK:
            pq.clear(first)
            throw .query("the query returns no rows; a source runs a SELECT")
        default:
            let message = PostgresCursor.message(of: first, connection)
            pq.clear(first)
            connection.drain(until: deadline)
            throw .query(message)
        }
    }
}
