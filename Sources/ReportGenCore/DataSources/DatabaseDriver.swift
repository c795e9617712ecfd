/// Runs a query on a database and gives its rows. The library has one for SQLite
/// (``SQLiteDriver``); a PostgreSQL client can plug in the same way.
package protocol DatabaseDriver: Sendable {
    /// Connects to `connection` (a file path or a URL, `${NAME}` expanded already), runs `query`
    /// with `arguments` bound to its placeholders, and returns a cursor on the first row to come.
    /// No wait may last longer than `timeoutMilliseconds`.
    func open(connection: String, query: String, arguments: [Value], timeoutMilliseconds: Int) throws(DatabaseError)
        -> DatabaseCursor
}
