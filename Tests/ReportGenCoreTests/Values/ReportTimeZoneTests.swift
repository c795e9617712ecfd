import Foundation
import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// `input.time_zone`: offsets, DST gaps and overlaps, and which names are zones.
@Suite struct ReportTimeZoneTests {
    func zone(_ name: String) throws -> ReportTimeZone { try #require(ReportTimeZone(identifier: name)) }

    /// A wall-clock time (`yyyy-MM-ddTHH:mm:ss`, no zone) read in `zone` and shown there.
    func local(_ text: String, in name: String) throws -> String {
        let naive = try #require(Array(text.utf8).withUnsafeBufferPointer { Timestamp.parseISO($0) })
        #expect(naive.isNaive)
        return try zone(name).place(naive).description
    }

    /// An instant (ISO with a zone) shown in `zone`.
    func instant(_ text: String, in name: String) throws -> String {
        let t = try #require(Array(text.utf8).withUnsafeBufferPointer { Timestamp.parseISO($0) })
        #expect(!t.isNaive)
        return try zone(name).place(t).description
    }

    @Test func readsWallClockTimesInTheZoneAndShowsTheirOffset() throws {
        #expect(try local("2023-12-24T10:00:00", in: "Europe/Berlin") == "2023-12-24T10:00:00+01:00")
        #expect(try local("2023-07-01T10:00:00", in: "Europe/Berlin") == "2023-07-01T10:00:00+02:00")
        #expect(try local("2023-12-24T10:00:00", in: "America/New_York") == "2023-12-24T10:00:00-05:00")
        #expect(try local("2023-12-24T10:00:00", in: "Asia/Kolkata") == "2023-12-24T10:00:00+05:30")
        #expect(try local("2023-12-24T10:00:00", in: "UTC") == "2023-12-24T10:00:00Z")
        // London is at +00:00 in winter: zero is written Z in every zone.
        #expect(try local("2023-12-24T10:00:00", in: "Europe/London") == "2023-12-24T10:00:00Z")
        #expect(try local("2023-07-01T10:00:00", in: "Europe/London") == "2023-07-01T10:00:00+01:00")
        // Etc/GMT-5 is five hours east of UTC (POSIX signs).
        #expect(try local("2023-12-24T10:00:00", in: "Etc/GMT-5") == "2023-12-24T10:00:00+05:00")
        #expect(try local("2023-12-24T10:00:00.25", in: "Europe/Berlin") == "2023-12-24T10:00:00.25+01:00")
    }

    @Test func showsInstantsInTheZone() throws {
        #expect(try instant("2023-12-31T23:30:00Z", in: "Europe/Berlin") == "2024-01-01T00:30:00+01:00")
        #expect(try instant("2023-12-24T10:00:00+09:00", in: "Europe/Berlin") == "2023-12-24T02:00:00+01:00")
        #expect(try instant("2024-01-01T03:00:00Z", in: "America/New_York") == "2023-12-31T22:00:00-05:00")
        let shown = try zone("Europe/Berlin").place(Timestamp(seconds: 1_704_065_400))
        #expect(shown.seconds == 1_704_065_400)
        #expect(shown.date == CivilDate(year: 2024, month: 1, day: 1))
        #expect(shown.secondOfDay == 1800)
    }

    @Test func aTimeInASpringGapMovesForwardByTheGap() throws {
        // Berlin skips 02:00–03:00 on 2024-03-31.
        #expect(try local("2024-03-31T01:59:59", in: "Europe/Berlin") == "2024-03-31T01:59:59+01:00")
        #expect(try local("2024-03-31T02:00:00", in: "Europe/Berlin") == "2024-03-31T03:00:00+02:00")
        #expect(try local("2024-03-31T02:30:00", in: "Europe/Berlin") == "2024-03-31T03:30:00+02:00")
        #expect(try local("2024-03-31T03:00:00", in: "Europe/Berlin") == "2024-03-31T03:00:00+02:00")
        // New York skips 02:00–03:00 on 2024-03-10; Sydney on 2024-10-06.
        #expect(try local("2024-03-10T02:30:00", in: "America/New_York") == "2024-03-10T03:30:00-04:00")
        #expect(try local("2024-10-06T02:30:00", in: "Australia/Sydney") == "2024-10-06T03:30:00+11:00")
        // Lord Howe moves by half an hour.
        #expect(try local("2024-10-06T02:15:00", in: "Australia/Lord_Howe") == "2024-10-06T02:45:00+11:00")
        // Samoa skipped the whole of 2011-12-30.
        #expect(try local("2011-12-30T12:00:00", in: "Pacific/Apia") == "2011-12-31T12:00:00+14:00")
    }

    @Test func anAmbiguousTimeInAnOverlapTakesTheEarlierInstant() throws {
        // Berlin repeats 02:00–03:00 on 2024-10-27: first at +02:00, then at +01:00.
        let berlin = try zone("Europe/Berlin")
        #expect(try local("2024-10-27T01:59:59", in: "Europe/Berlin") == "2024-10-27T01:59:59+02:00")
        #expect(try local("2024-10-27T02:00:00", in: "Europe/Berlin") == "2024-10-27T02:00:00+02:00")
        #expect(try local("2024-10-27T02:30:00", in: "Europe/Berlin") == "2024-10-27T02:30:00+02:00")
        #expect(try local("2024-10-27T02:59:59", in: "Europe/Berlin") == "2024-10-27T02:59:59+02:00")
        #expect(try local("2024-10-27T03:00:00", in: "Europe/Berlin") == "2024-10-27T03:00:00+01:00")
        // The earlier of the two instants 02:30 names: 00:30Z, not 01:30Z.
        #expect(berlin.instant(localSeconds: 1_729_996_200) == 1_729_989_000)
        // The later one is still shown right when it comes with an offset.
        #expect(try instant("2024-10-27T01:30:00Z", in: "Europe/Berlin") == "2024-10-27T02:30:00+01:00")
        #expect(try local("2024-11-03T01:30:00", in: "America/New_York") == "2024-11-03T01:30:00-04:00")
        #expect(try local("2024-04-07T02:30:00", in: "Australia/Sydney") == "2024-04-07T02:30:00+11:00")
    }

    @Test func oldOffsetsInSecondsAreShownWithTheirSeconds() throws {
        // Liberia kept -00:44:30 until 1972.
        #expect(try local("1970-06-01T12:00:00", in: "Africa/Monrovia") == "1970-06-01T12:00:00-00:44:30")
        #expect(Timestamp.offsetText(-2670) == "-00:44:30")
        #expect(Timestamp.offsetText(19_800) == "+05:30")
        #expect(Timestamp.offsetText(-36_000) == "-10:00")
        #expect(Timestamp.offsetText(0) == "Z")
    }

    /// The offsets table agrees with Foundation at every transition, a second either side of it,
    /// and every 97 hours from 1900 to 2100.
    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "Europe/Moscow", "Pacific/Apia", "Australia/Lord_Howe", "Asia/Kolkata",
        "Africa/Casablanca", "America/Sao_Paulo", "Europe/London", "Europe/Dublin", "Africa/Monrovia",
        "America/St_Johns",
    ])
    func offsetsTableMatchesFoundation(_ name: String) throws {
        let z = try zone(name)
        var instants: [Int64] = []
        for t in z.transitions { instants += [t - 1, t, t + 1] }
        instants += stride(from: ReportTimeZone.tableStart, to: ReportTimeZone.tableEnd, by: 97 * 3600)
        let wrong = instants.filter {
            Int(z.offset(at: $0)) != z.zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))
        }
        #expect(wrong == [])
        #expect(!z.transitions.isEmpty)
    }

    @Test func outsideTheTableFoundationAnswersWithoutTrapping() throws {
        let berlin = try zone("Europe/Berlin")
        #expect(berlin.offset(at: -2_208_988_801) == 3600)  // 1899: already CET
        #expect(berlin.offset(at: -2_524_521_600) == 3208)  // 1890: Berlin mean time, +00:53:28
        #expect(berlin.offset(at: 4_118_083_200) == 7200)  // 2100-07-01: summer time
        // The largest and smallest years a date can have.
        _ = berlin.offset(at: 31_556_889_832_780_799)
        _ = berlin.offset(at: -31_557_014_135_596_800)
        _ = berlin.instant(localSeconds: 31_556_889_832_780_799)
    }

    @Test func aFixedZoneNeedsNoTable() throws {
        let utc = try zone("UTC")
        #expect(utc.transitions.isEmpty)
        #expect(utc.offset(at: 0) == 0)
        #expect(utc.instant(localSeconds: 1000) == 1000)
        #expect(try zone("Etc/GMT+10").offset(at: 1_700_000_000) == -36_000)
        #expect(ReportTimeZone.utc.identifier == "UTC")
    }

    @Test(arguments: ["Europe/Berlin", "UTC", "GMT", "Etc/UTC", "Etc/GMT-5", "America/Argentina/Buenos_Aires", "EST"])
    func acceptsIANANames(_ name: String) {
        #expect(ReportTimeZone(identifier: name)?.identifier == name)
    }

    @Test(arguments: ["Europe/Berln", "europe/berlin", "GMT+1", "GMT+0100", "UTC+1", "+01:00", "Z", "", " UTC", "Utc"])
    func rejectsWhatIsNotAnIANAName(_ name: String) {
        #expect(ReportTimeZone(identifier: name) == nil)
    }

    @Test func knownIdentifiersIncludeUTCAndTheGeographicNames() {
        let known = ReportTimeZone.knownIdentifiers
        #expect(known.first == "UTC")
        #expect(known.contains("Europe/Berlin"))
        #expect(known.contains("America/New_York"))
    }
}
