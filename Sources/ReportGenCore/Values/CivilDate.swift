/// A calendar day in the proleptic Gregorian calendar, stored as days since 1970-01-01.
///
/// No time zone, no `Foundation.Date`: a report's "Apr 01, 2016" is the same day everywhere.
///
/// ```swift
/// let d = CivilDate(year: 2016, month: 4, day: 1)!
/// d.weekday // 5 (Friday; 1 is Monday)
/// ```
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int

    /// Creates a date from its day number.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// Creates a date, or `nil` when the day does not exist (`2023-02-29`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysInMonth(year: year, month: month),
            (-999_999...999_999).contains(year)
        else { return nil }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `year` has a February 29.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Year, month and day.
    @inline(__always)
    public var components: (year: Int, month: Int, day: Int) {
        // Neri and Schneider's Euclidean affine functions ("Euclidean affine functions and their
        // application to calendar algorithms", 2022): in unsigned 32-bit words, with divisions by
        // constants only, about a quarter of the work of the era arithmetic below. The days are
        // shifted by whole 400-year eras so that they are never negative in the words.
        let shifted = daysSinceEpoch &+ Self.shiftedDays
        if shifted >= 0, shifted <= Self.largestShiftedDay {
            let n1 = 4 &* UInt32(truncatingIfNeeded: shifted) &+ 3
            let century = n1 / 146_097
            let dayOfCentury = n1 % 146_097 / 4
            let p2 = UInt64(2_939_745) &* UInt64(4 &* dayOfCentury &+ 3)
            let yearOfCentury = UInt32(truncatingIfNeeded: p2 &>> 32)
            let dayOfYear = UInt32(truncatingIfNeeded: p2) / 2_939_745 / 4
            let n3 = 2_141 &* dayOfYear &+ 197_913
            let month = Int(n3 / 65_536)
            let day = Int(n3 % 65_536 / 2_141) &+ 1
            let january = dayOfYear >= 306
            let year = 100 &* Int(century) &+ Int(yearOfCentury) &- Self.shiftedYears &+ (january ? 1 : 0)
            return (year, january ? month &- 12 : month, day)
        }
        return civilComponents
    }

    /// Eras (400 years each) added to a day so that the days of years -999,999 and later are not
    /// negative in ``components``.
    private static let shiftedEras = 2_501
    /// The years and the days (from 1970-01-01 to 0000-03-01, and the eras) that shift adds.
    private static let shiftedYears = 400 * shiftedEras
    private static let shiftedDays = 719_468 + 146_097 * shiftedEras
    /// The last shifted day whose arithmetic stays within 32 bits (`4 * n + 3` must fit).
    private static let largestShiftedDay = (Int(UInt32.max) - 3) / 4

    /// Year, month and day by Howard Hinnant's civil_from_days: any day, for the ones outside
    /// the words of ``components``.
    var civilComponents: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4).
        let r = (daysSinceEpoch + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        // 32 bytes hold any year's digits, its sign and the rest.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { room in
            var out = StackBytes(room: room)
            appendISO(to: &out)
            return out.string ?? DatePattern.iso.format(self)
        }
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    /// Parses exactly `yyyy-MM-dd` from ASCII bytes: the fast path of date input.
    @inline(__always)
    @_spi(Fuzzing) public static func parseISO(_ b: UnsafeBufferPointer<UInt8>) -> CivilDate? {
        guard let (head, tail) = isoWords(b) else { return nil }
        return parseISO(head: head, tail: tail)
    }

    /// The ten bytes of `b` as ``parseISO(head:tail:)`` reads them: `yyyy-MM-` in one word (its
    /// first byte lowest) and `dd` in another; `nil` when `b` does not have ten bytes.
    @inline(__always)
    static func isoWords(_ b: UnsafeBufferPointer<UInt8>) -> (head: UInt64, tail: UInt64)? {
        guard b.count == 10, let base = b.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        return (
            UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
            UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)))
        )
    }

    /// Parses `yyyy-MM-dd` from its ``isoWords(_:)``, the digits and dashes checked all at once.
    @inline(__always)
    static func parseISO(head: UInt64, tail: UInt64) -> CivilDate? {
        parseISOParts(head: head, tail: tail)?.date
    }

    /// ``parseISO(head:tail:)``, with the day of the month and how many days the month has: for
    /// a reader that reads the next date of the same month from its day alone.
    @inline(__always)
    static func parseISOParts(head: UInt64, tail: UInt64) -> (date: CivilDate, day: Int, monthDays: Int)? {
        let headDigits: UInt64 = 0x00FF_FF00_FFFF_FFFF
        guard head & ~headDigits == 0x2D00_002D_0000_0000, Self.areDigits(head, headDigits),
            let day = isoDay(tail)
        else { return nil }
        func digit(_ word: UInt64, _ index: Int) -> Int { Int(truncatingIfNeeded: word &>> (8 &* index)) & 0x0F }
        let year = digit(head, 0) &* 1000 &+ digit(head, 1) &* 100 &+ digit(head, 2) &* 10 &+ digit(head, 3)
        let month = digit(head, 5) &* 10 &+ digit(head, 6)
        guard let date = CivilDate(fourDigitYear: year, month: month, day: day) else { return nil }
        return (date, day, daysInMonth(year: year, month: month))
    }

    /// The day `dd` in the last word of ``isoWords(_:)`` (0 to 99, not checked against a
    /// month); `nil` when its two bytes are not digits.
    @inline(__always)
    static func isoDay(_ tail: UInt64) -> Int? {
        guard Self.areDigits(tail, 0xFFFF) else { return nil }
        return Int(truncatingIfNeeded: tail & 0x0F) &* 10 &+ Int(truncatingIfNeeded: tail &>> 8 & 0x0F)
    }

    /// ``init(year:month:day:)`` for a year from 0 to 9999, as four digits write it: the same day,
    /// or `nil` when it does not exist, with the era arithmetic left out (the year, shifted by one
    /// 400-year era, is never negative).
    @inline(__always)
    init?(fourDigitYear year: Int, month: Int, day: Int) {
        guard UInt(bitPattern: month &- 1) < 12, day >= 1, day <= Self.daysInMonth(year: year, month: month) else {
            return nil
        }
        let shiftedYear = UInt(bitPattern: year &+ 400 &- (month <= 2 ? 1 : 0))
        let monthIndex = month > 2 ? month &- 3 : month &+ 9
        let dayOfYear = (153 &* monthIndex &+ 2) / 5 &+ day &- 1
        let days = shiftedYear &* 365 &+ shiftedYear / 4 &- shiftedYear / 100 &+ shiftedYear / 400
        daysSinceEpoch = Int(bitPattern: days) &+ dayOfYear &- 719_468 &- 146_097
    }

    /// Whether the bytes of `word` that `mask` selects (each all ones or all zeros) are ASCII digits.
    @inline(__always)
    private static func areDigits(_ word: UInt64, _ mask: UInt64) -> Bool {
        let highNibbles = 0xF0F0_F0F0_F0F0_F0F0 & mask
        let threes = 0x3030_3030_3030_3030 & mask
        // 0x30...0x39: a high nibble of 3, and still one after adding 6.
        return word & highNibbles == threes && (word &+ (0x0606_0606_0606_0606 & mask)) & highNibbles == threes
    }
}
