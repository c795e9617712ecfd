/// Converts the text of one field into a typed ``Value``, strictly: `12abc` is not a decimal and
/// `2023-02-29` is not a date.
enum ValueParser {
    /// Converts raw bytes for an input field; `nil` when they are not valid (ask ``problem(_:for:)``
    /// why). Empty input must be handled by the caller (it means null or "empty value"), and so
    /// must a field with `null_values` or separators (`convertWithDialect(_:field:)`).
    @inline(__always)
    static func convert(_ b: UnsafeBufferPointer<UInt8>, field: InputPlan.Field) -> Value? {
        switch field.type {
        case .decimal: return decimal(b, places: field.places)
        case .date:
            if let pattern = field.pattern { return pattern.parse(b).map { .date($0.date) } }
            return CivilDate.parseISO(b).map { .date($0) }
        case .enum:
            for (raw, label) in field.enumValues where raw.count == b.count {
                if raw.withUnsafeBufferPointer({ memoryEqual($0, b) }) { return label }
            }
            return nil
        case .string:
            guard field.isUsed else { return .null }
            return text(b).map { .string($0) }
        case .int: return parseInt(b).map { .int($0) }
        case .bool: return parseBool(b).map { .bool($0) }
        case .datetime:
            let read: Timestamp?
            if let pattern = field.pattern {
                read = pattern.parse(b).map {
                    Timestamp(seconds: Int64($0.date.daysSinceEpoch) * 86_400 + Int64($0.secondOfDay), utcOffset: nil)
                }
            } else {
                read = Timestamp.parseISO(b)
            }
            guard let read else { return nil }
            let placed = field.timeZone?.place(read) ?? read
            guard Timestamp.readableSeconds.contains(placed.seconds) else { return nil }
            return .datetime(placed)
        }
    }

    /// A decimal with exactly `places` digits after the point, if set: 3.1 becomes 3.10; 3.10 with
    /// places 1 is 3.1; 3.15 is no value (`nil`).
    @inline(__always)
    static func decimal(_ b: UnsafeBufferPointer<UInt8>, places: Int?) -> Value? {
        guard let d = FixedDecimal(utf8: b) else { return nil }
        // Written with the places already: nothing to round or pad.
        guard let places, places != d.scale else { return .decimal(d) }
        guard let r = d.rounded(toPlaces: places), r == d else { return nil }
        return .decimal(r)
    }

    /// `b` as a string; `nil` when it is not valid UTF-8. ASCII, the common case, is checked eight
    /// bytes at a time and copied as it is, without the standard library's validation (up to 15
    /// bytes, straight into a small string).
    @inline(__always)
    static func text(_ b: UnsafeBufferPointer<UInt8>) -> String? {
        guard isASCII(b) else { return UTF8Validation.string(validating: b) }
        return String(unsafeUninitializedCapacity: b.count) { $0.initialize(fromContentsOf: b) }
    }

