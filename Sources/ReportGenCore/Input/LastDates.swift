/// The last ISO date each field read, by its bytes: sorted records mostly share their date with
/// the record before, and such a date is compared, not parsed again; a date of the same month
/// (the next group's, mostly) is read from its day alone.
///
/// One entry a declared field (only date fields use theirs); an entry holds the date's ten bytes
/// as ``CivilDate/isoWords(_:)`` gives them, which no text of another length has.
final class LastDates {
    private struct Entry {
        var head: UInt64 = 0
        /// The last two bytes, or `UInt64.max` (no two bytes are) before the first date.
        var tail = UInt64.max
        var date = CivilDate(daysSinceEpoch: 0)
        /// The date's day of the month, and how many days its month has (0 before the first
        /// date: no day is then within it).
        var day = 0
        var monthDays = 0
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
        let last = entries.pointer(at: index)
        if last.pointee.head == head {
            if last.pointee.tail == tail { return last.pointee.date }
            // `yyyy-MM-` as the last date's, which was one: a day of its month, counted from it.
            guard let day = CivilDate.isoDay(tail), day >= 1, day <= last.pointee.monthDays else { return nil }
            let date = CivilDate(daysSinceEpoch: last.pointee.date.daysSinceEpoch &+ (day &- last.pointee.day))
            last.pointee.tail = tail
            last.pointee.date = date
            last.pointee.day = day
            return date
        }
        guard let (date, day, monthDays) = CivilDate.parseISOParts(head: head, tail: tail) else { return nil }
        last.pointee = Entry(head: head, tail: tail, date: date, day: day, monthDays: monthDays)
        return date
    }
}
