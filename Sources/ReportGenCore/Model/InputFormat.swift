/// How a stream is encoded.
public enum InputFormat: String, Sendable, CaseIterable {
    /// Comma-separated values (or another delimiter: `input.csv.delimiter`); `tsv` is CSV with a tab.
    case csv, tsv, json, ndjson
}
