/// Where a detail row came from: its record's source and line, as a record error names them.
///
/// ```swift
/// if let origin = row.origin {
///     print("\(origin)")            // "posted.csv:14", "records:3"
/// }
/// ```
public struct RowOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The source's name in the layout's `sources:`; `nil` for a layout's one `input`.
    public let source: String?
    /// The stream as messages name it: a file's path, `bytes` (or the name given), `records`.
    public let path: String
    /// The record's line in the file, 1 first; for ``ReportSource/records(_:)`` and
    /// ``ReportSource/encoding(_:encoder:)`` its place in the array, 1 first; for a query, its
    /// row in the result.
    public let line: Int
    /// Whether ``line`` counts a query's rows (messages then say `…, row 5`).
    let countsRows: Bool

    init(source: String?, path: String, line: Int, countsRows: Bool = false) {
        self.source = source
        self.path = path
        self.line = line
        self.countsRows = countsRows
    }

    /// `path:line` (`path, row N` for a query), as a record error begins.
    public var description: String { countsRows ? "\(path), row \(line)" : "\(path):\(line)" }
}
