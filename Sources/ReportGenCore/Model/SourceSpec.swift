/// One entry of `sources:`.
public struct SourceSpec: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    public var path: Located<String>?
    /// `url:`: JSON or NDJSON over HTTP(S).
    public var url: YAMLScalar?
    /// `sqlite:`: a database file, relative to the layout.
    public var sqlite: YAMLScalar?
    /// `postgres:`: a connection URL.
    public var postgres: YAMLScalar?
    /// `query:`, for `sqlite` and `postgres`.
    public var query: YAMLScalar?
    /// `arguments:`: expressions bound to the query's placeholders, in order.
    public var arguments: [YAMLScalar] = []
    /// Where `arguments:` is written, when it is.
    public var argumentsPosition: SourcePosition?
    /// `timeout:`, in seconds.
    public var timeout: YAMLScalar?
    /// Where the entry starts.
    public var position: SourcePosition
}
