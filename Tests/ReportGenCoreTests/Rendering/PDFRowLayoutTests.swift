import Foundation
import Testing

@testable import ReportGenCore

/// Rows on paper in the report's columns, with their styles: the renderer's own drawing model
/// checked exactly, what readers get back from the samples, and the layout's own TrueType font.
@Suite struct PDFRowLayoutTests {
    /// 260 points between the margins: columns of 130, 43.33 and 86.67 points.
    static let layout = """
        layout: 1
        title: Styled
        page: { size: [300, 200], margins: 20 }
        input:
          fields: { city: string, item: string, amount: { type: decimal, places: 2 } }
        columns:
          - { name: label, width: 3, title: City }
          - { name: count, width: 1, title: Count, align: center }
          - { name: amount, width: 2, title: Amount }
        style:
          font: { family: Times, size: 11 }
          bands: { odd: "#F7F8FC", even: "#DDDDDD" }
          color: "#333333"
        rows:
          head:
            height: 30
            band: none
            fields:
              title: { type: string, column: label }
              n: { type: int, column: count }
              amount: { type: decimal, places: 2 }
            style: { background: "#2A71DC", color: "#EFEFF4", size: 14, bold: true, indent: 1 }
          line:
            height: 20
            band: toggle
            fields: { item: { type: string, column: label }, amount: { type: decimal, places: 2 } }
            style: { italic: true, align: center }
          plain: { height: 20, band: none, fields: { note: string } }
        report:
          groups:
            - by: city
              header: [ { row: head, title: "{city}", n: "count()", amount: "sum(amount)" } ]
          detail: [ { row: line, item: "{item}", amount: amount } ]
          footer: [ { row: plain, note: "End" } ]
        """

    static let csv = "city,item,amount\nOttawa,Coffee,1000\nOttawa,Books,2000.5\n"

