/// The last ISO date each field read, by its bytes: sorted records mostly share their date with
/// the record before, and such a date is compared, not parsed again.
///
/// One entry a declared field (only date fields use theirs); an entry holds the date's ten bytes
/// as ``CivilDate/isoWords(_:)`` gives them, which no text of another length has.
final class LastDates {
    private struct Entry {
        var head: UInt64 = 0
        /// The last two bytes, or `UInt64.max` (no two bytes are) before the first date.
        var tail = UInt64.max
        var date = CivilDate(daysSinceEpoch: 0)
    }

    private let entries: FixedBuffer<Entry>

    /// Entries for `count` fields.
    init(count: Int) {
        entries = FixedBuffer(repeating: Entry(), count: max(1, count))
    }

    /// The date `b` writes as `yyyy-MM-dd`, for field `index` (below the count); `nil` when it is
    /// none, as ``CivilDate/parseISO(_:)`` says.
    @inline(__always)
    func date(_ b: UnsafeBufferPointer<UInt8>, field index: Int) -> CivilDate? {
        guard let (head, tail) = CivilDate.isoWords(b) else { return nil }
        let last = entries.base + index
        if last.pointee.head == head, last.pointee.tail == tail { return last.pointee.date }
        guard let date = CivilDate.parseISO(head: head, tail: tail) else { return nil }
        last.pointee = Entry(head: head, tail: tail, date: date)
        return date
    }
}
