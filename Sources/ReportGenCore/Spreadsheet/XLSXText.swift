/// Values as SpreadsheetML writes them: cell text escaped for XML, dates as serial day numbers,
/// date patterns as number formats.
enum XLSXText {
    /// Appends `text` as XML character data, cut at `limit` characters (UTF-16 units, as Excel
    /// counts). What XML cannot carry — control characters, U+FFFE, U+FFFF — is written the way
    /// OOXML escapes it (`_x001B_`), and an underscore that would read as such an escape is
    /// escaped itself (`_x005F_`).
    /// Returns whether the text was cut.
    @discardableResult
    static func append(_ text: String, limit: Int, to out: inout [UInt8]) -> Bool {
        var units = 0
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            units += scalar.utf16.count
            if units > limit { return true }
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".utf8)
            case "<": out.append(contentsOf: "&lt;".utf8)
            case ">": out.append(contentsOf: "&gt;".utf8)
            case "_" where looksLikeEscape(scalars[scalars.index(after: index)...]):
                out.append(contentsOf: "_x005F_".utf8)
            default:
                let v = scalar.value
                if (v < 0x20 && v != 0x09 && v != 0x0A) || v == 0x0D || v == 0xFFFE || v == 0xFFFF {
                    out.append(contentsOf: "_x".utf8)
                    out.append(contentsOf: hex4(v).utf8)
                    out.append(UInt8(ascii: "_"))
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
            index = scalars.index(after: index)
        }
        return false
    }

