/// Where a group instance begins and ends in the row stream: paginating renderers break pages
/// before or after groups, keep a group together and repeat its header rows. Levels count as in
/// ``TypedRow/level`` (1 is the outermost group level).
package enum GroupEvent: Sendable, Hashable {
    /// A group instance of `level` opens: its header rows (if any) come next.
    case opened(level: Int)
    /// The group instance of `level` has ended: its footer rows (if any) came last.
    case closed(level: Int)
}
