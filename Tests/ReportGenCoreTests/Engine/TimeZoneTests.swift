import Testing

@testable import ReportGenCore

/// `input.time_zone` through the engine: reading, date functions, formats, groups, parameters;
/// and naive date-times when no zone is set.
@Suite struct TimeZoneTests {
    static func layout(timeZone: String?) -> String {
        """
        layout: 1
        parameters:
          cutoff: { type: datetime, default: "2024-01-01T00:00:00" }
        input:
        \(timeZone.map { "  time_zone: \($0)" } ?? "")
          fields:
            at: datetime
            local: { type: datetime, format: "dd.MM.yyyy HH:mm" }
        rows:
          r: { height: 1, fields: { text: string, stamp: datetime, shown: { type: datetime, format: "d MMM HH:mm" } } }
        report:
          detail:
            - row: r
              text: "{year(at)}-{month(at)}-{day(at)} q{quarter(at)} w{weekday(at)} {at:HH:mm} {at} {local} {at >= params.cutoff}"
              stamp: at
              shown: local
        """
    }

    static let data = """
        at,local
        2023-12-31T23:30:00Z,31.03.2024 02:30
        2023-12-31T22:30:00,27.10.2024 02:30

        """

    func fields(_ timeZone: String?, data: String = data, format: InputFormat = .csv) throws -> [String] {
        let plan = try Fixtures.plan(Self.layout(timeZone: timeZone))
        let (out, _) = try Fixtures.ndjson(plan, ["-": data], format: format)
        return out.split(separator: "\n").map {
            String($0.split(separator: "\"fields\":", maxSplits: 1)[1].dropLast())
        }
    }

    @Test func aZoneReadsWallClockTimesAndShowsEveryDateTimeInIt() throws {
        #expect(
            try fields("Europe/Berlin") == [
                #"{"text":"2024-1-1 q1 w1 00:30 2024-01-01T00:30:00+01:00 2024-03-31T03:30:00+02:00 true","stamp":"2024-01-01T00:30:00+01:00","shown":"2024-03-31T03:30:00+02:00"}"#,
                #"{"text":"2023-12-31 q4 w7 22:30 2023-12-31T22:30:00+01:00 2024-10-27T02:30:00+02:00 false","stamp":"2023-12-31T22:30:00+01:00","shown":"2024-10-27T02:30:00+02:00"}"#,
            ])
    }

    /// The default zone is UTC: a date-time without an offset is a UTC time, as with `time_zone: UTC`.
    @Test func withoutAZoneDateTimesAreInUTC() throws {
        #expect(try fields(nil) == (try fields("UTC")))
    }

    @Test func explicitUTCMakesNaiveTimesInstants() throws {
        #expect(
            try fields("UTC") == [
                #"{"text":"2023-12-31 q4 w7 23:30 2023-12-31T23:30:00Z 2024-03-31T02:30:00Z false","stamp":"2023-12-31T23:30:00Z","shown":"2024-03-31T02:30:00Z"}"#,
                #"{"text":"2023-12-31 q4 w7 22:30 2023-12-31T22:30:00Z 2024-10-27T02:30:00Z false","stamp":"2023-12-31T22:30:00Z","shown":"2024-10-27T02:30:00Z"}"#,
            ])
    }

    @Test func jsonInputIsReadInTheZoneToo() throws {
        let json = #"[{"at": "2023-12-31T23:30:00Z", "local": "31.03.2024 02:30"}]"#
        #expect(
            try fields("America/New_York", data: json, format: .json) == [
                #"{"text":"2023-12-31 q4 w7 18:30 2023-12-31T18:30:00-05:00 2024-03-31T02:30:00-04:00 false","stamp":"2023-12-31T18:30:00-05:00","shown":"2024-03-31T02:30:00-04:00"}"#
            ])
    }

    @Test func groupsBreakOnTheDayInTheZone() throws {
        let layout = """
            layout: 1
            input:
              time_zone: Asia/Tokyo
              fields: { at: datetime }
            rows:
              day: { height: 1, fields: { title: string, n: int } }
            report:
              groups:
                - by: "format(at, 'yyyy-MM-dd')"
                  footer: [ { row: day, title: "{at:EEE d MMM}", n: "count()" } ]
            """
        let plan = try Fixtures.plan(layout)
        let (out, _) = try Fixtures.ndjson(
            plan, ["-": "at\n2024-01-01T14:00:00Z\n2024-01-01T15:00:00Z\n2024-01-01T16:00:00Z\n"])
        // 15:00Z is midnight in Tokyo: a new day.
        #expect(
            out.split(separator: "\n").map { String($0.split(separator: "\"fields\":")[1].dropLast()) } == [
                #"{"title":"Mon 1 Jan","n":1}"#, #"{"title":"Tue 2 Jan","n":2}"#,
            ])
    }

    @Test func sortedByComparesInstants() throws {
        let layout = """
            layout: 1
            input:
              time_zone: Europe/Berlin
              sorted_by: [at]
              fields: { at: datetime }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{at}" } ]
            """
        let plan = try Fixtures.plan(layout)
        // 10:00 in Berlin is 09:00Z: before 09:30Z, though it reads later.
        let (out, _) = try Fixtures.ndjson(plan, ["-": "at\n2024-01-01T10:00:00\n2024-01-01T09:30:00Z\n"])
        #expect(out.split(separator: "\n").count == 2)
        do {
            _ = try Fixtures.ndjson(plan, ["-": "at\n2024-01-01T09:30:00Z\n2024-01-01T10:00:00\n"])
            Issue.record("expected an out-of-order error")
        } catch {
            #expect(
                "\(error)"
                    == "input.csv:3: field 'at': out of order: '2024-01-01T10:00:00+01:00' comes after "
                    + "'2024-01-01T10:30:00+01:00' (sorted_by at)"
            )
        }
    }
}
