/// `page:`: the paper of `--format pdf`, as written.
struct PageSpec: Sendable {
    /// `size:`: width and height in points (a named size already resolved, portrait).
    var size: Located<[FixedDecimal]>?
    /// `orientation: landscape` swaps width and height.
    var landscape: Located<Bool>?
    /// `margins:`: one value for all four sides, or top, right, bottom, left.
    var margins: Located<[FixedDecimal]>?
    /// `header:` and `footer:`: rows drawn on every page; `page` and `pages` are known there.
    var header: [EmitterSpec]
    var footer: [EmitterSpec]
    var position: SourcePosition
}