    @inline(__always)
    static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = ByteWords.skipClean(b, from: 0) { $0 & 0x8080_8080_8080_8080 == 0 }
        while i < b.count {
            if b[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    static func memoryEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    /// Why a string field's bytes are not text. The one spelling: a reader of UTF-16 recognises
    /// it to say what the broken bytes were in its file (see ``TranscodingByteSource``).
    static let invalidUTF8 = invalidUTF8(subject: "the value")

    /// That `subject` ("the value", "a key") is not text, in the one spelling.
    static func invalidUTF8(subject: String) -> String {
        subject + invalidUTF8Predicate
    }

    static let invalidUTF8Predicate =
        " is not valid UTF-8 (if the file is in another encoding, such as windows-1252, name it in input.encoding)"

    /// Why `b` is not a valid value for `field`: the text after `field 'NAME': `.
    static func problem(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field) -> String {
        // Bytes that are no UTF-8 (a Windows-1252 'März' in a date, 'Débit' in an enum) are said
        // to be so, with the hint to name the encoding, whatever the field's type: shown with
        // replacement characters, they would read as a wrong value.
        guard text(b) != nil else { return invalidUTF8 }
        return problem(b, for: field, shown: MessageText.quoted(b))
    }

    /// What a number field's text that is no number may mean: a word for "no value" (`NA`), or a
    /// number written with a decimal comma (`-22,25`, `1.234,56`); empty when it looks like neither.
    static func numberHint(_ b: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: b, as: UTF8.self).trimmingSpaces
        if ["na", "n/a", "#n/a", "null", "none", "nan"].contains(text.lowercased()) {
            return "; if it means no value, list it in the field's null_values (or input.null_values) and make "
                + "the field optional"
        }
        guard let comma = text.lastIndex(of: ",") else { return "" }
        // `-22,25`, `1.234,56`: a decimal comma, last, with any points before it grouping digits.
        if !text[comma...].contains("."),
            FixedDecimal(parsing: text.replacingAll(".", "").replacingAll(",", ".")) != nil
        {
            return "; it is written with ',' as the decimal separator: set decimal_separator: \",\" on the field "
                + "(and grouping_separator: \".\" when it groups with '.')"
        }
        // `1,234.56`: commas grouping digits before a decimal point.
        if FixedDecimal(parsing: text.replacingAll(",", "")) != nil {
            return "; it groups digits with ',': set grouping_separator: \",\" on the field"
        }
        return ""
    }

    /// Why `b` is not a valid value for `field`, naming the value as `shown` (the text as it was
    /// written, when `b` is a rewritten form of it).
    static func problem(_ b: UnsafeBufferPointer<UInt8>, for field: InputPlan.Field, shown: String) -> String {
        // A source that writes a date field as a datetime (or the reverse) is told what it wrote.
        if let writtenAs = field.writtenAs { return problem(b, for: field.written(as: writtenAs), shown: shown) }
        if let separators = field.separators, field.type == .decimal || field.type == .int {
            let what = field.type == .decimal ? "a decimal" : "an int"
            let notANumber =
                "\(shown) is not \(what) (written like \(separators.example(fraction: field.type == .decimal)))"
            return separators.withPlain(b) { plain in
                guard let plain else { return notANumber }
                if field.type == .decimal, let d = FixedDecimal(utf8: plain), let places = field.places,
                    d.scale > places
                {
                    return "\(shown) has more than \(places) digit\(places == 1 ? "" : "s") after the decimal separator"
                }
                var unseparated = field
                unseparated.separators = nil
                let problem = problem(plain, for: unseparated, shown: shown)
                return problem == "\(shown) is not \(what)" ? notANumber : problem
            }
        }
        switch field.type {
        case .decimal:
            // A well-formed number says why it is refused: too many places, or too many digits.
            guard let shape = decimalShape(b) else { return "\(shown) is not a decimal" + numberHint(b) }
            if let places = field.places, shape.fractionDigits > places {
                return "\(shown) has more than \(places) digit\(places == 1 ? "" : "s") after the point"
            }
            let limit = field.places.map { "; with \($0) places, at most \(38 - $0) before it" } ?? ""
            return "\(shown) does not fit in a decimal (38 digits, at most 30 after the point\(limit))"
        case .int:
            if b.allSatisfy({ $0 &- 48 < 10 || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }), b.count > 1 {
                return "\(shown) does not fit in a 64-bit int"
            }
            return "\(shown) is not an int" + numberHint(b)
        case .date, .datetime:
            // A datetime that reads but, at its offset or `input.time_zone`, falls outside years 1 to 9999.
            if field.type == .datetime, field.pattern.map({ $0.parse(b) != nil }) ?? (Timestamp.parseISO(b) != nil) {
                return "\(shown) is outside the datetimes reportgen reads (years 1 to 9999, in UTC)"
            }
            if let pattern = field.pattern, let read = pattern.parse(b, checkingWeekday: false) {
                let names = pattern.locale.names
                return "\(shown) names the wrong weekday: \(read.date) is a \(names.weekdays[read.date.weekday - 1])"
            }
            // Too fine a fraction is named only when it is what is wrong (cut to nine digits, the
            // text is a datetime).
            if field.type == .datetime, field.pattern == nil, let digits = Timestamp.isoFractionDigits(b), digits > 9,
                (Array(b[0..<29]) + Array(b[(20 + digits)...])).withUnsafeBufferPointer({ Timestamp.parseISO($0) })
                    != nil
            {
                return "\(shown) has more than 9 digits after the seconds' point (a datetime keeps nanoseconds)"
            }
            let standard = field.type == .datetime ? "ISO 8601, such as 2016-04-01T09:30:00Z" : "yyyy-MM-dd"
            return "\(shown) is not a \(field.type.rawValue) (\(field.pattern.map { describe($0) } ?? standard))"
        case .bool: return "\(shown) is not a bool (true/false, yes/no, 1/0)"
        case .enum:
            let raws = field.enumValues.map { String(decoding: $0.raw, as: UTF8.self) }
            return "\(shown) is not one of \(raws.joined(separator: ", "))"
        case .string: return invalidUTF8
        }
    }

    /// How many digits a plainly written decimal (`-12.50`, `+3`, `.5`, `7.`) has before and after
    /// its point; `nil` when `b` is not one.
    static func decimalShape(_ b: UnsafeBufferPointer<UInt8>) -> (integerDigits: Int, fractionDigits: Int)? {
        var i = 0
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
        var integerDigits = 0
        while i < b.count, b[i] &- 48 < 10 {
            integerDigits += 1
            i += 1
        }
        var fractionDigits = 0
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < b.count, b[i] &- 48 < 10 {
                fractionDigits += 1
                i += 1
            }
        }
        guard i == b.count, integerDigits + fractionDigits > 0 else { return nil }
        return (integerDigits, fractionDigits)
    }

