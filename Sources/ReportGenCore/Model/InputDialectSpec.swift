/// How the input's files are written, as the layout says: `input.csv`, `input.encoding` and
/// `input.null_values`. Every key is optional; an absent one keeps the default.
struct InputDialectSpec: Sendable {
    /// `csv.delimiter`: the byte between fields (`,` `;` tab `|`).
    var delimiter: Located<UInt8>?
    /// `csv.header_line`: the 1-based line of the header.
    var headerLine: Located<Int>?
    /// `encoding:`.
    var encoding: Located<TextEncoding>?
    /// `null_values:`: the texts that mean null, for every field without a list of its own.
    var nullValues: Located<[String]>?

    /// No dialect keys: comma-separated UTF-8, the header on line 1, the empty text null.
    init() {}
}
