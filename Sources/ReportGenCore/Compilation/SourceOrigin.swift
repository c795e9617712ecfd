/// Where a declared source's records come from when it is not a file: `url:`, `sqlite:` or
/// `postgres:`, with its query and how long any wait may take.
public struct SourceOrigin: Sendable {
    /// The kind of place.
    public enum Kind: String, Sendable, CaseIterable {
        /// JSON or NDJSON over HTTP(S).
        case url
        /// A SQLite database file.
        case sqlite
        /// A PostgreSQL server.
        case postgres
    }

    /// The default `timeout:`, in milliseconds.
    public static let defaultTimeoutMilliseconds = 30_000

    public var kind: Kind
    /// The value as written (it may hold `${NAME}`), with its place in the layout.
    public var location: YAMLScalar
    /// `query:` and `arguments:`, for `sqlite` and `postgres`.
    public var query: SourceQuery?
    /// `timeout:`: the longest any one wait may take, in milliseconds.
    public var timeoutMilliseconds: Int
}
