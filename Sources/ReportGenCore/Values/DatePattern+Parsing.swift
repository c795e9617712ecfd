extension DatePattern {
    /// Reads a date or date-time written in this pattern from UTF-8 bytes; `nil` when the text does
    /// not match it exactly, names a day that does not exist, or names a weekday that is not the
    /// date's. Month and weekday names are read in the pattern's locale (format and stand-alone
    /// forms) and in English.
    /// (With `checkingWeekday` false, a weekday name is read but not compared: for the message
    /// that says which day the date is.)
    @_spi(Fuzzing) public func parse(_ b: UnsafeBufferPointer<UInt8>, checkingWeekday: Bool = true) -> (
        date: CivilDate, secondOfDay: Int
    )? {
        var i = 0
        var year: Int?
        var month: Int?
        var day: Int?
        var hour = 0
        var minute = 0
        var second = 0
        // A weekday the text names must be the date's (1 is Monday, as ``CivilDate/weekday``).
        var weekday: Int?
        func digits(min: Int, max: Int) -> Int? {
            var n = 0
            var count = 0
            while count < max, i < b.count, b[i] &- 48 < 10 {
                n = n * 10 + Int(b[i] &- 48)
                i += 1
                count += 1
            }
            return count >= min ? n : nil
        }
        func name(_ spellings: [DateNames.Spelling]) -> Int? {
            for spelling in spellings where i + spelling.bytes.count <= b.count {
                var k = 0
                while k < spelling.bytes.count, Self.folded(b[i + k]) == Self.folded(spelling.bytes[k]) { k += 1 }
                if k == spelling.bytes.count {
                    i += k
                    return spelling.number
                }
            }
            return nil
        }
        for token in tokens {
            switch token {
            case .year4: year = digits(min: 4, max: 4)
            // POSIX (strptime %y): 69–99 are 1969–1999, 00–68 are 2000–2068.
            case .year2: year = digits(min: 2, max: 2).map { $0 >= 69 ? 1900 + $0 : 2000 + $0 }
            case .monthName, .standaloneMonthName: month = name(locale.names.wideMonthSpellings)
            case .monthAbbreviation, .standaloneMonthAbbreviation: month = name(locale.names.abbreviatedMonthSpellings)
            case .month2: month = digits(min: 2, max: 2)
            case .month1: month = digits(min: 1, max: 2)
            case .day2: day = digits(min: 2, max: 2)
            case .day1: day = digits(min: 1, max: 2)
            case .weekdayName, .standaloneWeekdayName:
                guard let named = name(locale.names.wideWeekdaySpellings) else { return nil }
                weekday = named
            case .weekdayAbbreviation, .standaloneWeekdayAbbreviation:
                guard let named = name(locale.names.abbreviatedWeekdaySpellings) else { return nil }
                weekday = named
            case .hour2:
                guard let h = digits(min: 2, max: 2), h < 24 else { return nil }
                hour = h
            case .minute2:
                guard let m = digits(min: 2, max: 2), m < 60 else { return nil }
                minute = m
            case .second2:
                guard let s = digits(min: 2, max: 2), s < 60 else { return nil }
                second = s
            case .literal(let text):
                for byte in text.utf8 {
                    guard i < b.count, b[i] == byte else { return nil }
                    i += 1
                }
            }
        }
        guard i == b.count, let year, let month, let day, let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        if checkingWeekday, let weekday, weekday != date.weekday { return nil }
        return (date, hour * 3600 + minute * 60 + second)
    }

    /// ASCII letters in lower case, every other byte as is: names match in any case of their ASCII
    /// letters (and as written or in capitals otherwise, see ``DateNames``).
    @inline(__always)
    static func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    /// Whether the pattern names a year, a month and a day, so that input can be read with it.
    var canParseDates: Bool {
        let hasYear = tokens.contains(.year4) || tokens.contains(.year2)
        let hasMonth = tokens.contains {
            [.monthName, .monthAbbreviation, .month2, .month1, .standaloneMonthName, .standaloneMonthAbbreviation]
                .contains($0)
        }
        let hasDay = tokens.contains(.day2) || tokens.contains(.day1)
        return hasYear && hasMonth && hasDay
    }
}
