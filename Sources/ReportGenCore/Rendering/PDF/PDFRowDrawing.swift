/// What one row looks like on a page: an optional background over its whole width, its runs of
/// text, and an optional rule along its bottom edge (under the column titles).
struct PDFRowDrawing: Sendable, Hashable {
    var background: ReportColor?
    var runs: [PDFTextRun]
    var rule: ReportColor? = nil
}
