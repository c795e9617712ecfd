extension DatePattern {
    /// Reads a date or date-time written in this pattern from ASCII bytes; `nil` when the text does
    /// not match it exactly or names a day that does not exist.
    public func parse(_ b: UnsafeBufferPointer<UInt8>) -> (date: CivilDate, secondOfDay: Int)? {
        var i = 0
        var year: Int?
        var month: Int?
        var day: Int?
        var hour = 0
        var minute = 0
        var second = 0
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
        func name(in names: [String], abbreviated: Bool) -> Int? {
            for (index, full) in names.enumerated() {
                let candidate = Array((abbreviated ? String(full.prefix(3)) : full).utf8)
                guard i + candidate.count <= b.count else { continue }
                var matches = true
                for k in 0..<candidate.count where b[i + k] | 0x20 != candidate[k] | 0x20 {
                    matches = false
                    break
                }
                if matches {
                    i += candidate.count
                    return index + 1
                }
            }
            return nil
        }
        for token in tokens {
            switch token {
            case .year4: year = digits(min: 4, max: 4)
            // POSIX (strptime %y): 69–99 are 1969–1999, 00–68 are 2000–2068.
            case .year2: year = digits(min: 2, max: 2).map { $0 >= 69 ? 1900 + $0 : 2000 + $0 }
            case .monthName: month = name(in: Self.monthNames, abbreviated: false)
            case .monthAbbreviation: month = name(in: Self.monthNames, abbreviated: true)
            case .month2: month = digits(min: 2, max: 2)
            case .month1: month = digits(min: 1, max: 2)
            case .day2: day = digits(min: 2, max: 2)
            case .day1: day = digits(min: 1, max: 2)
            case .weekdayName: guard name(in: Self.weekdayNames, abbreviated: false) != nil else { return nil }
            case .weekdayAbbreviation: guard name(in: Self.weekdayNames, abbreviated: true) != nil else { return nil }
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
        return (date, hour * 3600 + minute * 60 + second)
    }

    /// Whether the pattern names a year, a month and a day, so that input can be read with it.
    public var canParseDates: Bool {
        let hasYear = tokens.contains(.year4) || tokens.contains(.year2)
        let hasMonth = tokens.contains { [.monthName, .monthAbbreviation, .month2, .month1].contains($0) }
        let hasDay = tokens.contains(.day2) || tokens.contains(.day1)
        return hasYear && hasMonth && hasDay
    }
}
