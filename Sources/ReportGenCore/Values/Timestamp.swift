/// A date-time, as seconds and nanoseconds since 1970-01-01T00:00:00Z, with the UTC offset it is
/// shown at: the value of `datetime` fields.
///
/// Two kinds of value share the type:
/// - an **instant** (`utcOffset` set): read with a zone designator (`Z`, `+02:00`), or read without
///   one under `input.time_zone`. It is shown at its offset: `2023-12-24T10:00:00+01:00`, or with
///   `Z` at offset zero.
/// - a **naive** date-time (`utcOffset` is `nil`): read without a zone designator where no zone
///   applies (a layout's zone is UTC unless `input.time_zone` names another, so only a caller that
///   parses without one makes these), a wall-clock time of an unknown zone. Its seconds count it as if it were UTC
///   (so days, hours and order work as written), and it is shown as read, with no zone suffix.
///
/// Equality, hashing and order look at the seconds and nanoseconds only.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole seconds since the epoch, in UTC (for a naive value: as if its wall-clock time were UTC).
    public var seconds: Int64
    /// Nanoseconds within the second, `0..<1_000_000_000`.
    public var nanoseconds: Int32
    /// Seconds east of UTC the value is shown at (`3600` for `+01:00`); `nil` for a naive value.
    public var utcOffset: Int32?

    /// Creates a date-time; by default an instant shown in UTC.
    public init(seconds: Int64, nanoseconds: Int32 = 0, utcOffset: Int32? = 0) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.utcOffset = utcOffset
    }

    /// Whether it was read without a zone (and without `input.time_zone`).
    public var isNaive: Bool { utcOffset == nil }

    /// The seconds a datetime read from data may have: from 0001-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59Z, the instants whose year ISO 8601 writes in four digits (a zone's offset
    /// could take a text at either end to year 0 or 10000).
    static let readableSeconds: ClosedRange<Int64> = {
        let first = Int64(CivilDate(year: 1, month: 1, day: 1)?.daysSinceEpoch ?? 0) * 86_400
        let last = Int64(CivilDate(year: 9999, month: 12, day: 31)?.daysSinceEpoch ?? 0) * 86_400 + 86_399
        return first...last
    }()

    /// Seconds since the epoch of the wall-clock time it is shown at.
    @inline(__always)
    var localSeconds: Int64 { seconds + Int64(utcOffset ?? 0) }

    /// The calendar day it is shown at (its own offset applied).
    public var date: CivilDate {
        let local = localSeconds
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return CivilDate(daysSinceEpoch: Int(days))
    }

    /// Seconds since the start of the day it is shown at.
    public var secondOfDay: Int { Int(localSeconds - Int64(date.daysSinceEpoch) * 86_400) }

    /// ISO 8601 at its offset: `2016-04-01T09:30:00Z`, `2023-12-24T10:00:00+01:00`, or a naive
    /// `2016-04-01T09:30:00`; a fraction only when there is one.
    public var description: String {
        let s = secondOfDay
        var text = date.description + "T" + DatePattern.pad(s / 3600, 2) + ":" + DatePattern.pad(s / 60 % 60, 2)
        text += ":" + DatePattern.pad(s % 60, 2)
        if nanoseconds != 0 {
            var fraction = DatePattern.pad(Int(nanoseconds), 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        guard let utcOffset else { return text }
        return text + Self.offsetText(utcOffset)
    }

    /// `Z` for zero, otherwise `+HH:MM` (`+HH:MM:SS` for the odd historical offset in seconds).
    static func offsetText(_ offset: Int32) -> String {
        if offset == 0 { return "Z" }
        let magnitude = Int(offset.magnitude)
        var text = (offset < 0 ? "-" : "+") + DatePattern.pad(magnitude / 3600, 2) + ":"
        text += DatePattern.pad(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += ":" + DatePattern.pad(magnitude % 60, 2) }
        return text
    }

    public static func == (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.seconds == rhs.seconds && lhs.nanoseconds == rhs.nanoseconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(seconds)
        hasher.combine(nanoseconds)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// How many digits the fraction of an ISO date-time's seconds has (`2016-04-01T09:30:00.25Z`:
    /// 2), or `nil` when it has none there: for the message that refuses more than nine.
    static func isoFractionDigits(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard b.count > 20, b[19] == UInt8(ascii: ".") || b[19] == UInt8(ascii: ",") else { return nil }
        return b[20...].prefix { $0 &- 48 < 10 }.count
    }

    /// Parses ISO 8601: `yyyy-MM-ddTHH:mm[:ss[.fff]]` with `Z`, `±HH:mm`, or no zone; a space may stand
    /// for the `T`; at most nine digits of fraction. With a zone the result is an instant shown in
    /// UTC; without one it is naive.
    @_spi(Fuzzing) public static func parseISO(_ b: UnsafeBufferPointer<UInt8>) -> Timestamp? {
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
                // Finer than nanoseconds is refused, not cut off.
                guard digits > 0, digits <= 9 else { return nil }
                for _ in digits..<max(digits, 9) { nanos *= 10 }
            }
        }
        var offset: Int?
        if i < b.count {
            if b[i] == UInt8(ascii: "Z"), i + 1 == b.count {
                i += 1
                offset = 0
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
        let seconds =
            Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second - (offset ?? 0))
        return Timestamp(seconds: seconds, nanoseconds: Int32(nanos), utcOffset: offset == nil ? nil : 0)
    }
}
