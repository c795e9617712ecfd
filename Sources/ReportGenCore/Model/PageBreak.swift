/// `page_break:` on a group level: where a group instance forces a new page.
enum PageBreak: String, Sendable, Hashable, CaseIterable {
    /// No forced break (the default).
    case none
    /// The group starts on a new page (unless the page holds nothing yet).
    case before
    /// The rows after the group start on a new page.
    case after
}
