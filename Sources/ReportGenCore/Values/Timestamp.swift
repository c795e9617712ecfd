/// An instant, as seconds and nanoseconds since 1970-01-01T00:00:00Z: the value of `datetime` fields.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole seconds since the epoch, in UTC.
    public var seconds: Int64
    /// Nanoseconds within the second, `0..<1_000_000_000`.
    public var nanoseconds: Int32

    /// Creates an instant.
    public init(seconds: Int64, nanoseconds: Int32 = 0) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The UTC calendar day.
    public var date: CivilDate {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return CivilDate(daysSinceEpoch: Int(days))
    }

    /// Seconds since the start of the UTC day.
    public var secondOfDay: Int { Int(seconds - Int64(date.daysSinceEpoch) * 86_400) }

    /// ISO 8601 in UTC: `2016-04-01T09:30:00Z`, with a fraction only when there is one.
    public var description: String {
        let s = secondOfDay
        var text = date.description + "T" + DatePattern.pad(s / 3600, 2) + ":" + DatePattern.pad(s / 60 % 60, 2)
        text += ":" + DatePattern.pad(s % 60, 2)
        if nanoseconds != 0 {
            var fraction = DatePattern.pad(Int(nanoseconds), 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// Parses ISO 8601: `yyyy-MM-ddTHH:mm[:ss[.fff]]` with `Z`, `±HH:mm` or no zone (UTC); a space may
    /// stand for the `T`.
    public static func parseISO(_ b: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard b.count >= 16, let date = CivilDate.parseISO(UnsafeBufferPointer(rebasing: b[0..<10])),
            b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " ")
        else { return nil }
        var i = 11
        func number(_ width: Int) -> Int? {
            guard i + width <= b.count else { return nil }
            var n = 0
            for k in i..<(i + width) {
                let digit = b[k] &- 48
                guard digit < 10 else { return nil }
                n = n * 10 + Int(digit)
            }
            i += width
            return n
        }
        guard let hour = number(2), hour < 24, i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        guard let minute = number(2), minute < 60 else { return nil }
        var second = 0
        var nanos = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            i += 1
            guard let s = number(2), s < 60 else { return nil }
            second = s
            if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
                i += 1
                var digits = 0
                while i < b.count, b[i] &- 48 < 10 {
                    if digits < 9 { nanos = nanos * 10 + Int(b[i] &- 48) }
                    digits += 1
                    i += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 9) { nanos *= 10 }
            }
        }
        var offset = 0
        if i < b.count {
            if b[i] == UInt8(ascii: "Z"), i + 1 == b.count {
                i += 1
            } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let oh = number(2), oh < 24 else { return nil }
                if i < b.count, b[i] == UInt8(ascii: ":") { i += 1 }
                guard let om = number(2), om < 60 else { return nil }
                offset = sign * (oh * 3600 + om * 60)
            } else {
                return nil
            }
        }
        guard i == b.count else { return nil }
        let seconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
        return Timestamp(seconds: seconds, nanoseconds: Int32(nanos))
    }
}
