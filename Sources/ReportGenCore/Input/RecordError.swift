/// A record that cannot be used: the stream, the line, what is wrong, and the record's text.
///
/// `description` is the message users see: `Samples/posted.csv:7: field 'amount': 'x12' is not a decimal`;
/// for a value the layout computes, the expression's place follows the record's:
/// `data.csv:3: ovf.yaml:12:20: row 'r', field 'b': … does not fit (overflow)`.
public struct RecordError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stream's path as given (or `-` for standard input).
    public var path: String
    /// The 1-based line the record starts on; 0 when the problem is with the stream as a whole.
    public var line: Int
    /// Whether `line` counts the rows of a query's result rather than lines of a file: the place
    /// then reads `PATH, row N`.
    public var countsRows: Bool
    /// The field concerned, if one is.
    public var field: String?
    /// What is wrong.
    public var message: String
    /// The record's bytes exactly as they were in the stream (without its line end), for `--rejects`.
    public var raw: [UInt8]?
    /// Whether reading can go on with the next record (false for a broken stream).
    public var isRecoverable: Bool
    /// For a value the layout computes from the record (an overflow, say): where that expression is
    /// in the layout, as `FILE:LINE:COLUMN`.
    public var layoutPosition: String?
    /// Whether ``raw`` is in an encoding whose bytes are no text to show as they are (UTF-16):
    /// `--rejects` then keeps them as base64 even where they happen to be valid UTF-8.
    public var rawIsBinary = false

    /// Creates an error.
    package init(
        path: String, line: Int, field: String? = nil, countsRows: Bool = false, message: String, raw: [UInt8]? = nil,
        isRecoverable: Bool = true, layoutPosition: String? = nil
    ) {
        self.countsRows = countsRows
        self.layoutPosition = layoutPosition
        self.path = path
        self.line = line
        self.field = field
        self.message = message
        self.raw = raw
        self.isRecoverable = isRecoverable
    }

    public var description: String {
        let place = line > 0 ? (countsRows ? "\(path), row \(line)" : "\(path):\(line)") : path
        return place + ": " + (layoutPosition.map { $0 + ": " } ?? "") + (field.map { "field '\($0)': " } ?? "")
            + message
    }
}
