extension InputPlan {
    /// How the streams are written, beyond their format: the CSV delimiter and header line, and
    /// the text encoding.
    ///
    /// Eight bytes: the plan is copied with every record, so its size is its cost.
    struct Dialect: Sendable {
        /// `csv.delimiter`, or 0 for the format's own.
        private var delimiterByte: UInt8 = 0
        /// The streams' text encoding.
        var encoding = TextEncoding.utf8
        /// Whether the layout names the encoding (else a server's `charset` may, see
        /// ``HTTPContentType/encoding``).
        var declaresEncoding = false
        private var headerLineNumber: UInt32 = 1

        /// The largest `csv.header_line`.
        static let maxHeaderLine = Int(UInt32.max)

        /// The defaults: the format's delimiter, the header on line 1, UTF-8.
        init() {}

        /// `csv.delimiter`; `nil` for the format's own (a comma, a tab for `tsv`).
        var delimiter: UInt8? {
            get { delimiterByte == 0 ? nil : delimiterByte }
            set { delimiterByte = newValue ?? 0 }
        }

        /// The 1-based line of the CSV header (at most ``maxHeaderLine``); the lines before it are skipped.
        var headerLine: Int {
            get { Int(headerLineNumber) }
            set { headerLineNumber = UInt32(clamping: newValue) }
        }

        /// The delimiter for a stream of `format`.
        func delimiter(for format: InputFormat) -> UInt8 {
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
        declaresEncoding = spec.encoding != nil
    }
}
