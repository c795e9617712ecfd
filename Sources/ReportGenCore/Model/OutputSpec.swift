/// `output:`: per-format settings, as written (layout language 1.2 §5).
///
/// Each part applies only when its format is rendered; the others are checked and kept.
struct OutputSpec: Sendable {
    /// `output.html`.
    struct HTML: Sendable {
        /// `collapsible:`: groups fold open and shut.
        var collapsible: Located<Bool>?
    }

    /// `output.xlsx`.
    struct XLSX: Sendable {
        /// `formulas:`: footer aggregates as `SUBTOTAL` formulas (default true).
        var formulas: Located<Bool>?
        /// `author:`: the workbook's author in its document properties.
        var author: Located<String>?
    }

    /// `output.csv`.
    struct CSV: Sendable {
        /// `delimiter:`: one character between cells (default `,`).
        var delimiter: Located<String>?
        /// `decimal_separator:`: `.` (default) or `,` in numbers.
        var decimalSeparator: Located<String>?
        /// `bom:`: a UTF-8 byte order mark first (default false).
        var bom: Located<Bool>?
        /// `formulas:`: `neutralize` (default) or `keep`.
        var formulas: Located<String>?
    }

    var html = HTML()
    var xlsx = XLSX()
    var csv = CSV()
    var position: SourcePosition
}
