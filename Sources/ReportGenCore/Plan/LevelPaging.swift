/// How a group level meets page boundaries (`--format pdf`).
struct LevelPaging: Sendable, Hashable {
    /// `page_break:`.
    var pageBreak = PageBreak.none
    /// `repeat_header: true`: a group that continues on a new page shows its header rows again.
    var repeatHeader = false
    /// `keep_together: true`: a group that would split but fits on a page starts on a new page.
    var keepTogether = false

    /// No forced breaks, no repeats.
    init() {}
}
