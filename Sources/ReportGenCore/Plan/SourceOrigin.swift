/// Where a declared source's records come from when it is not a file: `url:`, `sqlite:` or
/// `postgres:`, with its query and how long any wait may take.
package struct SourceOrigin: Sendable {
    /// The kind of place.
    enum Kind: String, Sendable, CaseIterable {
        /// JSON or NDJSON over HTTP(S).
        case url
        /// A SQLite database file.
        case sqlite
        /// A PostgreSQL server.
        case postgres
    }

    /// The default `timeout:`, in milliseconds.
    static let defaultTimeoutMilliseconds = 30_000

    var kind: Kind
    /// The value as written (it may hold `${NAME}`), with its place in the layout.
    var location: YAMLScalar
    /// `query:` and `arguments:`, for `sqlite` and `postgres`.
    var query: SourceQuery?
    /// `timeout:`: the longest any one wait may take, in milliseconds.
    var timeoutMilliseconds: Int
}
