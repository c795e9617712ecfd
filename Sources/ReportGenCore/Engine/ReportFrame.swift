/// The report's frame around its groups: its header — emitted at once, held to the end when it
/// reads aggregates, or held until the first record when it reads that record's fields — and its
/// `empty` rows, which replace everything the groups made when no record comes. The frame's
/// state is here; the holds it keeps are in the run's ``HeldOutput``.
struct ReportFrame {
    /// Where the held header goes in the held output.
    private var placeholder = -1
    /// Whether the header waits for the first record (it reads its fields, not aggregates).
    private(set) var headerWaits = false
    /// The header built with the record being staged, while the header waits: it fills the
    /// header's place if that record is the first added.
    var stagedHeader: [TypedRow] = []
    /// The first record added, kept when the header is held to the end (it reads it).
    private(set) var firstRecord: [Value]?
    /// The input the first record came from.
    private(set) var firstSource = 0
    /// The mark the `empty` rows replace from, until a record comes.
    private var emptyMarker: Int?

    /// Holds the header of `scope` when it waits for aggregates or a record; `false` when it
    /// does not and the caller emits it now.
    mutating func holdHeader(of scope: ScopePlan, in held: inout HeldOutput) throws -> Bool {
        guard scope.holdsHeader || scope.headerReadsRecord else { return false }
        placeholder = try held.holdForRows()
        headerWaits = !scope.holdsHeader
        return true
    }

    /// Marks where the `empty` rows would replace the output from (the report has some).
    mutating func markForEmptyRows(in held: inout HeldOutput) {
        emptyMarker = held.holdWithMark()
    }

    /// The first record is added: a waiting header takes the rows staged with it, and the
    /// `empty` rows will not be needed. Returns how many holds end, for the caller to release.
    mutating func addFirst(
        _ record: [Value], from source: Int, keepingIt keeps: Bool, in held: inout HeldOutput
    ) throws -> Int {
        firstRecord = keeps ? record : nil
        firstSource = source
        var ended = 0
        if headerWaits {
            headerWaits = false
            try held.fill(placeholder, with: stagedHeader)
            stagedHeader = []
            ended += 1
        }
        if emptyMarker != nil {
            emptyMarker = nil
            ended += 1
        }
        return ended
    }

    /// The mark for the `empty` rows when no record came (they are then due), taken once.
    mutating func takeEmptyMarker() -> Int? {
        defer { emptyMarker = nil }
        return emptyMarker
    }

    /// Fills the held header's place with `rows`, built at the end of the run.
    mutating func fillHeader(with rows: [TypedRow], in held: inout HeldOutput) throws {
        headerWaits = false
        try held.fill(placeholder, with: rows)
    }
}
