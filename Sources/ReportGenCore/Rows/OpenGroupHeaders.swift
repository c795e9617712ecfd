/// The groups open at a point in the rows, outermost first, with the header rows each opened
/// with: what a new PDF page or XLSX sheet repeats for the groups that go on on it, where their
/// level says `repeat_header`.
struct OpenGroupHeaders {
    /// One open group: its level (1 is outermost) and the header rows it opened with.
    struct Group {
        var level: Int
        var headers: [TypedRow] = []
    }

    /// The open groups, outermost first.
    private(set) var groups: [Group] = []
    /// The level whose header rows are arriving (right after it opened), if any.
    private var collecting: Int?

    /// Opens a group, or closes one (and those inside it).
    mutating func apply(_ event: GroupEvent) {
        switch event {
        case .opened(let level, _):
            groups.append(Group(level: level))
            collecting = level
        case .closed(let level):
            if let i = groups.lastIndex(where: { $0.level == level }) { groups.removeSubrange(i...) }
            collecting = nil
        }
    }

    /// Keeps `row` when it is one of the header rows of the group that just opened; any other
    /// row ends that group's headers.
    mutating func note(_ row: TypedRow) {
        if row.role == .header, let level = collecting, row.level == level, let last = groups.indices.last,
            groups[last].level == level
        {
            groups[last].headers.append(row)
        } else {
            collecting = nil
        }
    }

    /// The header rows of the open groups whose level `repeats`, outermost first.
    func headers(repeatedBy repeats: (Int) -> Bool) -> [TypedRow] {
        groups.filter { repeats($0.level) }.flatMap(\.headers)
    }
}
