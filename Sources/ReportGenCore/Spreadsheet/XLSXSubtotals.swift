/// Where the detail cells of each open group lie in the sheet, column by column, so that a header
/// or footer cell can be a `SUBTOTAL` over them (see ``RowKind/Subtotal``).
///
/// A group's range in a column runs from its first detail cell there to its last. It is only
/// given when `SUBTOTAL` over it computes what the aggregate computed: the group began on this
/// sheet, and no other value lies between that the function would read (nested groups'
/// `SUBTOTAL` cells are skipped by `SUBTOTAL` itself; an empty cell counts for nothing; text and
/// bools count only for `COUNTA`, code 3).
struct XLSXSubtotals {
    /// Per level (0 the report, then the group levels) and column: the group's first detail row.
    private var first: [[Int?]]
    /// Per level and column: whether a number other than a detail or `SUBTOTAL` cell lies in the
    /// range, and whether any other value does.
    private var mixed: [[Bool]]
    private var mixedAny: [[Bool]]
    /// Per level: whether the open group began on an earlier sheet.
    private var began: [Bool]
    /// Per column: the last detail row, and the last row with another value.
    private var lastDetail: [Int]
    private var lastForeign: [Int]
    private var lastForeignAny: [Int]

    /// A tracker for `columns` columns and `levels` group levels (the report's level 0 besides).
    init(columns: Int, levels: Int) {
        first = Array(repeating: Array(repeating: nil, count: columns), count: levels + 1)
        mixed = Array(repeating: Array(repeating: false, count: columns), count: levels + 1)
        mixedAny = mixed
        began = Array(repeating: true, count: levels + 1)
        lastDetail = Array(repeating: 0, count: columns)
        lastForeign = lastDetail
        lastForeignAny = lastDetail
    }

    /// A group of `level` opens: its range starts empty.
    mutating func opened(level: Int) {
        guard level >= 0, level < first.count else { return }
        for c in first[level].indices {
            first[level][c] = nil
            mixed[level][c] = false
            mixedAny[level][c] = false
        }
        began[level] = true
    }

    /// A new sheet starts: the groups open now began on the one before, and have no range here.
    mutating func newSheet() {
        for level in began.indices { began[level] = false }
        for c in lastDetail.indices {
            lastDetail[c] = 0
            lastForeign[c] = 0
            lastForeignAny[c] = 0
        }
    }

    /// A detail cell whose value an aggregate reads is at `row` of `column`.
    mutating func detail(column c: Int, row: Int) {
        for level in first.indices {
            if let start = first[level][c] {
                if lastForeign[c] > start { mixed[level][c] = true }
                if lastForeignAny[c] > start { mixedAny[level][c] = true }
            } else {
                first[level][c] = row
            }
        }
        lastDetail[c] = row
    }

    /// Another value (not a `SUBTOTAL`) is at `row` of `column`, a number (or date) or not; said
    /// late for a header cell that stays a value, so the groups around it whose detail cells lie
    /// on both sides take note.
    mutating func foreign(column c: Int, row: Int, isNumber: Bool) {
        guard c < lastForeign.count else { return }
        if isNumber { lastForeign[c] = max(lastForeign[c], row) }
        lastForeignAny[c] = max(lastForeignAny[c], row)
        for level in first.indices {
            if let start = first[level][c], start < row, row < lastDetail[c] {
                if isNumber { mixed[level][c] = true }
                mixedAny[level][c] = true
            }
        }
    }

    /// Whether the open group of `level` began on this sheet (else it has no range here).
    func beganOnThisSheet(level: Int) -> Bool {
        level >= 0 && level < began.count && began[level]
    }

    /// The rows of the open group of `level` whose cells in `column` a `SUBTOTAL` reads (one that
    /// counts every value when `counting`), or `nil` when none can stand for its aggregate.
    func range(level: Int, column c: Int, counting: Bool) -> ClosedRange<Int>? {
        guard level >= 0, level < first.count, began[level], let start = first[level][c],
            !(counting ? mixedAny[level][c] : mixed[level][c])
        else { return nil }
        return start...lastDetail[c]
    }
}
