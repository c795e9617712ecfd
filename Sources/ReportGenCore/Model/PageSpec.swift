/// `page:`: the paper of `--format pdf`, as written.
public struct PageSpec: Sendable {
    /// `size:`: width and height in points (a named size already resolved, portrait).
    public var size: Located<[FixedDecimal]>?
    /// `orientation: landscape` swaps width and height.
    public var landscape: Located<Bool>?
    /// `margins:`: one value for all four sides, or top, right, bottom, left.
    public var margins: Located<[FixedDecimal]>?
    /// `header:` and `footer:`: rows drawn on every page; `page` and `pages` are known there.
    public var header: [EmitterSpec]
    public var footer: [EmitterSpec]
    public var position: SourcePosition
}
