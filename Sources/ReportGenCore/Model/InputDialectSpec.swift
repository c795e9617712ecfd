/// How the input's files are written, as the layout says: `input.csv`, `input.encoding` and
/// `input.null_values`. Every key is optional; an absent one keeps the default.
public struct InputDialectSpec: Sendable {
    /// `csv.delimiter`: the byte between fields (`,` `;` tab `|`).
    public var delimiter: Located<UInt8>?
    /// `csv.header_line`: the 1-based line of the header.
    public var headerLine: Located<Int>?
    /// `encoding:`.
    public var encoding: Located<TextEncoding>?
    /// `null_values:`: the texts that mean null, for every field without a list of its own.
    public var nullValues: Located<[String]>?

    /// No dialect keys: comma-separated UTF-8, the header on line 1, the empty text null.
    public init() {}
}