    /// Whether the scalars after an underscore are `xHHHH_`.
    private static func looksLikeEscape(_ rest: String.UnicodeScalarView.SubSequence) -> Bool {
        let next = Array(rest.prefix(6))
        guard next.count == 6, next[0] == "x", next[5] == "_" else { return false }
        return next[1...4].allSatisfy { $0.properties.isASCIIHexDigit }
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        let bytes = [12, 8, 4, 0].map { digits[Int((v >> UInt32($0)) & 0xF)] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Excel's serial day number of `date` (1 is 1900-01-01, with Excel's phantom 1900-02-29), or
    /// `nil` before 1900-03-01 or after 9999-12-31, where serials do not hold.
    /// Whether a spreadsheet holds the number exactly: at most 15 significant digits (its numbers
    /// are binary floating point). A longer one is written as text, digits intact.
    static func fitsANumberCell(_ decimal: FixedDecimal) -> Bool {
        let limit = Unsigned128(low: 1_000_000_000_000_000)
        // Most numbers have fewer digits in all; only a longer one is asked for its trailing zeros.
        return decimal.wideMantissa.magnitude < limit || decimal.normalized.wideMantissa.magnitude < limit
    }

    static func serial(_ date: CivilDate) -> Int? {
        let serial = date.daysSinceEpoch + 25_569  // 1970-01-01 is serial 25,569
        return serial >= 61 && serial <= 2_958_465 ? serial : nil
    }

    /// The serial of a moment: days, and the time of day to the second as a fraction to ten places.
    /// Below the second it is cut off: a spreadsheet shows a cell's time to the second, and
    /// 23:59:59.9999 was read as the next day (and year).
    static func appendSerial(_ time: Timestamp, to out: inout [UInt8]) {
        Int64(serial(time.date) ?? 0).append(to: &out)
        let seconds = Int64(time.secondOfDay)
        guard seconds > 0 else { return }
        // Rounded to 1e-10 of a day (under 10 µs); the last second of a day stays below 1.
        let fraction = (seconds * 10_000_000_000 + 43_200) / 86_400
        out.append(UInt8(ascii: "."))
        var digits = Array(String(fraction).utf8)
        while digits.count < 10 { digits.insert(UInt8(ascii: "0"), at: 0) }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        out.append(contentsOf: digits)
    }

    /// A date pattern in Excel's number-format letters (`MMM dd, yyyy` → `mmm dd, yyyy`);
    /// literal text quoted.
    static func dateFormat(_ pattern: DatePattern) -> String {
        var code = ""
        for token in pattern.tokens {
            switch token {
            case .year4: code += "yyyy"
            case .year2: code += "yy"
            // Excel has one form of names, in the reader's own language: the standalone forms map to it.
            case .monthName, .standaloneMonthName: code += "mmmm"
            case .monthAbbreviation, .standaloneMonthAbbreviation: code += "mmm"
            case .month2: code += "mm"
            case .month1: code += "m"
            case .day2: code += "dd"
            case .day1: code += "d"
            case .weekdayName, .standaloneWeekdayName: code += "dddd"
            case .weekdayAbbreviation, .standaloneWeekdayAbbreviation: code += "ddd"
            case .hour2: code += "hh"
            case .minute2: code += "mm"
            case .second2: code += "ss"
            case .literal(let text) where text.allSatisfy({ " -/:,()".contains($0) }):
                code += text  // characters Excel shows as themselves
            case .literal(let text):
                // Quoted runs; a quote itself is escaped with a backslash between them.
                code += text.split(separator: "\"", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "\"" + $0 + "\"" }.joined(separator: "\\\"")
            }
        }
        return code
    }

    /// The number or date `text` shows in `format` (a text field's ``RowKind/Field/shownAs``), when
    /// writing that value in the format gives `text` back exactly; `nil` otherwise, and the cell
    /// stays text. A number without fixed places reads back only when it is whole: one number
    /// format cannot show each value's own digits.
    ///
    /// ```swift
    /// XLSXText.value(of: "1,234.50", shownAs: .number(NumberFormat(places: 2, grouping: true)))
    /// // .decimal(1234.50)
    /// ```
    static func value(of text: String, shownAs format: ValueFormat) -> Value? {
        switch format {
        case .number(let number):
            var plain = ""
            for scalar in text.unicodeScalars {
                if scalar.value == UInt32(number.symbols.decimal) {
                    plain.append(".")
                } else if scalar.properties.numericType == .decimal, scalar.isASCII {
                    plain.unicodeScalars.append(scalar)
                } else if scalar == "-", plain.isEmpty {
                    plain.append("-")
                }
            }
            guard let read = FixedDecimal(parsing: plain), number.places != nil || read.scale == 0,
                number.format(.decimal(read)) == text
            else { return nil }
            return .decimal(read)
        case .date(let pattern):
            guard let read = text.withUTF8Bytes({ pattern.parse($0) }),
                pattern.format(date: read.date, secondOfDay: read.secondOfDay) == text
            else { return nil }
            guard pattern.hasTime else { return .date(read.date) }
            return .datetime(
                Timestamp(
                    seconds: Int64(read.date.daysSinceEpoch) * 86_400 + Int64(read.secondOfDay), utcOffset: nil))
        }
    }

    /// A text field shown as a number or date (``RowKind/Field/shownAs``) as the typed field its
    /// cells hold; any other field as it is.
    static func cellField(_ field: RowKind.Field) -> RowKind.Field {
        var typed = field
        switch field.shownAs {
        case .number(let number)?:
            typed.type = .decimal
            typed.places = number.places ?? 0
        case .date(let pattern)?:
            typed.type = pattern.hasTime ? .datetime : .date
            typed.pattern = pattern
        case nil: break
        }
        return typed
    }

    /// The Excel number format of a field's `format:`: positive, negative and zero sections with
    /// the locale's text around the digits as literals (`#,##0.00\ "€";[Red]\(#,##0.00\ "€"\)`);
    /// a percent keeps Excel's `%`, which shows the fraction times 100 as reportgen does.
    static func numberFormat(_ number: LocalizedNumberStyle, places fieldPlaces: Int?) -> String {
        let style = number.style
        let places =
            style.percent ? fieldPlaces.map { max(0, $0 - 2) } ?? 0 : fieldPlaces ?? number.defaultPlaces ?? 0
        let digits = (number.grouping ? "#,##0" : "0") + (places > 0 ? "." + String(repeating: "0", count: places) : "")
        func section(_ affixes: LocalizedNumberStyle.Affixes) -> String {
            literal(affixes.prefix, percent: style.percent) + digits + literal(affixes.suffix, percent: style.percent)
        }
        let positive = section(style.alwaysSign ? number.signed : number.positive)
        let negative = (style.isRed ? "[Red]" : "") + section(number.negative)
        let zero = style.zero.map { literal($0, percent: false) } ?? section(number.positive)
        return positive + ";" + negative + ";" + zero
    }

    /// Text as an Excel format literal: a space, sign or parenthesis escaped by a backslash, any
    /// other run quoted; with `percent`, `%` stays Excel's percent.
    private static func literal(_ text: String, percent: Bool) -> String {
        var out = ""
        var run = ""
        func flush() {
            if !run.isEmpty { out += "\"" + run + "\"" }
            run = ""
        }
        for character in text {
            if percent, character == "%" {
                flush()
                out += "%"
            } else if " -+()\"".contains(character) {
                flush()
                out += "\\" + String(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return out
    }

    /// The number format code of a number shown in `format`: `#,##0.00`, or `0.00` ungrouped.
    static func numberFormat(_ format: NumberFormat) -> String {
        let places = format.places ?? 0
        return (format.grouping ? "#,##0" : "0") + (places > 0 ? "." + String(repeating: "0", count: places) : "")
    }
}
