/// How a group level meets page boundaries (`--format pdf`).
public struct LevelPaging: Sendable, Hashable {
    /// `page_break:`.
    public var pageBreak = PageBreak.none
    /// `repeat_header: true`: a group that continues on a new page shows its header rows again.
    public var repeatHeader = false
    /// `keep_together: true`: a group that would split but fits on a page starts on a new page.
    public var keepTogether = false

    /// No forced breaks, no repeats.
    public init() {}
}
