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

    /// The default `timeout:`, in milliseconds: for a URL the seeds' networked version's 5 seconds
    /// (then "not currently available"), for a database 30 (a query may work a while before its
    /// first row).
    static func defaultTimeoutMilliseconds(_ kind: Kind) -> Int {
        kind == .url ? 5_000 : 30_000
    }

    var kind: Kind
    /// The value as written (it may hold `${NAME}`), with its place in the layout.
    var location: YAMLScalar
    /// `query:` and `arguments:`, for `sqlite` and `postgres`.
    var query: SourceQuery?
    /// `timeout:`: the longest any one wait may take, in milliseconds.
    var timeoutMilliseconds: Int
    /// `max_bytes:`: the longest body a `url:` answer may have, in bytes.
    var maxBytes: Int = Self.defaultMaxBytes

    /// The default `max_bytes:`: 4 GiB.
    static let defaultMaxBytes = 4 << 30
    /// The largest `max_bytes:` accepted: 1 TiB.
    static let largestMaxBytes = 1 << 40
}
