/// Why a database source could not be read.
package enum DatabaseError: Error, Equatable, Sendable {
    /// The database is not there (no such file, a server that cannot be reached): the source is
    /// *missing*, because of the reason given.
    case unreachable(String)
    /// The database was there but refused the connection (a wrong password, no such database, a
    /// file that is not a database): an error at the source's location.
    case connection(String)
    /// The query failed (an SQL error, wrong arguments, a failure while reading rows): an error at
    /// the query, with the database's message.
    case query(String)
}
