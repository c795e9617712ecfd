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

    init(tokens: [DatePattern.Token], names dateNames: DateNames) {
        func add(_ string: String) -> Range<Int32> {
            let start = Int32(truncatingIfNeeded: text.count)
            text += Array(string.utf8)
            return start..<Int32(truncatingIfNeeded: text.count)
        }
        func addNames(_ list: [String], _ kind: Kind) {
            if kind == .weekdayName { readsWeekday = true }
            steps.append(Step(kind: kind, start: Int32(truncatingIfNeeded: names.count)))
            names += list.map(add)
        }
        for token in tokens {
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
    }

    /// Appends the date-time, as ``DatePattern/append(date:secondOfDay:to:)`` says.
    func append<Out: ByteAppending>(date: CivilDate, secondOfDay: Int, to out: inout Out) {
        let (y, m, d) = date.components
        let weekday = readsWeekday ? date.weekday : 1
        var (hour, minute, second) = (0, 0, 0)
        if readsTime { (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60) }
        text.withUnsafeBufferPointer { text in
            names.withUnsafeBufferPointer { names in
                steps.withUnsafeBufferPointer { steps in
                    for step in steps {
                        switch step.kind {
                        case .bytes:
                            let start = Int(step.start)
                            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<start + Int(step.count)]))
                        case .monthName, .weekdayName:
                            let name = names[Int(step.start) + (step.kind == .monthName ? m : weekday) - 1]
                            let bytes = text[Int(name.lowerBound)..<Int(name.upperBound)]
                            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes))
                        case .year4: DatePattern.appendPadded(y, 4, to: &out)
                        case .year2: DatePattern.appendPadded(((y % 100) + 100) % 100, 2, to: &out)
                        case .month2: DatePattern.appendPadded(m, 2, to: &out)
                        case .month1: DatePattern.appendPadded(m, 1, to: &out)
                        case .day2: DatePattern.appendPadded(d, 2, to: &out)
                        case .day1: DatePattern.appendPadded(d, 1, to: &out)
                        case .hour2: DatePattern.appendPadded(hour, 2, to: &out)
                        case .minute2: DatePattern.appendPadded(minute, 2, to: &out)
                        case .second2: DatePattern.appendPadded(second, 2, to: &out)
                        }
                    }
                }
            }
        }
    }
}
