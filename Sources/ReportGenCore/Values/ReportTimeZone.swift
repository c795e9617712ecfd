import Foundation

/// `input.time_zone`: an IANA zone that date-times without an offset are read in and that every
/// date-time is shown in. Offsets come from Foundation's zone data; values stay exact integers.
///
/// Reading a wall-clock time the zone skips or repeats:
/// - in a gap (a spring-forward hour), the time moves forward by the gap: `02:30` on the night
///   Berlin skips from `02:00` to `03:00` is `03:30+02:00`;
/// - in an overlap (a fall-back hour), it takes the earlier instant: `02:30` on the night Berlin
///   goes back from `03:00` to `02:00` is `02:30+02:00`, not `02:30+01:00`.
///
/// ```swift
/// let berlin = ReportTimeZone(identifier: "Europe/Berlin")!
/// berlin.place(Timestamp(seconds: 1_703_412_000, utcOffset: nil)).description // "2023-12-24T10:00:00+01:00"
/// ```
public struct ReportTimeZone: Hashable, Sendable {
    /// The IANA name, as written.
    public let identifier: String
    private let zone: TimeZone
    /// The one offset of a zone that never changes it (`UTC`, `Etc/GMT-5`), so no lookups are needed.
    private let fixedOffset: Int32?

    /// UTC.
    public static let utc = ReportTimeZone(utc: ())

    private init(utc: Void) {
        identifier = "UTC"
        zone = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
        fixedOffset = 0
    }

    /// The zone with an IANA name (`Europe/Berlin`, `America/New_York`, `UTC`); `nil` for an unknown
    /// name or a spelling that is not an IANA name (`GMT+1`, `+01:00`).
    public init?(identifier: String) {
        if identifier == "UTC" {
            self = .utc
            return
        }
        // IANA names with a sign live under `Etc/` (`Etc/GMT-5`); Foundation also reads `GMT+1`,
        // which is not one.
        if !identifier.contains("/"), identifier.contains(where: { $0 == "+" || $0 == "-" }) { return nil }
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.identifier = identifier
        self.zone = zone
        if zone.nextDaylightSavingTimeTransition(after: .distantPast) == nil {
            fixedOffset = Int32(zone.secondsFromGMT())
        } else {
            fixedOffset = nil
        }
    }

    /// The names to suggest when a layout misspells one.
    public static var knownIdentifiers: [String] { ["UTC"] + TimeZone.knownTimeZoneIdentifiers }

    public static func == (lhs: ReportTimeZone, rhs: ReportTimeZone) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Seconds east of UTC at an instant.
    public func offset(at seconds: Int64) -> Int32 {
        if let fixedOffset { return fixedOffset }
        // Exact: seconds stay far below 2^53 (years are at most six digits).
        return Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    /// The instant a wall-clock time (seconds since the epoch as if it were UTC) names in this zone,
    /// with gaps moved forward and overlaps taking the earlier instant.
    public func instant(localSeconds local: Int64) -> Int64 {
        if let fixedOffset { return local - Int64(fixedOffset) }
        // The offsets two days either side: transitions are further apart than that.
        let before = Int64(offset(at: local - 172_800))
        let after = Int64(offset(at: local + 172_800))
        let early = local - before
        let late = local - after
        let earlyFits = Int64(offset(at: early)) == before
        if before == after, earlyFits { return early }
        let lateFits = Int64(offset(at: late)) == after
        switch (earlyFits, lateFits) {
        case (true, true): return min(early, late)  // an overlap: the earlier instant
        case (true, false): return early
        case (false, true): return late
        case (false, false): return early  // a gap: the offset before it, so the time moves forward
        }
    }

    /// The value shown in this zone: a naive one read as this zone's wall-clock time, an instant
    /// given this zone's offset at it.
    public func place(_ t: Timestamp) -> Timestamp {
        let seconds = t.isNaive ? instant(localSeconds: t.seconds) : t.seconds
        return Timestamp(seconds: seconds, nanoseconds: t.nanoseconds, utcOffset: offset(at: seconds))
    }
}
