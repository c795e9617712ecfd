import Foundation
import Testing

@testable import ReportGenCore

/// The PDF writer and renderer: the file's structure, what readers get back from it, fonts.
@Suite struct PDFRendererTests {
    static let layout = """
        layout: 1
        title: Orders
        page:
          size: [300, 200]
          margins: 20
          footer: [ { row: foot, text: "Page {page} of {pages}" } ]
        input:
          fields: { city: string, item: string, amount: { type: decimal, places: 2 } }
        rows:
          head: { height: 30, band: none, fields: { title: string } }
          line: { height: 20, band: toggle, fields: { item: string, amount: { type: decimal, places: 2 } } }
          total: { height: 20, fields: { total: { type: decimal, places: 2 } } }
          foot: { height: 20, fields: { text: string } }
        report:
          groups:
            - by: city
              repeat_header: true
              header: [ { row: head, title: "{city}{if(continued, ' (continued)', '')}" } ]
              footer: [ { row: total, total: "sum(amount)" } ]
          detail: [ { row: line, item: "{item}", amount: amount } ]
        """

    static func csv(_ rows: Int, city: String = "Ottawa", item: String = "Item") -> String {
        "city,item,amount\n" + (1...rows).map { "\(city),\(item) \($0),\($0)234.5\n" }.joined()
    }

    static func render(
        _ data: String, yaml: String = layout, fonts: [[UInt8]] = [], strict: Bool = false
    ) throws -> (pdf: [UInt8], summary: RunSummary) {
        let plan = try Fixtures.plan(yaml)
        var bytes: [UInt8] = []
        let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": data]))
        let summary = try engine.renderPDF(
            PDFRenderer.Options(parameters: [], fallbackFonts: fonts, strict: strict), to: OutputBuffer { bytes += $0 })
        return (bytes, summary)
    }

    /// Every cross-reference entry points at its object; the trailer points at the table.
    @Test func crossReferenceTableMatchesTheObjects() throws {
        let pdf = try Self.render(Self.csv(12)).pdf
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.7\n%"))
        #expect(text.hasSuffix("%%EOF\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let startxref = try #require(lines.firstIndex(of: "startxref"))
        let tableOffset = try #require(Int(lines[startxref + 1]))
        let table = String(decoding: pdf[tableOffset...], as: UTF8.self).split(separator: "\n")
        #expect(table[0] == "xref")
        let header = table[1].split(separator: " ")
        let count = try #require(Int(header[1]))
        #expect(table[2] == "0000000000 65535 f ")
        for number in 1..<count {
            let entry = table[2 + number]
            let offset = try #require(Int(entry.prefix(10)))
            #expect(entry.hasSuffix(" 00000 n "))
            let object = String(decoding: pdf[offset..<offset + 12], as: UTF8.self)
            #expect(object.hasPrefix("\(number) 0 obj\n"), "object \(number) at \(offset)")
        }
        #expect(text.contains("trailer\n<< /Size \(count) /Root 1 0 R /Info 4 0 R >>"))
    }

