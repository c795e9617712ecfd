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
    /// `fields:`: how this source writes some of the declared fields, where it differs.
    var fields: [SourceFieldSpec] = []
    /// Where the entry starts.
    var position: SourcePosition
}

/// One entry of a source's `fields:`: a declared field's conversion keys for that source only
/// (the row type stays the layout's). A key not given is the declared field's.
struct SourceFieldSpec: Sendable {
    var name: Located<String>
    /// `type:`, `date` for a `datetime` field or `datetime` for a `date` one (or the same type).
    var readType: Located<FieldType>?
    /// `format:`, for the type the source writes.
    var format: Located<String>?
    /// `time_zone:`, for a field the source writes as a datetime: the zone its texts without an
    /// offset are read in.
    var timeZone: Located<String>?
    var nullValues: Located<[String]>?
    var decimalSeparator: Located<String>?
    var groupingSeparator: Located<String>?
}
