import Foundation
import Testing

@testable import ReportGenCore

/// HTML reports as headless Chromium lays them out: every row's cells fill the grid, cells of one
/// column start at one x, numbers, dates and bools keep to one line, and nothing is wider than
/// its cell. Runs where Chromium is installed, and always under `.ci/run` (``OutsideReader``).
@Suite(.needs(.chromium)) struct HTMLBrowserTests {
    static let samples = ["transactions", "transactions-one-source", "monthly", "portfolio", "bank-statement"]

    func expectLaidOutWell(_ layout: Chromium.Layout, _ name: String, fitsThePage: Bool = true) {
        #expect(layout.rows > 1, "\(name)")
        if fitsThePage { #expect(layout.tableOverflow == 0, "\(name)") }
        #expect(layout.rowsOffTheGrid.isEmpty, "\(name)")
        #expect(layout.misalignedColumns.isEmpty, "\(name)")
        #expect(layout.wrappedWholeCells.isEmpty, "\(name)")
        #expect(layout.overflowingCells.isEmpty, "\(name)")
    }

    /// Every sample's page (its golden file), in a wide and a narrow window.
    @Test(arguments: samples)
    func sampleIsLaidOutWell(_ name: String) throws {
        let html = try Fixtures.text("Tests/ReportGenCoreTests/Golden/\(name).html")
        for width in [1000, 480] {
            expectLaidOutWell(try Chromium.layout(of: html, width: width), "\(name) at \(width) px")
        }
    }

    /// Narrow columns, wide amounts with a locale's separators, a long word, dates and a bidi
    /// override in the data: the amounts and dates stay whole, the long word breaks, and at 1000
    /// pixels the table fits the page (at 480 the whole amounts and dates alone are wider).
    @Test func narrowColumnsKeepNumbersAndDatesWhole() throws {
        let yaml = """
            layout: 1
            locale: de-DE
            title: Schmale Spalten
            input:
              fields: { name: string, day: { type: date }, amount: { type: decimal, places: 2 }, ok: bool }
            columns:
              - { name: name, width: 6, title: Name }
              - { name: day, width: 1, title: Tag }
              - { name: amount, width: 1, title: Betrag }
              - { name: ok, width: 1, title: OK }
            rows:
              line:
                height: 18
                fields: { name: string, day: { type: date, format: "EEEE d. MMMM yyyy" }, amount: decimal, ok: bool }
              total: { height: 24, fields: { label: string, amount: decimal } }
            report:
              detail: [ { row: line, name: "{name}", day: day, amount: amount, ok: ok } ]
              footer: [ { row: total, label: Summe, amount: "sum(amount)" } ]
            """
        let csv = """
            name,day,amount,ok
            Miete,2024-12-01,-1234567.89,true
            Donaudampfschifffahrtsgesellschaftskapitän,2024-12-29,1000000.00,false
            "bidi\u{202E}override",2024-12-31,987654321012.34,true

            """
        let html = try Fixtures.render(yaml, csv: csv, renderer: HTMLRenderer())
        for width in [1000, 480] {
            expectLaidOutWell(
                try Chromium.layout(of: html, width: width), "narrow columns at \(width) px", fitsThePage: width == 1000
            )
        }
        // The check itself sees what it is for: with fixed column widths and words broken
        // anywhere, as the page once was, the amounts and dates wrap.
        let fixed =
            html
            .replacingOccurrences(
                of: "border-collapse: collapse;", with: "border-collapse: collapse; table-layout: fixed;"
            )
            .replacingOccurrences(of: ".whole, .word { white-space: nowrap; overflow-wrap: normal; }", with: "")
            .replacingOccurrences(of: "overflow-wrap: break-word;", with: "overflow-wrap: anywhere;")
        #expect(try !Chromium.layout(of: fixed, width: 480).wrappedWholeCells.isEmpty)
    }

    /// Many columns and long unbroken text (a URL, an address): the table stays within the page,
    /// the long words breaking inside their columns, the numbers and dates whole.
    @Test func manyColumnsAndLongWordsFitThePage() throws {
        let names = (1...10).map { "n\($0)" }
        let yaml = """
            layout: 1
            input:
              fields: { url: string, mail: string, day: date, \(names.map { "\($0): int" }.joined(separator: ", ")) }
            columns:
              - { name: url, width: 3 }
              - { name: mail, width: 2 }
              - { name: day }
            \(names.map { "  - { name: \($0) }" }.joined(separator: "\n"))
            rows:
              line:
                height: 18
                fields: { url: string, mail: string, day: date, \(names.map { "\($0): int" }.joined(separator: ", ")) }
            report:
              detail:
                - { row: line, url: "{url}", mail: "{mail}", day: day, \(names.map { "\($0): \($0)" }.joined(separator: ", ")) }
            """
        let long = "https://example.com/" + String(repeating: "averyveryverylongpathsegment/", count: 6)
        let line =
            "\(long),firstname.lastname@averylongcompanydomainname.example,2024-12-31,"
            + names.indices.map { "\(123_456 * ($0 + 1))" }.joined(separator: ",") + "\n"
        let csv = "url,mail,day,\(names.joined(separator: ","))\n" + line + line
        let html = try Fixtures.render(yaml, csv: csv, renderer: HTMLRenderer())
        expectLaidOutWell(try Chromium.layout(of: html, width: 1000), "many columns")
    }
}