    @Test(.needs(.pdfTools)) func readersGetTheRowsBackInOrderWithPageNumbers() throws {
        let pdf = try Self.render(Self.csv(12)).pdf
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        // A 140-point body (160 less the 20-point footer): the head and 5 lines, then the head repeated and 5 more...
        #expect(
            try PDFTools.text(pdf) == [
                "Ottawa", "Item 1 1,234.50", "Item 2 2,234.50", "Item 3 3,234.50", "Item 4 4,234.50",
                "Item 5 5,234.50", "Page 1 of 3", "\u{0C}Ottawa (continued)", "Item 6 6,234.50", "Item 7 7,234.50",
                "Item 8 8,234.50", "Item 9 9,234.50", "Item 10 10,234.50", "Page 2 of 3", "\u{0C}Ottawa (continued)",
                "Item 11 11,234.50", "Item 12 12,234.50", "Total 80,814.00", "Page 3 of 3", "\u{0C}",
            ])
    }

    /// Page rows without `pages` are drawn on the page itself; text wider than its room wraps onto
    /// the lines the row's height holds, drawn smaller, and is never cut while it fits so.
    @Test(.needs(.pdfTools)) func pageRowsWithoutACountAndTextTooWide() throws {
        let yaml = Self.layout.replacingOccurrences(
            of: "footer: [ { row: foot, text: \"Page {page} of {pages}\" } ]",
            with: "header: [ { row: foot, text: \"{report.title}, page {page}\" } ]")
        let long = String(repeating: "Wide ", count: 20)
        let pdf = try Self.render(Self.csv(1, item: long), yaml: yaml).pdf
        #expect(!String(decoding: pdf, as: UTF8.self).contains("/XObject"))
        #expect(
            try PDFTools.text(pdf) == [
                "Orders, page 1", "Ottawa", "Wide Wide Wide Wide Wide Wide Wide Wide Wide Wide Wide",
                "Wide Wide Wide Wide Wide Wide Wide Wide Wide 1 1,234.50", "Total 1,234.50", "\u{0C}",
            ])
    }

    /// Text that does not fit even wrapped at the smallest size is cut with an ellipsis, and a
    /// warning names the row (an error under `--strict`).
    @Test(.needs(.pdfTools)) func textTooLongEvenWrappedIsCutWithAWarning() throws {
        let long = String(repeating: "Wide ", count: 200)
        let (pdf, summary) = try Self.render(Self.csv(1, item: long))
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        // Four lines of the text at 4 pt, the last one ending with the ellipsis.
        let cut = try PDFTools.text(pdf).filter { $0.hasPrefix("Wide Wide") }
        #expect(cut.count == 4)
        #expect(cut.dropLast().allSatisfy { !$0.contains("…") } && cut.last?.hasSuffix("…") == true)
        #expect(
            summary.warnings == [
                "row 'line' on page 1: '\(String(repeating: "Wide ", count: 16))…' (1002 bytes in all) does not fit its "
                    + "column even wrapped at 4 pt; the rest is cut (a wider column, a taller row or a smaller style.size "
                    + "shows it whole)"
            ])
    }

    /// A deep row in a narrow first column is indented by at most half of its cell: its text is
    /// drawn there (wrapped), never dropped without a word.
    @Test(.needs(.pdfTools)) func aDeepRowsTextIsDrawnInANarrowFirstColumn() throws {
        let yaml = """
            layout: 1
            input:
              fields: { day: date, note: string, a: int }
            page: { size: [300, 400], margins: 20 }
            rows:
              d: { height: 12, fields: { day: date, note: string, a: int } }
              wide:
                height: 18
                fields: { l1: string, l2: string, l3: string, n1: int, n2: int, n3: int, n4: int, n5: int, n6: int }
            report:
              groups: [{ by: "year(day)" }, { by: "month(day)" }, { by: "day" }]
              detail: [ { row: d, day: day, note: "{note}", a: a } ]
              footer: [ { row: wide, l1: All, l2: x, l3: "{last(day)}", n1: 1, n2: 2, n3: 3, n4: 4, n5: 5, n6: 6 } ]
            """
        let (pdf, summary) = try Self.render("day,note,a\n2023-11-28,snow,1\n", yaml: yaml)
        let lines = try PDFTools.text(pdf)
        #expect(lines.first == "2023-11", "\(lines)")
        #expect(lines.dropFirst().first == "-28 snow 1", "\(lines)")
        #expect(summary.warnings.isEmpty)
    }

    /// Repeated headers that leave no room for the next row are left out of that page, and the
    /// run says so (an error under `--strict`).
    @Test func repeatedHeadersWithoutRoomAreAWarning() throws {
        let yaml = """
            layout: 1
            title: T
            page: { size: [300, 220], margins: 10 }
            input:
              fields: { a: string, b: string, n: int }
            rows:
              ha: { height: 120, fields: { t: string } }
              hb: { height: 70, fields: { t: string } }
              d: { height: 20, fields: { t: string } }
            report:
              groups:
                - { by: a, repeat_header: true, header: [ { row: ha, t: "A {a}" } ] }
                - { by: b, repeat_header: true, header: [ { row: hb, t: "B {b}" } ] }
              detail: [ { row: d, t: "d {n}" } ]
            """
        let message =
            "page 2 begins without the group headers repeat_header repeats: with them, the next row does not fit "
            + "the page (a taller page or shorter header rows keep them)"
        let data = "a,b,n\nx,1,1\nx,1,2\n"
        #expect(try Self.render(data, yaml: yaml).summary.warnings == [message])
        #expect(throws: PDFRenderer.Failure(description: message)) {
            try Self.render(data, yaml: yaml, strict: true)
        }
    }

    /// A number too wide for its cell is drawn smaller, never cut: a cut amount reads as another.
    @Test(.needs(.pdfTools)) func numbersTooWideAreDrawnSmallerNotCut() throws {
        let data = "city,item,amount\nOttawa,Big,123456789012345678901234.5\n"
        let pdf = try Self.render(data).pdf
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        #expect(
            try PDFTools.text(pdf) == [
                "Ottawa", "Big 123,456,789,012,345,678,901,234.50", "Total 123,456,789,012,345,678,901,234.50",
                "Page 1 of 1", "\u{0C}",
            ])
    }

    /// A number too wide even at the smallest size is drawn whole at it, reaching into the cell
    /// beside it: never cut, and no warning about a cut.
    @Test(.needs(.pdfTools)) func numbersTooWideEvenAtTheSmallestSizeAreNotCut() throws {
        let yaml = Self.layout.replacingOccurrences(of: "size: [300, 200]", with: "size: [120, 200]")
        let data = "city,item,amount\nOttawa,Big,1234567890123456789012345678.5\n"
        let (pdf, summary) = try Self.render(data, yaml: yaml)
        #expect(summary.warnings.isEmpty)
        #expect(!(try PDFTools.text(pdf).joined().contains("…")))
    }

    @Test func aOnePageReportWithStandardFontsIsSmall() throws {
        let pdf = try Self.render(Self.csv(3)).pdf
        #expect(pdf.count < 20_000)
        #expect(!String(decoding: pdf, as: UTF8.self).contains("/FontFile2"))
    }

    @Test func charactersNoFontHasAreAWarningNamingTheRow() throws {
        let (pdf, summary) = try Self.render(Self.csv(1, item: "Café Москва"))
        #expect(
            summary.warnings == [
                "row 'line' on page 1: no font has 'М' (U+41C), 'о' (U+43E), 'с' (U+441), 'к' (U+43A), 'в' (U+432) and more; drawn as '?'"
            ])
        #expect(!pdf.isEmpty)
        #expect(
            throws: PDFRenderer.Failure(
                description:
                    "row 'line' on page 1: no font has 'М' (U+41C), 'о' (U+43E), 'с' (U+441), 'к' (U+43A), 'в' (U+432) and "
                    + "more; they would be drawn as '?'"
            )
        ) {
            try Self.render(Self.csv(1, item: "Café Москва"), strict: true)
        }
    }

    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test(.needs(.pdfTools, .dejaVuFonts))
    func aTrueTypeFontCoversOtherScriptsAsASubset() throws {
        let font = try #require(FileManager.default.contents(atPath: Self.dejaVu))
        let (pdf, summary) = try Self.render(Self.csv(1, item: "Café Москва Ελλάδα"), fonts: [Array(font)])
        // Drawn, and said: the layout chose Helvetica, which lacks them.
        #expect(
            summary.warnings == [
                "row 'line' on page 1: 'М' (U+41C), 'о' (U+43E), 'с' (U+441), 'к' (U+43A), 'в' (U+432) and more not "
                    + "in the layout's font Helvetica; drawn with DejaVuSans (a TrueType font in style.font that has "
                    + "them keeps one typeface)"
            ])
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        #expect(try PDFTools.text(pdf).contains("Café Москва Ελλάδα 1 1,234.50"))
        let fonts = try PDFTools.run("pdffonts", [], on: pdf).output.split(separator: "\n").dropFirst(2)
        #expect(fonts.count == 3)
        #expect(
            fonts.contains { $0.contains("+DejaVuSans") && $0.contains("CID TrueType") && $0.contains("yes yes yes") })
        // The whole font is 700 KB; the subset holds a few glyphs.
        #expect(pdf.count < 60_000)
    }

    /// A font whose glyph for a character the report uses lies past the end of its outlines: an
    /// error when the font is loaded, before anything is drawn.
    @Test(.needs(.dejaVuFonts))
    func aFontDamagedWhereTheReportsCharactersAreIsNamed() throws {
        var font = Array(try #require(FileManager.default.contents(atPath: Self.dejaVu)))
        let glyph = Int(try #require(TrueTypeFont(bytes: font).glyph(for: "Ж")))
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [String: Int] = [:]
        for i in 0..<u16(4) {
            let record = 12 + 16 * i
            tables[String(decoding: font[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        let head = try #require(tables["head"])
        let loca = try #require(tables["loca"])
        // The glyph's end far past the file: its outline cannot be read.
        if u16(head + 50) == 1 {
            for k in 0..<4 { font[loca + 4 * (glyph + 1) + k] = 0x7F }
        } else {
            for k in 0..<2 { font[loca + 2 * (glyph + 1) + k] = 0xFF }
        }
        #expect(
            throws: PDFRenderer.Failure(
                description:
                    "fallback font 1: its 'loca' table places glyph \(glyph + 1) past the end of the 'glyf' table")
        ) {
            try Self.render(Self.csv(1, item: "Ж"), fonts: [font])
        }
    }

    @Test(.needs(.dejaVuFonts))
    func rightToLeftTextIsAWarningAsItIsDrawnLeftToRight() throws {
        let font = try #require(FileManager.default.contents(atPath: Self.dejaVu))
        let message =
            "row 'line' on page 1: right-to-left text is drawn left to right and unshaped (PDF output has no bidi "
            + "support): 'מרחב 1'"
        // The layout's own font has the letters: the direction is the only thing to say.
        let yaml = Self.layout + "\nstyle: { font: { family: \"\(Self.dejaVu)\" } }\n"
        let (_, summary) = try Self.render(Self.csv(1, item: "מרחב"), yaml: yaml)
        #expect(summary.warnings == [message])
        #expect(throws: PDFRenderer.Failure(description: message)) {
            try Self.render(Self.csv(1, item: "מרחב"), yaml: yaml, strict: true)
        }
        #expect(PDFRenderer.hasRightToLeft("مرحبا"))
        #expect(!PDFRenderer.hasRightToLeft("Café Москва Ελλάδα 東京"))
    }

    /// In an italic run, what a fallback font draws (it has no italic) is slanted from where it
    /// starts; what the standard italic face draws is not slanted again.
    @Test(.needs(.dejaVuFonts))
    func fallbackTextInAnItalicRunIsSlanted() throws {
        let font = try TrueTypeFont(bytes: Array(try #require(FileManager.default.contents(atPath: Self.dejaVu))))
        var fonts = PDFFonts(fallback: [font])
        var canvas = PDFCanvas()
        let run = PDFTextRun(
            text: "Ab Жд", x: 0, width: 100_000, alignment: .left, font: PDFFontFace(family: "Times", italic: true),
            size: 1_000, color: .black)
        _ = canvas.text(run, left: 1_000, bottom: 0, height: 2_000, fonts: &fonts)
        let lines = String(decoding: canvas.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let matrices = lines.filter { $0.hasSuffix(" Tm") }
        // "Ab " in Times-Italic, upright matrix; "Жд" in DejaVu Sans, slanted, after it.
        #expect(matrices.count == 2, "\(lines)")
        #expect(matrices.first?.hasPrefix("1 0 0 1 10 ") == true, "\(matrices)")
        #expect(matrices.last?.hasPrefix("1 0 0.2 1 ") == true, "\(matrices)")
        // Plain text is placed once, as before.
        var plain = PDFCanvas()
        var standard = PDFFonts(fallback: [font])
        _ = plain.text(
            PDFTextRun(
                text: "Ab", x: 0, width: 100_000, alignment: .left, font: PDFFontFace(family: "Times", italic: true),
                size: 1_000, color: .black), left: 1_000, bottom: 0, height: 2_000, fonts: &standard)
        #expect(!String(decoding: plain.bytes, as: UTF8.self).contains(" Tm"))
    }

    @Test func aNarrowNoBreakSpaceIsDrawnAsANoBreakSpaceInTheStandardFonts() {
        // French number grouping (`locale: fr`): no fallback font is needed, nothing is missing.
        var fonts = PDFFonts(fallback: [])
        let face = PDFFontFace(family: "Helvetica", bold: false)
        let (pieces, missing) = fonts.pieces(["1", "\u{202F}", "2"], in: face)
        #expect(missing.isEmpty)
        #expect(pieces.map(\.operand) == [Array("(1\\2402)".utf8)])  // WinAnsi 0xA0, octal in a literal
        #expect(fonts.width(of: "\u{202F}", in: face) == fonts.width(of: "\u{A0}", in: face))
    }

    @Test func aDamagedFontFileIsAnErrorNotACrash() throws {
        #expect(throws: PDFRenderer.Failure(description: "fallback font 1: it is 4 bytes, too short to be a font")) {
            try PDFRenderer(options: .init(parameters: [], fallbackFonts: [[0, 1, 0, 0]]))
        }
        var fake: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
        fake += Array("head".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 54] + Array(repeating: 0, count: 54)
        #expect(
            throws: PDFRenderer.Failure(
                description: "fallback font 1: its 'head' table does not hold the magic number 0x5F0F3CF5")
        ) {
            try PDFRenderer(options: .init(parameters: [], fallbackFonts: [fake]))
        }
        if FileManager.default.fileExists(atPath: Self.dejaVu) {
            let font = try #require(FileManager.default.contents(atPath: Self.dejaVu))
            for cut in [100, 5_000, 300_000] {
                #expect(throws: PDFRenderer.Failure.self) {
                    try PDFRenderer(options: .init(parameters: [], fallbackFonts: [Array(font.prefix(cut))]))
                }
            }
        }
    }

    @Test func lengthsAndColoursAreSpelledExactly() {
        #expect(
            [0, 5, 50, 1250, 59528, -1205, 100].map(Centipoints.text) == [
                "0", "0.05", "0.5", "12.5", "595.28", "-12.05", "1",
            ])
        var out: [UInt8] = []
        ReportColor(red: 0x2A, green: 0x71, blue: 0xDC).appendPDFOperands(to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "0.165 0.443 0.863")
        out = []
        ReportColor(red: 0xFF, green: 0, blue: 0x01).appendPDFOperands(to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "1 0.000 0.004")
        out = []
        PDFSyntax.appendLiteral(Array("a(b)\\c".utf8) + [0xE9, 0x0A], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "(a\\(b\\)\\\\c\\351\\012)")
        #expect(WinAnsi.code(for: "€") == 0x80)
        #expect(WinAnsi.code(for: "é") == 0xE9)
        #expect(WinAnsi.code(for: "Ж") == nil)
    }

    @Test func standardFontWidthsAreTheRealOnes() {
        // Helvetica: A 667, a 556, space 278; Helvetica-Bold: A 722; Times: A 722; Courier: 600.
        #expect(StandardFont.helvetica.width(of: UInt8(ascii: "A")) == 667)
        #expect(StandardFont.helvetica.width(of: UInt8(ascii: "a")) == 556)
        #expect(StandardFont.helvetica.width(of: UInt8(ascii: " ")) == 278)
        #expect(StandardFont.helveticaBold.width(of: UInt8(ascii: "A")) == 722)
        #expect(StandardFont.timesRoman.width(of: UInt8(ascii: "A")) == 722)
        #expect(StandardFont.courier.width(of: UInt8(ascii: "i")) == 600)
        #expect(StandardFont.helvetica.width(of: 0x80) == 556)  // the euro sign
    }
}
