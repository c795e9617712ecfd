/// A date pattern such as `MMM dd, yyyy`: how dates are shown in templates and read from input.
///
/// Letters: `yyyy yy MMMM MMM MM M dd d EEEE EEE HH mm ss`, and `LLLL LLL cccc ccc` for the
/// stand-alone month and weekday names some languages use outside a date (Polish "grudzień 2023"
/// against "24 grudnia 2023"); text in single quotes is literal (`''` is a quote); any other
/// non-letter stands for itself. Names are English unless the pattern is ``localized(_:)``.
///
/// ```swift
/// let p = try DatePattern.parse("MMM dd, yyyy").get()
/// p.format(CivilDate(year: 2016, month: 4, day: 1)!) // "Apr 01, 2016"
/// ```
@_spi(Fuzzing) public struct DatePattern: Hashable, Sendable {
    /// One piece of a pattern.
    enum Token: Hashable, Sendable {
        case year4, year2, monthName, monthAbbreviation, month2, month1, day2, day1
        case weekdayName, weekdayAbbreviation, hour2, minute2, second2
        case standaloneMonthName, standaloneMonthAbbreviation, standaloneWeekdayName, standaloneWeekdayAbbreviation
        case literal(String)

        /// Whether the token shows a month's or a weekday's name.
        var isName: Bool {
            switch self {
            case .monthName, .monthAbbreviation, .standaloneMonthName, .standaloneMonthAbbreviation, .weekdayName,
                .weekdayAbbreviation, .standaloneWeekdayName, .standaloneWeekdayAbbreviation:
                return true
            default: return false
            }
        }
    }

    /// The pieces, in order.
    let tokens: [Token]
    /// The locale whose month and weekday names it shows and reads.
    let locale: ReportLocale
    /// The locale's names, looked up once (not in the locale table per date formatted).
    let names: DateNames
    /// The tokens and names as bytes, ready to write.
    private let writer: DatePatternWriter

    /// Creates a pattern from its pieces.
    init(tokens: [Token], locale: ReportLocale = .posix) {
        self.tokens = tokens
        self.locale = locale
        names = locale.names
        writer = DatePatternWriter(tokens: tokens, names: names)
    }

    /// The same pattern with a locale's names.
    func localized(_ locale: ReportLocale) -> DatePattern { DatePattern(tokens: tokens, locale: locale) }

    /// Whether the pattern shows a time of day.
    var hasTime: Bool { tokens.contains { [.hour2, .minute2, .second2].contains($0) } }

    /// Why a pattern is invalid, and at which character (0-based, in scalars).
    @_spi(Fuzzing) public struct Problem: Error, Hashable, Sendable {
        @_spi(Fuzzing) public var offset: Int
        @_spi(Fuzzing) public var message: String
    }

    static let letterTokens: [(String, Token)] = [
        ("yyyy", .year4), ("yy", .year2), ("MMMM", .monthName), ("MMM", .monthAbbreviation), ("MM", .month2),
        ("M", .month1), ("dd", .day2), ("d", .day1), ("EEEE", .weekdayName), ("EEE", .weekdayAbbreviation),
        ("HH", .hour2), ("mm", .minute2), ("ss", .second2), ("LLLL", .standaloneMonthName),
        ("LLL", .standaloneMonthAbbreviation), ("cccc", .standaloneWeekdayName),
        ("ccc", .standaloneWeekdayAbbreviation),
    ]

    /// Parses a pattern.
    @_spi(Fuzzing) public static func parse(_ text: String) -> Result<DatePattern, Problem> {
        let chars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        func appendLiteral(_ s: String) {
            if case .literal(let previous)? = tokens.last {
                tokens[tokens.count - 1] = .literal(previous + s)
            } else {
                tokens.append(.literal(s))
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" {
                    appendLiteral("'")
                    i += 2
                    continue
                }
                var j = i + 1
                var text = ""
                var closed = false
                while j < chars.count {
                    if chars[j] == "'" {
                        if j + 1 < chars.count, chars[j + 1] == "'" {
                            text.unicodeScalars.append("'")
                            j += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    text.unicodeScalars.append(chars[j])
                    j += 1
                }
                guard closed else {
                    return .failure(Problem(offset: i, message: "unterminated quoted text in date pattern"))
                }
                appendLiteral(text)
                i = j + 1
            } else if c.properties.isAlphabetic {
                var run = 1
                while i + run < chars.count, chars[i + run] == c { run += 1 }
                let letters = String(repeating: String(c), count: run)
                guard let token = letterTokens.first(where: { $0.0 == letters })?.1 else {
                    return .failure(
                        Problem(
                            offset: i,
                            message: "'\(letters)' is not a date pattern letter (use yyyy yy MMMM MMM MM M dd d "
                                + "EEEE EEE HH mm ss LLLL LLL cccc ccc, and quote literal text)"))
                }
                tokens.append(token)
                i += run
            } else {
                appendLiteral(String(c))
                i += 1
            }
        }
        return .success(DatePattern(tokens: tokens))
    }

    /// `yyyy-MM-dd`.
    static let iso = DatePattern(tokens: [.year4, .literal("-"), .month2, .literal("-"), .day2])

    /// Zero-pads a non-negative number to `width` digits (a negative one keeps its sign).
    static func pad(_ value: Int, _ width: Int) -> String {
        var out: [UInt8] = []
        appendPadded(value, width, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Formats a day.
    @_spi(Fuzzing) public func format(_ date: CivilDate) -> String { format(date: date, secondOfDay: 0) }

    /// Formats a date-time, at its own offset (see ``Timestamp``).
    func format(_ timestamp: Timestamp) -> String {
        format(date: timestamp.date, secondOfDay: timestamp.secondOfDay)
    }

    func format(date: CivilDate, secondOfDay: Int) -> String {
        writer.string(date: date, secondOfDay: secondOfDay)
    }

    /// Appends `value`'s digits, at least `width` of them (zeros in front), as ``pad(_:_:)`` spells it.
    static func appendPadded<Out: ByteAppending>(_ value: Int, _ width: Int, to out: inout Out) {
        // Up to four digits — a day, a month, a year — written straight (a report formats a date
        // per group header).
        if value >= 0, value < 10_000, width <= 4 {
            let digits = max(width, value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4)
            if digits >= 4 { out.append(byte: UInt8(truncatingIfNeeded: value / 1_000) &+ 48) }
            if digits >= 3 { out.append(byte: UInt8(truncatingIfNeeded: value / 100 % 10) &+ 48) }
            if digits >= 2 { out.append(byte: UInt8(truncatingIfNeeded: value / 10 % 10) &+ 48) }
            out.append(byte: UInt8(truncatingIfNeeded: value % 10) &+ 48)
            return
        }
        if value < 0 { out.append(byte: UInt8(ascii: "-")) }
        // Written right to left into a room on the stack, then appended byte by byte: no division
        // by a variable power of ten per digit (a report formats a date per group header).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { room in  // UInt.max has 20 digits
            let start = FixedDecimal.write(
                value.magnitude, scale: 0, grouping: false, symbols: .posix, into: room)
            for _ in (room.count &- start)..<max(room.count &- start, width) { out.append(byte: UInt8(ascii: "0")) }
            for i in start..<room.count { out.append(byte: room[i]) }
        }
    }
}
