/// What one row looks like on a page: an optional background over its whole width, its runs of
/// text, and an optional rule along its bottom edge (under the column titles).
public struct PDFRowDrawing: Sendable, Hashable {
    public var background: Color?
    public var runs: [PDFTextRun]
    public var rule: Color? = nil
}
