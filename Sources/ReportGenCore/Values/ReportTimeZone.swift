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
final class ReportTimeZone: Hashable, Sendable {
    /// The IANA name, as written.
    let identifier: String
    let zone: TimeZone
    /// The one offset of a zone that never changes it (`UTC`, `Etc/GMT-5`), so no lookups are needed.
    private let fixedOffset: Int32?
    /// The zone's offsets from 1900 to 2100, read from Foundation once, so that reading and showing
    /// a date-time looks nothing up: `offsets[i]` holds before `transitions[i]`, the last one after
    /// the last. Outside those years Foundation answers.
    let transitions: [Int64]
    let offsets: [Int32]
    static let tableStart: Int64 = -2_208_988_800  // 1900-01-01T00:00:00Z
    static let tableEnd: Int64 = 4_102_444_800  // 2100-01-01T00:00:00Z

    /// UTC.
    static let utc = ReportTimeZone(identifier: "UTC", zone: TimeZone(secondsFromGMT: 0) ?? .current)

    private init(identifier: String, zone: TimeZone) {
        self.identifier = identifier
        self.zone = zone
        // A zone that never changes its offset needs no lookups.
        if zone.nextDaylightSavingTimeTransition(after: .distantPast) == nil {
            fixedOffset = Int32(zone.secondsFromGMT())
            transitions = []
            offsets = []
            return
        }
        fixedOffset = nil
        var transitions: [Int64] = []
        var offsets = [Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(Self.tableStart))))]
        var date = Date(timeIntervalSince1970: Double(Self.tableStart))
        // Two a year at most, so the bound is never reached; it only keeps the loop finite.
        for _ in 0..<2_000 {
            guard let next = zone.nextDaylightSavingTimeTransition(after: date),
                next.timeIntervalSince1970 < Double(Self.tableEnd)
            else { break }
            let offset = Int32(zone.secondsFromGMT(for: next))
            if offset != offsets[offsets.count - 1] {
                transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            date = next
        }
        self.transitions = transitions
        self.offsets = offsets
    }

    /// The zone with an IANA name (`Europe/Berlin`, `America/New_York`, `UTC`); `nil` for an unknown
    /// name or a spelling that is not an IANA name (`GMT+1`, `+01:00`).
    convenience init?(identifier: String) {
        if identifier == "UTC" {
            self.init(identifier: identifier, zone: Self.utc.zone)
            return
        }
        // IANA names with a sign live under `Etc/` (`Etc/GMT-5`); Foundation also reads `GMT+1`,
        // which is not one.
        if !identifier.contains("/"), identifier.contains(where: { $0 == "+" || $0 == "-" }) { return nil }
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.init(identifier: identifier, zone: zone)
    }

    /// The names to suggest when a layout misspells one.
    static var knownIdentifiers: [String] { ["UTC"] + TimeZone.knownTimeZoneIdentifiers }

    static func == (lhs: ReportTimeZone, rhs: ReportTimeZone) -> Bool { lhs.identifier == rhs.identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Seconds east of UTC at an instant.
    func offset(at seconds: Int64) -> Int32 {
        if let fixedOffset { return fixedOffset }
        guard seconds >= Self.tableStart, seconds < Self.tableEnd else {
            // Exact: seconds stay far below 2^53 (years are at most six digits).
            return Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
        }
        // The first transition after the instant; the offset before it holds.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return offsets[low]
    }

    /// The instant a wall-clock time (seconds since the epoch as if it were UTC) names in this zone,
    /// with gaps moved forward and overlaps taking the earlier instant.
    func instant(localSeconds local: Int64) -> Int64 {
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
    func place(_ t: Timestamp) -> Timestamp {
        let seconds = t.isNaive ? instant(localSeconds: t.seconds) : t.seconds
        return Timestamp(seconds: seconds, nanoseconds: t.nanoseconds, utcOffset: offset(at: seconds))
    }
}
