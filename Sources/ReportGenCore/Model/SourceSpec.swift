/// One entry of `sources:`.
struct SourceSpec: Sendable {
    var name: Located<String>
    var title: Located<String>?
    var path: Located<String>?
    /// `url:`: JSON or NDJSON over HTTP(S).
    var url: YAMLScalar?
    /// `sqlite:`: a database file, relative to the layout.
    var sqlite: YAMLScalar?
    /// `postgres:`: a connection URL.
    var postgres: YAMLScalar?
    /// `query:`, for `sqlite` and `postgres`.
    var query: YAMLScalar?
    /// `arguments:`: expressions bound to the query's placeholders, in order.
    var arguments: [YAMLScalar] = []
    /// Where `arguments:` is written, when it is.
    var argumentsPosition: SourcePosition?
    /// `timeout:`, in seconds.
    var timeout: YAMLScalar?
    /// `required:`: a run without this source fails, whatever rows could show it missing.
    var required: Located<Bool>?
    /// `max_bytes:`, for `url`: the longest body read, in bytes (`64 MiB` and the like too).
    var maxBytes: YAMLScalar?
    /// Where the entry starts.
    var position: SourcePosition
}