    static func run(_ text: String, file: String = "test.yaml", csv: String = csv) throws -> (
        pdf: [UInt8], summary: RunSummary
    ) {
        let plan = try Fixtures.plan(text, file: file)
        var bytes: [UInt8] = []
        let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]))
        let summary = try engine.renderPDF(
            PDFRenderer.Options(parameters: []), to: OutputBuffer { bytes += $0 })
        return (bytes, summary)
    }

    static let white = ReportColor(red: 0xEF, green: 0xEF, blue: 0xF4)
    static let grey = ReportColor(red: 0x33, green: 0x33, blue: 0x33)

    @Test func aRowInColumnsTakesItsPlaceAndLookFromTheStyles() throws {
        let plan = try Fixtures.plan(Self.layout)
        let rows = try Fixtures.rows(plan, ["-": Self.csv])
        let layout = PDFRowLayout(schema: plan.renderSchema)
        #expect(layout.edges == [0, 13000, 17333, 26000])
        #expect(rows.map { plan.rowKinds[$0.kind].name } == ["head", "line", "line", "plain"])

        // The group header: its own style (indent 1 on top of level 1), each field in its column.
        let bold = PDFFontFace(family: "Times", bold: true)
        #expect(
            layout.drawing(rows[0], fields: rows[0].fields, height: 3000)
                == PDFRowDrawing(
                    background: ReportColor(red: 0x2A, green: 0x71, blue: 0xDC),
                    runs: [
                        PDFTextRun(
                            text: "Ottawa", x: 1600, width: 11000, alignment: .left, font: bold, size: 1400,
                            color: Self.white),
                        PDFTextRun(
                            text: "2", x: 13400, width: 3533, alignment: .center, font: bold, size: 1400,
                            color: Self.white, isNumber: true),
                        PDFTextRun(
                            text: "3,000.50", x: 17733, width: 7867, alignment: .right, font: bold, size: 1400,
                            color: Self.white, isNumber: true),
                    ]))

        // A detail row: the report's colour and font size, its band's background, its own
        // alignment and italic; its text spans the empty count column; one level's indent.
        let italic = PDFFontFace(family: "Times", italic: true)
        #expect(
            layout.drawing(rows[1], fields: rows[1].fields, height: 2000)
                == PDFRowDrawing(
                    background: ReportColor(red: 0xF7, green: 0xF8, blue: 0xFC),
                    runs: [
                        PDFTextRun(
                            text: "Coffee", x: 1600, width: 15333, alignment: .center, font: italic, size: 1100,
                            color: Self.grey),
                        PDFTextRun(
                            text: "1,000.00", x: 17733, width: 7867, alignment: .center, font: italic, size: 1100,
                            color: Self.grey, isNumber: true),
                    ]))
        #expect(
            layout.drawing(rows[2], fields: rows[2].fields, height: 2000).background
                == ReportColor(red: 0xDD, green: 0xDD, blue: 0xDD))
        // The font never takes more than 60% of the row's height.
        #expect(layout.drawing(rows[1], fields: rows[1].fields, height: 1500).runs.map(\.size) == [900, 900])

        // A kind with no field in any column keeps the flow; with no `style:` of its own it is
        // bold where it closes the report, whatever the report-wide defaults (a colour here).
        #expect(
            layout.drawing(rows[3], fields: rows[3].fields, height: 2000)
                == PDFRowDrawing(
                    background: nil,
                    runs: [
                        PDFTextRun(
                            text: "End", x: 400, width: 25200, alignment: .left,
                            font: PDFFontFace(family: "Times", bold: true), size: 1100, color: Self.grey)
                    ]))

        // The titles: bold at the base size, aligned like their columns, a rule underneath; their
        // row is 1.8 times the base size.
        #expect(plan.page.titleHeight == 1980)
        #expect(
            layout.titles(height: plan.page.titleHeight)
                == PDFRowDrawing(
                    background: nil,
                    runs: [
                        PDFTextRun(
                            text: "City", x: 400, width: 12200, alignment: .left, font: bold, size: 1100,
                            color: .black),
                        PDFTextRun(
                            text: "Count", x: 13400, width: 3533, alignment: .center, font: bold, size: 1100,
                            color: .black),
                        PDFTextRun(
                            text: "Amount", x: 17733, width: 7867, alignment: .right, font: bold, size: 1100,
                            color: .black),
                    ], rule: ReportColor(red: 0x8E, green: 0x8E, blue: 0x93)))
    }

    /// Without styles the look is ColumnGrid's, as in every other renderer: odd bands light grey,
    /// even ones without a fill, the report's and outermost groups' headers and footers bold,
    /// Helvetica at 10 points in black; no titles row.
    @Test func withoutStylesTheDefaultsAreTheGridsOwn() throws {
        let yaml = """
            layout: 1
            input:
              fields: { city: string, item: string, amount: { type: decimal, places: 2 } }
            rows:
              head: { height: 30, band: none, fields: { title: string } }
              line: { height: 20, band: toggle, fields: { item: string, amount: { type: decimal, places: 2 } } }
            report:
              groups:
                - by: city
                  header: [ { row: head, title: "{city}" } ]
              detail: [ { row: line, item: "{item}", amount: amount } ]
            """
        let plan = try Fixtures.plan(yaml)
        let rows = try Fixtures.rows(plan, ["-": Self.csv])
        let layout = PDFRowLayout(schema: plan.renderSchema)
        #expect(plan.page.titleHeight == 0)
        #expect(layout.titles(height: 1800) == nil)
        let drawings = rows.map { layout.drawing($0, fields: $0.fields, height: 2000) }
        #expect(drawings.map(\.background) == [nil, ColumnGrid.defaultOddBand, nil])
        #expect(drawings.map { $0.runs.map(\.font.bold) } == [[true], [false, false], [false, false]])
        #expect(
            drawings[1].runs == [
                PDFTextRun(
                    text: "Coffee", x: 1600, width: 32885, alignment: .left, font: PDFFontFace(), size: 1000,
                    color: .black),
                PDFTextRun(
                    text: "1,000.00", x: 35285, width: 16643, alignment: .right, font: PDFFontFace(), size: 1000,
                    color: .black, isNumber: true),
            ])
    }

    /// The monthly sample: titles over the columns on every page, numbers right-aligned under
    /// their titles, text under its title.
    @Test(.needs(.pdfTools)) func theMonthlySampleShowsItsColumns() throws {
        var pdf: [UInt8] = []
        _ = try Fixtures.sample("monthly", renderer: PDFRenderer(options: .init(parameters: []))) { pdf += $0 }
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        let text = try PDFTools.text(pdf)
        #expect(
            Array(text.prefix(5)) == [
                "Date Description Count Mean Amount", "2016 58 23.09 1,338.97", "April 2016 28 20.01 560.19",
                "Apr 01 Starbucks 3.11", "Apr 01 Firkin 15.34",
            ])
        let pageStarts = text.indices.filter { text[$0].hasPrefix("\u{0C}") && $0 + 1 < text.count }
        #expect(pageStarts.count == 1)
        for start in pageStarts {
            #expect(text[start] == "\u{0C}Date Description Count Mean Amount")
        }
        let words = try PDFTools.words(pdf, page: 1)
        func word(_ text: String) throws -> PDFTools.Word { try #require(words.first { $0.text == text }) }
        // 36-point margins, 4 points of padding: the amounts end at 595.28 - 40.
        for number in ["Amount", "1,338.97", "560.19", "3.11", "15.34"] {
            #expect(try word(number).xMax == "555.280000", "\(number)")
        }
        for count in ["Count", "58", "28"] {
            #expect(try word(count).xMax == "372.130000", "\(count)")
        }
        for mean in ["Mean", "23.09", "20.01"] {
            #expect(try word(mean).xMax == "450.620000", "\(mean)")
        }
        // The description column starts 91.57 points in (1.4 of 8 shares of 523.28).
        #expect(try word("Description").xMin == "131.570000")
        #expect(try word("Starbucks").xMin == "131.570000")
        #expect(try word("Date").xMin == "40.000000")
        #expect(try word("Date").yMin < (try word("2016").yMin))
    }

    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// `style.font.family` naming a TrueType file beside the layout: embedded as a subset, and the
    /// only font of the document (no standard font, no fallback).
    @Test(.needs(.pdfTools, .dejaVuFonts))
    func aTrueTypeFontFromTheLayoutIsEmbedded() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: fonts.appendingPathComponent("Sans.ttf").path)
        let yaml = Self.layout.replacingOccurrences(of: "family: Times", with: "family: fonts/Sans.ttf")
        let file = directory.appendingPathComponent("styled.yaml").path
        let (pdf, summary) = try Self.run(
            yaml, file: file, csv: Self.csv.replacingOccurrences(of: "Ottawa", with: "Москва"))
        #expect(summary.warnings.isEmpty)
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        let listed = try PDFTools.run("pdffonts", [], on: pdf).output.split(separator: "\n").dropFirst(2)
        #expect(listed.count == 1)
        let font = try #require(listed.first).split(separator: " ", omittingEmptySubsequences: true)
        #expect(font[0].count == 17 && font[0].hasSuffix("+DejaVuSans") && font[0].dropFirst(6).hasPrefix("+"))
        #expect(Array(font[1...]).joined(separator: " ").hasPrefix("CID TrueType Identity-H yes yes yes"))
        #expect(
            try PDFTools.text(pdf) == [
                "City Count Amount", "Москва 2 3,000.50", "Coffee 1,000.00", "Books 2,000.50", "End", "\u{0C}",
            ])
        #expect(pdf.count < 60_000)
    }

    /// With a standard family, characters outside it still come from the fallback font (bold
    /// from its bold face), with a warning that names them — an error under `strict`.
    @Test(.needs(.pdfTools, .dejaVuFonts))
    func aStandardFamilyFallsBackForOtherScripts() throws {
        let fonts = try [Self.dejaVu, Self.dejaVuBold].map { try #require(FileManager.default.contents(atPath: $0)) }
        let plan = try Fixtures.plan(Self.layout)
        var pdf: [UInt8] = []
        let engine = ReportEngine(
            plan: plan, parameters: [],
            inputs: Fixtures.streams(plan, ["-": Self.csv.replacingOccurrences(of: "Ottawa", with: "Москва")]))
        let summary = try engine.renderPDF(
            PDFRenderer.Options(parameters: [], fallbackFonts: fonts.map(Array.init)), to: OutputBuffer { pdf += $0 })
        #expect(
            summary.warnings == [
                "row 'head' on page 1: 'М' (U+41C), 'о' (U+43E), 'с' (U+441), 'к' (U+43A), 'в' (U+432) and more not "
                    + "in the layout's font Times; drawn with DejaVuSans-Bold (a TrueType font in style.font that has them "
                    + "keeps one typeface)"
            ])
        let listed = try PDFTools.run("pdffonts", [], on: pdf).output.split(separator: "\n").dropFirst(2)
        let names = listed.compactMap {
            $0.split(separator: " ").first.map { String($0.split(separator: "+").last ?? $0) }
        }
        #expect(names.sorted() == ["DejaVuSans-Bold", "Times-Bold", "Times-Italic"])
        #expect(try PDFTools.text(pdf)[1] == "Москва 2 3,000.50")
    }

    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The layout's font has no bold or italic face: bold is a stroked outline in the text's
    /// colour, italic a slant, both inside a saved graphics state.
    @Test(.needs(.dejaVuFonts))
    func boldAndItalicAreSynthesizedForTheLayoutsFont() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.dejaVu))
        var fonts = PDFFonts(family: ("Sans.ttf", try TrueTypeFont(bytes: Array(data))), fallback: [])
        var canvas = PDFCanvas()
        let face = PDFFontFace(family: "Sans.ttf", bold: true, italic: true)
        let run = PDFTextRun(
            text: "Hi", x: 100, width: 5000, alignment: .left, font: face, size: 1000, color: Self.grey)
        let drawn = canvas.text(run, left: 2000, bottom: 3000, height: 2000, fonts: &fonts)
        #expect(drawn.missing.isEmpty && !drawn.cut)
        let h = try #require(TrueTypeFont(bytes: Array(data)).glyph(for: "H"))
        let i = try #require(TrueTypeFont(bytes: Array(data)).glyph(for: "i"))
        let hex = { (gid: UInt16) -> String in
            var out: [UInt8] = []
            PDFSyntax.appendHex16(gid, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        // DejaVu Sans's OS/2 table gives no cap height: its ascent (928/1000 em) centres the text,
        // the baseline (20 - 9.28) / 2 up.
        #expect(
            String(decoding: canvas.bytes, as: UTF8.self)
                == "q\n0.200 0.200 0.200 RG\n0.3 w\nBT\n0.200 0.200 0.200 rg\n2 Tr\n1 0 0.2 1 21 35.36 Tm\n"
                + "/E0 10 Tf\n<\(hex(h))\(hex(i))> Tj\nET\nQ\n")
        var plain = PDFCanvas()
        var regular = run
        regular.font = PDFFontFace(family: "Sans.ttf")
        _ = plain.text(regular, left: 2000, bottom: 3000, height: 2000, fonts: &fonts)
        #expect(
            String(decoding: plain.bytes, as: UTF8.self)
                == "BT\n0.200 0.200 0.200 rg\n21 35.36 Td\n/E0 10 Tf\n<\(hex(h))\(hex(i))> Tj\nET\n")
    }

    @Test func aMissingOrBrokenFontFileIsAnErrorNamingIt() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("styled.yaml").path
        let missing = Self.layout.replacingOccurrences(of: "family: Times", with: "family: fonts/None.ttf")
        #expect(
            throws: PDFRenderer.Failure(
                description:
                    "\(file): the font file 'fonts/None.ttf' (\(directory.path)/fonts/None.ttf) does not exist")
        ) {
            try Self.run(missing, file: file)
        }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Dir.ttf"), withIntermediateDirectories: true)
        #expect(
            throws: PDFRenderer.Failure(
                description: "\(file): the font file 'Dir.ttf' (\(directory.path)/Dir.ttf) is a directory")
        ) {
            try Self.run(Self.layout.replacingOccurrences(of: "family: Times", with: "family: Dir.ttf"), file: file)
        }
        try Data([0, 1, 0, 0]).write(to: directory.appendingPathComponent("Broken.ttf"))
        #expect(
            throws: PDFRenderer.Failure(
                description: "\(file): the font file 'Broken.ttf' (\(directory.path)/Broken.ttf) is not a usable "
                    + "TrueType font: it is 4 bytes, too short to be a font")
        ) {
            try Self.run(
                Self.layout.replacingOccurrences(of: "family: Times", with: "family: Broken.ttf"), file: file)
        }
        // A layout in the working directory: the path is the family itself.
        #expect(
            throws: PDFRenderer.Failure(description: "styled.yaml: the font file 'None.ttf' does not exist")
        ) {
            try Self.run(
                Self.layout.replacingOccurrences(of: "family: Times", with: "family: None.ttf"), file: "styled.yaml")
        }
    }
}
