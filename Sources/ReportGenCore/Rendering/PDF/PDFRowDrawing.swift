/// What one row looks like on a page: an optional background over its whole width and its runs
/// of text.
public struct PDFRowDrawing: Sendable, Hashable {
    public var background: PDFColor?
    public var runs: [PDFTextRun]
}
