extension InputPlan {
    /// How the streams are written, beyond their format: the CSV delimiter and header line, and
    /// the text encoding.
    public struct Dialect: Sendable {
        /// `csv.delimiter`; `nil` for the format's own (a comma, a tab for `tsv`).
        public var delimiter: UInt8?
        /// The 1-based line of the CSV header; the lines before it are skipped.
        public var headerLine = 1
        /// The streams' text encoding.
        public var encoding = TextEncoding.utf8

        /// The defaults: the format's delimiter, the header on line 1, UTF-8.
        public init() {}

        /// The delimiter for a stream of `format`.
        public func delimiter(for format: InputFormat) -> UInt8 {
            delimiter ?? (format == .tsv ? 0x09 : UInt8(ascii: ","))
        }
    }
}

extension InputPlan.Dialect {
    /// The dialect `spec` declares.
    init(_ spec: InputDialectSpec) {
        delimiter = spec.delimiter?.value
        headerLine = spec.headerLine?.value ?? 1
        encoding = spec.encoding?.value ?? .utf8
    }
}
