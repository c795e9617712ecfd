import Testing

@testable import ReportGenCore

/// `format:` in each renderer: the formatted text where a person reads, the machine value in
/// typed rows and CSV, red negatives where the format can colour.
@Suite struct NumberStyleRenderingTests {
    static let layout = """
        layout: 1
        locale: de-DE
        input:
          fields: { amount: { type: decimal, places: 2 } }
        rows:
          item:
            height: 18
            fields:
              amount: { type: decimal, places: 2, format: { currency: EUR, negative: red_parentheses } }
              share: { type: decimal, places: 1, format: { percent: true } }
        report:
          detail: [ { row: item, amount: amount, share: "amount / 1000" } ]
        """
    static let csv = "amount\n-1234.5\n125\n"

    @Test func textMarkdownAndHTMLShowTheFormattedText() throws {
        let text = try Fixtures.render(Self.layout, csv: Self.csv, renderer: TextRenderer())
        #expect(text.contains("(1.234,50\u{A0}€)"), "\(text)")
        #expect(text.contains("-123,5\u{A0}%"), "\(text)")
        #expect(text.contains("125,00\u{A0}€"), "\(text)")
        let markdown = try Fixtures.render(Self.layout, csv: Self.csv, renderer: MarkdownRenderer())
        #expect(markdown.contains("(1.234,50\u{A0}€)"), "\(markdown)")
        let html = try Fixtures.render(Self.layout, csv: Self.csv, renderer: HTMLRenderer())
        #expect(html.contains("style=\"color: #C00000\">(1.234,50\u{A0}€)</td>"), "\(html)")
        // A positive value is not red.
        #expect(html.contains(">125,00\u{A0}€</td>"), "\(html)")
        #expect(!html.contains("style=\"color: #C00000\">125,00"), "\(html)")
    }

    @Test func typedRowsAndCSVKeepTheMachineValue() throws {
        let ndjson = try Fixtures.render(Self.layout, csv: Self.csv, renderer: NDJSONRenderer())
        #expect(ndjson.contains("\"amount\":-1234.50,\"share\":-1.235"), "\(ndjson)")
        let csv = try Fixtures.render(Self.layout, csv: Self.csv, renderer: CSVRenderer())
        #expect(csv.contains("-1234.50,-1.235"), "\(csv)")
        #expect(!csv.contains("€"), "\(csv)")
    }

    @Test func pdfDrawsANegativeRedAndAPositiveInTheRowsColour() throws {
        let plan = try Fixtures.plan(Self.layout)
        let rows = try Fixtures.rows(plan, ["-": Self.csv])
        let layout = PDFRowLayout(schema: plan.renderSchema)
        let negative = layout.drawing(rows[0], fields: rows[0].fields, height: 1800)
        let positive = layout.drawing(rows[1], fields: rows[1].fields, height: 1800)
        #expect(negative.runs.first { $0.text == "(1.234,50\u{A0}€)" }?.color == PDFRowLayout.negativeRed)
        #expect(positive.runs.first { $0.text == "125,00\u{A0}€" }?.color == .black)
        // The percent has no red format: its negative keeps the row's colour.
        #expect(negative.runs.first { $0.text == "-123,5\u{A0}%" }?.color == .black)
    }
}
