import Foundation
import Testing

/// `input.time_zone` and `locale:` from the command line: parameters, validation, rendering.
@Suite(.serialized) struct TimeZoneAndLocaleCLITests {
    /// A layout that shows a datetime parameter, with the given extra lines at the top and in `input`.
    func layout(top: String, input: String) throws -> (layout: String, input: String) {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("z.yaml")
        try """
        layout: 1
        \(top)
        parameters:
          at: datetime
        input:
          \(input)
          fields: { amount: decimal }
        rows:
          r: { height: 1, fields: { t: string, total: decimal } }
        report:
          footer: [ { row: r, t: "{params.at} {params.at:EEEE HH:mm}", total: "sum(amount)" } ]
        """.write(to: layout, atomically: false, encoding: .utf8)
        let data = dir.appendingPathComponent("a.csv")
        try "amount\n1234.5\n".write(to: data, atomically: false, encoding: .utf8)
        return (layout.path, data.path)
    }

    /// A text-renderer line: the text, then the number ending at column 72.
    func line(_ text: String, _ number: String) -> String {
        text + String(repeating: " ", count: 72 - text.count - number.count) + number + "\n"
    }

    @Test func aDateTimeParameterIsReadInTheZone() throws {
        let berlin = try layout(top: "locale: de-DE", input: "time_zone: Europe/Berlin")
        let result = try CLI.run(["--layout", berlin.layout, "--input", berlin.input, "--param", "at=2024-03-31T02:30"])
        #expect(result.status == 0)
        #expect(result.stdout == line("2024-03-31T03:30:00+02:00 Sonntag 03:30", "1.234,5"))
        let naive = try layout(top: "title: t", input: "sorted_by: [amount]")
        let plain = try CLI.run(["--layout", naive.layout, "--input", naive.input, "--param", "at=2024-03-31T02:30"])
        #expect(plain.status == 0)
        #expect(plain.stdout == line("2024-03-31T02:30:00Z Sunday 02:30", "1,234.5"))
    }

    @Test func validateNamesAnUnknownLocaleAndZone() throws {
        let bad = try layout(top: "locale: de_DE", input: "time_zone: Europe/Berln")
        let result = try CLI.run(["validate", bad.layout])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(bad.layout):2:9: error: unknown locale 'de_DE' (use a CLDR locale: a language such as en, de, ja or hi, alone or with a region such as de-AT); did you mean 'de-DE'? [invalid-value]
                \(bad.layout):6:14: error: unknown time zone 'Europe/Berln' (use an IANA name such as Europe/Berlin, America/New_York or UTC); did you mean 'Europe/Berlin'? [invalid-value]

                """)
        let render = try CLI.run(["--layout", bad.layout, "--input", bad.input, "--param", "at=2024-03-31T02:30"])
        #expect(render.status == 1)
        #expect(render.stdout.isEmpty)
    }

    @Test func theHTMLPageDeclaresTheLanguage() throws {
        let french = try layout(top: "locale: fr-CA", input: "time_zone: America/Montreal")
        let result = try CLI.run([
            "--layout", french.layout, "--input", french.input, "--param", "at=2024-03-31T02:30", "--format", "html",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<html lang=\"fr-CA\">\n"))
        #expect(
            result.stdout.contains(
                "<tr class=\"row kind-r level-0 role-footer strong\"><td class=\"left\" style=\"padding-left: 0.5rem\">"
                    + "<span class=\"word\">2024-03-31T02:30:00-04:00</span> dimanche 02:30</td><td class=\"right number whole\">1\u{A0}234,5</td></tr>\n"
            ))
    }
}
