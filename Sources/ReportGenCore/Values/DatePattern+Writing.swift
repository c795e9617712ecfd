/// A ``DatePattern`` made ready to write: its literal text and the names it can show, as bytes
/// in one array, and a step per token. Writing a date then copies bytes and digits only, with no
/// string and no reference counted per date (a report writes one per group header).
struct DatePatternWriter: Hashable, Sendable {
    /// What one step writes.
    enum Kind: UInt8, Hashable, Sendable {
        /// `text[start..<start + count]`.
        case bytes
        /// A month name: range `start + month - 1` of ``names``.
        case monthName
        /// A weekday name: range `start + weekday - 1` of ``names``.
        case weekdayName
        case year4, year2, month2, month1, day2, day1, hour2, minute2, second2
    }

    struct Step: Hashable, Sendable {
        var kind: Kind
        var start: Int32 = 0
        var count: Int32 = 0
    }

    private var text: [UInt8] = []
    /// Where each name is in ``text``: twelve per month-name token, seven per weekday-name token.
    private var names: [Range<Int32>] = []
    private var steps: [Step] = []
    /// Whether a step shows the weekday, or the time of day: worked out only then (the optimizer
    /// otherwise works them out for every date, ahead of the steps).
    private var readsWeekday = false
    private var readsTime = false
    /// The most bytes the steps other than `yyyy` write: literal text, the longest name the
    /// pattern has for each name step, two digits for each other number.
    private var fixedBytes = 0
    /// How many `yyyy` steps there are: their room depends on the year.
    private var year4Steps = 0

    init(tokens: [DatePattern.Token], names dateNames: DateNames) {
        func add(_ string: String) -> Range<Int32> {
            let start = Int32(truncatingIfNeeded: text.count)
            text += Array(string.utf8)
            return start..<Int32(truncatingIfNeeded: text.count)
        }
        // A literal right after a name is written with it, one step (`MMM dd` writes "Jan " and
        // then the day): each name is stored with the literal after it.
        var suffix = ""
        func addNames(_ list: [String], _ kind: Kind) {
            if kind == .weekdayName { readsWeekday = true }
            steps.append(Step(kind: kind, start: Int32(truncatingIfNeeded: names.count)))
            names += list.map { add($0 + suffix) }
        }
        var merged = false
        for (index, token) in tokens.enumerated() {
            if merged {
                merged = false
                continue
            }
            suffix = ""
            if index + 1 < tokens.count, case .literal(let s) = tokens[index + 1], token.isName {
                suffix = s
                merged = true
            }
            switch token {
            case .literal(let s):
                let range = add(s)
                steps.append(Step(kind: .bytes, start: range.lowerBound, count: range.upperBound - range.lowerBound))
            case .monthName: addNames(dateNames.months, .monthName)
            case .monthAbbreviation: addNames(dateNames.monthAbbreviations, .monthName)
            case .standaloneMonthName: addNames(dateNames.standaloneMonths, .monthName)
            case .standaloneMonthAbbreviation: addNames(dateNames.standaloneMonthAbbreviations, .monthName)
            case .weekdayName: addNames(dateNames.weekdays, .weekdayName)
            case .weekdayAbbreviation: addNames(dateNames.weekdayAbbreviations, .weekdayName)
            case .standaloneWeekdayName: addNames(dateNames.standaloneWeekdays, .weekdayName)
            case .standaloneWeekdayAbbreviation: addNames(dateNames.standaloneWeekdayAbbreviations, .weekdayName)
            case .year4: steps.append(Step(kind: .year4))
            case .year2: steps.append(Step(kind: .year2))
            case .month2: steps.append(Step(kind: .month2))
            case .month1: steps.append(Step(kind: .month1))
            case .day2: steps.append(Step(kind: .day2))
            case .day1: steps.append(Step(kind: .day1))
            case .hour2:
                steps.append(Step(kind: .hour2))
                readsTime = true
            case .minute2:
                steps.append(Step(kind: .minute2))
                readsTime = true
            case .second2:
                steps.append(Step(kind: .second2))
                readsTime = true
            }
        }
        // Any name a step could show counts as long as the longest of the pattern's names.
        let longestName = names.map { Int($0.upperBound - $0.lowerBound) }.max() ?? 0
        for step in steps {
            switch step.kind {
            case .bytes: fixedBytes += Int(step.count)
            case .monthName, .weekdayName: fixedBytes += longestName
            case .year4: year4Steps += 1
            default: fixedBytes += 2
            }
        }
    }