    private static func describe(_ pattern: DatePattern) -> String {
        pattern.tokens.map { token -> String in
            switch token {
            case .year4: return "yyyy"
            case .year2: return "yy"
            case .monthName: return "MMMM"
            case .monthAbbreviation: return "MMM"
            case .month2: return "MM"
            case .month1: return "M"
            case .day2: return "dd"
            case .day1: return "d"
            case .weekdayName: return "EEEE"
            case .weekdayAbbreviation: return "EEE"
            case .hour2: return "HH"
            case .minute2: return "mm"
            case .second2: return "ss"
            case .standaloneMonthName: return "LLLL"
            case .standaloneMonthAbbreviation: return "LLL"
            case .standaloneWeekdayName: return "cccc"
            case .standaloneWeekdayAbbreviation: return "ccc"
            case .literal(let s): return s
            }
        }.joined()
    }

    @inline(__always)
    static func parseInt(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        var i = 0
        var negative = false
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < b.count else { return nil }
        var n: Int64 = 0
        while i < b.count {
            let digit = b[i] &- 48
            guard digit < 10 else { return nil }
            let (m, o1) = n.multipliedReportingOverflow(by: 10)
            let (s, o2) =
                negative ? m.subtractingReportingOverflow(Int64(digit)) : m.addingReportingOverflow(Int64(digit))
            guard !o1, !o2 else { return nil }
            n = s
            i += 1
        }
        return n
    }

    static func parseBool(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        let lowered = String(decoding: b, as: UTF8.self).lowercased()
        switch lowered {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }

    /// Converts a text value (a parameter, a default, a JSON string) to `type`.
    static func parse(
        text: String, as type: FieldType, places: Int?, pattern: DatePattern?,
        enumValues: [(raw: [UInt8], label: Value)], timeZone: ReportTimeZone? = nil
    ) -> Result<Value, ValueProblem> {
        let field = InputPlan.Field(
            name: "", column: "", type: type, places: places, pattern: pattern, optional: false, enumValues: enumValues,
            isUsed: true, timeZone: timeZone)
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { raw in
            let b = UnsafeBufferPointer(raw)
            if let v = convert(b, field: field) { return .success(v) }
            return .failure(ValueProblem(message: problem(b, for: field)))
        }
    }
}
