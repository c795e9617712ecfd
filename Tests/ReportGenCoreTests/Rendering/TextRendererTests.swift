import Testing

@testable import ReportGenCore

@Suite struct TextRendererTests {
    func render(_ csv: String) throws -> String {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { what: string, n: int }
            rows:
              item: { height: 1, fields: { what: string, n: int } }
            report:
              detail: [ { row: item, what: "{what}", n: n } ]
            """)
        var bytes: [UInt8] = []
        var sink = RenderingSink(renderer: TextRenderer(width: 30), output: OutputBuffer { bytes += $0 })
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(into: &sink)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func controlCharactersInDataAreShownEscaped() throws {
        let csv = "what,n\n\"\u{1B}]0;pwned\u{07}\u{1B}[2J\",1\n\"two\r\nlines\",2\n\"nul\u{0}tab\t\u{7F}\u{9B}1m\",3\n"
        let text = try render(csv)
        #expect(
            text == """
                \\x1B]0;pwned\\x07\\x1B[2J             1
                two\\r\\nlines                 2
                nul\\0tab\\t\\x7F\\u{9B}1m             3

                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func plainTextIsUntouched() throws {
        #expect(try render("what,n\nCafé \"Zürich\",1\n") == "Café \"Zürich\"                1\n")
    }
}