    /// The date-time's text. Written straight into the string's storage, through a pointer, with
    /// no check per byte: its room (``capacity(year:)``) is worked out first, from the longest
    /// name and the year's digits. A report formats a date per group header, and this took a
    /// quarter of the work of opening a group when each byte was appended with a check.
    func string(date: CivilDate, secondOfDay: Int) -> String {
        let (y, m, d) = date.components
        let weekday = readsWeekday ? date.weekday : 1
        var (hour, minute, second) = (0, 0, 0)
        if readsTime {
            // Within the day whatever the caller passes, so that each takes two digits.
            let s = (secondOfDay % 86_400 + 86_400) % 86_400
            (hour, minute, second) = (s / 3600, s / 60 % 60, s % 60)
        }
        let fields = Fields(year: y, month: m, day: d, weekday: weekday, hour: hour, minute: minute, second: second)
        let capacity = capacity(year: y)
        if capacity <= Self.smallStringBytes {
            // Made in place as a small string: no allocation, no copy.
            return String(unsafeUninitializedCapacity: capacity) { room in
                guard let base = room.baseAddress else { return 0 }
                return write(fields, to: base)
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
            guard let base = room.baseAddress else { return "" }
            let count = write(fields, to: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// The UTF-8 bytes a string holds without storage of its own.
    private static let smallStringBytes = 15

    /// What the steps show of one date-time.
    private struct Fields {
        var year, month, day, weekday, hour, minute, second: Int
    }

    /// The most bytes the pattern writes for a date in `year`: every byte but a year's is
    /// counted once, when the pattern is made (see ``fixedBytes``); a year takes four, or, outside
    /// 0 to 9999, at most ``longYearBytes``.
    @inline(__always)
    private func capacity(year: Int) -> Int {
        fixedBytes &+ year4Steps &* ((0..<10_000).contains(year) ? 4 : Self.longYearBytes)
    }

    /// The most a year outside 0 to 9999 takes: a sign and the 20 digits of `UInt.max`.
    private static let longYearBytes = 21

    /// Writes the steps for `fields` at `target`, which has room for ``capacity(year:)`` bytes;
    /// returns how many it wrote.
    @inline(__always)
    private func write(_ fields: Fields, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var at = target
        text.withUnsafeBufferPointer { text in
            names.withUnsafeBufferPointer { names in
                steps.withUnsafeBufferPointer { steps in
                    for step in steps {
                        switch step.kind {
                        case .bytes:
                            // No text at all (digits only, or an empty literal): nothing to copy.
                            guard let textBase = text.baseAddress else { continue }
                            let count = Int(step.count)
                            ByteWords.copy(from: textBase + Int(step.start), to: at, count: count)
                            at += count
                        case .monthName, .weekdayName:
                            guard let textBase = text.baseAddress else { continue }
                            let which = step.kind == .monthName ? fields.month : fields.weekday
                            let name = names[Int(step.start) &+ which &- 1]
                            let count = Int(name.upperBound &- name.lowerBound)
                            ByteWords.copy(from: textBase + Int(name.lowerBound), to: at, count: count)
                            at += count
                        default:
                            Self.writeDigits(step.kind, fields, at: &at)
                        }
                    }
                }
            }
        }
        return at - target
    }

    /// Writes a number step's digits at `at`, and moves it past them.
    @inline(__always)
    private static func writeDigits(_ kind: Kind, _ fields: Fields, at: inout UnsafeMutablePointer<UInt8>) {
        switch kind {
        case .bytes, .monthName, .weekdayName: return
        case .year4: writeYear(fields.year, at: &at)
        case .year2: writeTwo((fields.year % 100 + 100) % 100, at: &at)
        case .month2: writeTwo(fields.month, at: &at)
        case .month1: writeOneOrTwo(fields.month, at: &at)
        case .day2: writeTwo(fields.day, at: &at)
        case .day1: writeOneOrTwo(fields.day, at: &at)
        case .hour2: writeTwo(fields.hour, at: &at)
        case .minute2: writeTwo(fields.minute, at: &at)
        case .second2: writeTwo(fields.second, at: &at)
        }
    }

    /// Two digits of `value` (0 to 99: a month, a day, a time's part, a year's last two).
    @inline(__always)
    private static func writeTwo(_ value: Int, at: inout UnsafeMutablePointer<UInt8>) {
        DigitPairs.write(value, at: at)
        at += 2
    }

    /// One digit of `value` below 10, else two (a month or a day without its zero).
    @inline(__always)
    private static func writeOneOrTwo(_ value: Int, at: inout UnsafeMutablePointer<UInt8>) {
        if value < 10 {
            at[0] = UInt8(truncatingIfNeeded: value) &+ 48
            at += 1
        } else {
            writeTwo(value, at: &at)
        }
    }

    /// A year's digits, at least four (zeros in front), after a minus sign for one before year 0,
    /// as ``DatePattern/appendPadded(_:_:to:)`` writes them (which writes the rare long year here).
    @inline(__always)
    private static func writeYear(_ year: Int, at: inout UnsafeMutablePointer<UInt8>) {
        if (0..<10_000).contains(year) {
            writeTwo(year / 100, at: &at)
            writeTwo(year % 100, at: &at)
            return
        }
        var out = StackBytes(room: UnsafeMutableBufferPointer(start: at, count: longYearBytes))
        DatePattern.appendPadded(year, 4, to: &out)
        at += out.count
    }
}
