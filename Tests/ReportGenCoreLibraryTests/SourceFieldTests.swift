import Foundation
import ReportGenCore
import Testing

/// A source's `fields:`: the networked source of the seeds' app writes its dates as instants
/// (`2016-05-01T00:00:00Z`) while the file source writes days; each is read as it arrives, and the
/// rows have the layout's types.
@Suite struct SourceFieldTests {
    static func layout(timeZone: String? = nil) -> String {
        """
        layout: 1
        input:
          \(timeZone.map { "time_zone: \($0)" } ?? "")
          fields:
            day: { type: date, format: yyyy-MM-dd }
            what: string
            amount: { type: decimal, null_values: ["-"], optional: true }
        sources:
          - { name: file }
          - name: live
            fields:
              day: { type: datetime, format: "yyyy-MM-dd'T'HH:mm:ss'Z'" }
              amount: { decimal_separator: ",", null_values: [n/a] }
        rows:
          item: { height: 18, fields: { day: date, what: string, amount: decimal } }
        report:
          groups: [ { by: source } ]
          detail: [ { row: item, day: day, what: "{what}", amount: amount } ]
        """
    }

    static let file = "day,what,amount\n2016-04-01,Tea,2.50\n2016-04-02,Cake,-\n"
    static let live = "day,what,amount\n2016-05-01T00:30:00Z,Coffee,\"3,11\"\n2016-05-02T23:59:59Z,Bread,n/a\n"

    static let noRecords = ReportSource.bytes(Array("day,what,amount\n".utf8), format: .csv)

    static func days(_ rows: [ReportRow]) -> [String] {
        rows.map {
            "\($0.date("day").map(\.description) ?? "-") \($0.string("what") ?? "") \($0.string("amount") ?? "null")"
        }
    }

    @Test func eachSourceIsReadInItsOwnFormat() throws {
        let report = try Report(yaml: Self.layout())
        let rows = try report.rows(sources: [
            "file": .bytes(Array(Self.file.utf8), format: .csv), "live": .bytes(Array(Self.live.utf8), format: .csv),
        ])
        #expect(
            Self.days(rows) == [
                "2016-04-01 Tea 2.50", "2016-04-02 Cake null", "2016-05-01 Coffee 3.11", "2016-05-02 Bread null",
            ])
        // The row type stays the layout's: a date.
        #expect(rows.allSatisfy { $0.date("day") != nil })
    }

    /// An instant read into a date field is taken on its day in the layout's zone (UTC unless
    /// `input.time_zone` says otherwise), never the device's: in Toronto, 00:30 UTC is the evening before.
    @Test func anInstantIntoADateFieldTakesTheLayoutsDay() throws {
        let live = ReportSource.bytes(Array(Self.live.utf8), format: .csv)
        let utc = try Report(yaml: Self.layout()).rows(sources: ["live": live, "file": Self.noRecords])
        #expect(utc.map { $0.date("day")?.description } == ["2016-05-01", "2016-05-02"])
        let toronto = try Report(yaml: Self.layout(timeZone: "America/Toronto")).rows(sources: [
            "live": live, "file": Self.noRecords,
        ])
        #expect(toronto.map { $0.date("day")?.description } == ["2016-04-30", "2016-05-02"])
    }

    /// The file source keeps the declared conversion: an instant there is a record error, named as
    /// a date's; the live source's error says what it expects.
    @Test func errorsNameTheSourcesOwnFormat() throws {
        let report = try Report(yaml: Self.layout())
        #expect {
            _ = try report.rows(sources: [
                "file": .bytes(
                    Array("day,what,amount\n2016-04-01T00:00:00Z,Tea,1\n".utf8), format: .csv, name: "f.csv"),
                "live": .missing,
            ])
        } throws: { error in
            "\(error)".contains("f.csv:2: field 'day': '2016-04-01T00:00:00Z' is not a date")
        }
        #expect {
            _ = try report.rows(sources: [
                "live": .bytes(Array("day,what,amount\n2016-05-01,Tea,1\n".utf8), format: .csv, name: "live.csv"),
                "file": Self.noRecords,
            ])
        } throws: { error in
            "\(error)".contains("live.csv:2: field 'day': '2016-05-01' is not a datetime")
        }
    }

    /// A date read into a datetime field is its midnight in the layout's zone.
    @Test func aDayIntoADatetimeFieldIsItsMidnight() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input: { time_zone: Europe/Berlin, fields: { at: datetime } }
                sources:
                  - { name: s, fields: { at: { type: date, format: dd.MM.yyyy } } }
                rows: { r: { height: 1, fields: { at: datetime } } }
                report: { detail: [ { row: r, at: at } ] }
                """)
        let rows = try report.rows(sources: ["s": .bytes(Array("at\n24.12.2023\n01.07.2024\n".utf8), format: .csv)])
        #expect(rows.map { $0.string("at") } == ["2023-12-24T00:00:00+01:00", "2024-07-01T00:00:00+02:00"])
    }
}
