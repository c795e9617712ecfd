import Foundation
import TestSupport

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// SQLite database files for the tests, made with the system SQLite.
enum SQLiteFiles {
    struct SetupError: Error {
        var message: String
    }

    /// A new database file made by running `sql`.
    static func make(_ sql: String) throws -> String {
        let directory = try ScratchDirectory.make("sqlite")
        let path = directory.appendingPathComponent("test.sqlite").path
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let database = handle else {
            throw SetupError(message: "cannot create \(path)")
        }
        defer { sqlite3_close(database) }
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw SetupError(message: message)
        }
        return path
    }
}
