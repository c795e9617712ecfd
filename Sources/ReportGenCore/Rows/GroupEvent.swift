/// Where a group instance begins and ends in the row stream: paginating renderers break pages
/// before or after groups, keep a group together and repeat its header rows. Levels count as in
/// ``TypedRow/level`` (1 is the outermost group level). Sinks that show row ids spell them from
/// the keys (see ``RowIdentities``).
package enum GroupEvent: Sendable, Hashable {
    /// A group instance of `level` opens, keyed `key` (a `by: source` level's key is the source's
    /// name): its header rows (if any) come next.
    case opened(level: Int, key: Value)
    /// The group instance of `level` has ended: its footer rows (if any) came last.
    case closed(level: Int)
}
