import Foundation
import Testing

@testable import ReportGenCore

#if canImport(ReportGenTypesetting)
import ReportGenTypesetting
#endif

/// The shaped-text tests need the typesetting target; under CI it must have been built.
@Test(.needs(.typesetting)) func theTypesettingTargetIsBuilt() {
    #expect(OutsideReader.typesettingIsBuilt, "Package.swift found no HarfBuzz, FriBidi or fontconfig headers")
}

#if canImport(ReportGenTypesetting)

/// Text for the whole world through HarfBuzz, FriBidi and fontconfig (``HarfBuzzShaper``): a
/// report in twelve scripts with a font list reads back from the PDF (poppler's pdftotext) in
/// logical order with no `?`, every font embedded (pdffonts); every installed font of Debian's
/// font packages draws; malformed fonts are errors naming the file and the damage.
@Suite struct ShapedTextTests {
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let fontsInstalled = [cjk, devanagari, dejaVu].allSatisfy { FileManager.default.fileExists(atPath: $0) }

    /// One line per script, as the rows hold them (and pdftotext must give them back).
    static let world: [(String, String)] = [
        ("German", "Grüße aus Köln — Straße"), ("Polish", "Zażółć gęślą jaźń"), ("Greek", "Καλημέρα κόσμε"),
        ("Cyrillic", "Съешь же ещё этих мягких булок"), ("Chinese", "你好，世界"), ("Japanese", "こんにちは世界、東京"),
        ("Korean", "안녕하세요 세계"), ("Arabic", "مرحبا بالعالم"), ("Hebrew", "שלום עולם"),
        ("Devanagari", "नमस्ते दुनिया"), ("Emoji", "Smile 😀 ok"), ("Ligatures", "office affine"),
    ]

    static let worldLayout = """
        layout: 1
        style: { font: { family: [DejaVu Sans, "Noto Sans CJK SC", "Noto Sans Devanagari"] } }
        input: { fields: { lang: string, text: string } }
        columns: [ { name: lang, width: 1 }, { name: text, width: 3 } ]
        rows: { d: { height: 24, fields: { lang: string, text: string } } }
        report: { detail: [ { row: d, lang: "{lang}", text: "{text}" } ] }
        """

    static func render(_ yaml: String, csv: String, file: String = "world.yaml") throws -> (
        pdf: [UInt8], warnings: [String]
    ) {
        let plan = try Fixtures.plan(yaml, file: file)
        var bytes: [UInt8] = []
        let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]))
        let summary = try engine.renderPDF(
            PDFRenderer.Options(shaper: HarfBuzzShaper()), to: OutputBuffer { bytes += $0 })
        return (bytes, summary.warnings)
    }

    /// pdftotext's text with the direction marks it puts around right-to-left runs taken out.
    static func extracted(_ pdf: [UInt8]) throws -> String {
        let text = try PDFTools.run("pdftotext", [], on: pdf).output
        return String(
            text.unicodeScalars.filter {
                !(0x200E...0x200F).contains($0.value) && !(0x202A...0x202E).contains($0.value)
            }.map(Character.init))
    }

    @Test(.needs(.pdfTools, .worldFonts))
    func everyScriptReadsBackInLogicalOrderFromEmbeddedFonts() throws {
        let csv = "lang,text\n" + Self.world.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
        let (pdf, warnings) = try Self.render(Self.worldLayout, csv: csv)
        #expect(warnings == [])
        #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0)
        let text = try Self.extracted(pdf)
        for (language, line) in Self.world {
            #expect(text.contains(line), "\(language): \(line) not in\n\(text)")
        }
        #expect(!text.contains("?"))
        let fonts = try PDFTools.run("pdffonts", [], on: pdf).output.split(separator: "\n").dropFirst(2)
        #expect(fonts.count >= 3, "\(fonts)")
        for font in fonts {
            // name, type…, encoding, then emb sub uni: every one embedded, subset, with ToUnicode.
            let columns = font.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns.suffix(5).prefix(3) == ["yes", "yes", "yes"], "\(font)")
        }
    }

    @Test(.needs(.pdfTools, .worldFonts))
    func aCharacterNoListedFontHasIsDrawnWithASystemFontAndSaid() throws {
        let yaml = Self.worldLayout.replacingOccurrences(
            of: "[DejaVu Sans, \"Noto Sans CJK SC\", \"Noto Sans Devanagari\"]", with: "[DejaVu Sans]")
        let (pdf, warnings) = try Self.render(yaml, csv: "lang,text\nChinese,你好\n")
        #expect(try Self.extracted(pdf).contains("你好"))
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("not in the layout's font DejaVu Sans") == true, "\(warnings)")
    }

    @Test(.needs(.worldFonts))
    func anUnknownFamilyIsAnErrorAtItsPosition() {
        let directory = try? Fixtures.temporaryDirectory()
        defer { directory.map { try? FileManager.default.removeItem(at: $0) } }
        guard let directory else { return }
        let file = directory.appendingPathComponent("fonts.yaml").path
        let yaml = Self.worldLayout.replacingOccurrences(of: "\"Noto Sans Devanagari\"", with: "No Such Family Xq")
        _ = FileManager.default.createFile(atPath: file, contents: Data(yaml.utf8))
        let diagnostics = LayoutCompiler.compile(contentsOf: file, checkingFonts: true, shaper: HarfBuzzShaper())
            .diagnostics.map(\.description)
        #expect(
            diagnostics == [
                "\(file):2:60: error: no installed font family is named 'No Such Family Xq' (fc-list : family lists "
                    + "those installed; a font file is named by its path, ending .ttf, .otf or .ttc) [unusable-font]"
            ])
    }

    /// Every font file of Debian's font packages (fonts-noto-cjk's `.ttc` collections and CFF
    /// outlines too) draws a PDF that qpdf accepts with its font embedded.
    @Test(.needs(.debianFonts, .pdfTools, .worldFonts))
    func everyInstalledFontDrawsThroughTheShaper() throws {
        let fonts = InstalledFontsTests.fonts + Self.files(in: "/usr/share/fonts/opentype/noto")
        #expect(fonts.count > 20)
        for font in fonts {
            let yaml = """
                layout: 1
                style: { font: { family: ["\(font)", DejaVu Sans] } }
                input: { fields: { n: int } }
                rows: { d: { height: 20, fields: { n: string } } }
                report: { detail: [ { row: d, n: "Hello {n} Жж 東京" } ] }
                """
            let (pdf, _) = try Self.render(yaml, csv: "n\n1\n", file: "fonts.yaml")
            #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0, "\(font)")
            let listed = try PDFTools.run("pdffonts", [], on: pdf).output
            #expect(!listed.contains(" no "), "\(font): \(listed)")
            #expect(try Self.extracted(pdf).contains("Hello 1"), "\(font)")
        }
    }

    static func files(in directory: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        return files.filter { file in [".ttf", ".otf", ".ttc"].contains { file.lowercased().hasSuffix($0) } }
            .map { directory + "/" + $0 }.sorted()
    }

    /// Twenty damaged copies of DejaVu Sans, each an error naming the file and what is wrong.
    @Test(.needs(.dejaVuFonts))
    func everyMalformedFontIsAnErrorSayingWhat() throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tables = Self.tables(original)
        func u16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
        func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value) }
        func changed(_ at: Int, _ bytes: [UInt8]) -> [UInt8] {
            var copy = original
            copy.replaceSubrange(at..<at + bytes.count, with: bytes)
            return copy
        }
        func record(_ tag: String) -> Int { tables[tag]!.record }
        func table(_ tag: String) -> Int { tables[tag]!.offset }
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "is empty"),
            ("short", Array(original.prefix(8)), "is not a usable font: it is 8 bytes, too short to be a font"),
            ("png", [0x89, 0x50, 0x4E, 0x47] + Array(original.dropFirst(4)), "it does not begin with an sfnt version"),
            ("tables", changed(4, u16(0xFFFF)), "its table directory lists 65535 tables, past the end of the file"),
            ("truncated", Array(original.prefix(original.count / 2)), "runs past the end of the file"),
            ("offset", changed(record("glyf") + 8, u32(0x7FFF_0000)), "its 'glyf' table"),
            ("length", changed(record("cmap") + 12, u32(0x7FFF_0000)), "its 'cmap' table"),
            (
                "upem0", changed(table("head") + 18, u16(0)),
                "its units per em ('head' unitsPerEm) is 0, not 16 to 16384"
            ),
            ("upemHuge", changed(table("head") + 18, u16(40000)), "is 40000, not 16 to 16384"),
            ("magic", changed(table("head") + 12, u32(0)), "does not hold the magic number 0x5F0F3CF5"),
            ("noHead", changed(record("head"), Array("hexd".utf8)), "it has no 'head' table"),
            ("shortHead", changed(record("head") + 12, u32(20)), "its 'head' table is 20 bytes, shorter than the 54"),
            ("noGlyphs", changed(table("maxp") + 4, u16(0)), "its 'maxp' table gives no glyphs"),
            ("noMetrics", changed(table("hhea") + 34, u16(0)), "its 'hhea' table gives no horizontal metrics"),
            ("shortHmtx", changed(record("hmtx") + 12, u32(8)), "its 'hmtx' table is 8 bytes, shorter than the"),
            ("noCmap", changed(record("cmap"), Array("cmax".utf8)), "it has no 'cmap' table"),
            ("emptyCmap", changed(table("cmap"), u16(0) + u16(0)), "its character map ('cmap') maps no character"),
            ("locFormat", changed(table("head") + 50, u16(7)), "indexToLocFormat is 7, not 0 or 1"),
            ("noGlyf", changed(record("glyf"), Array("glyx".utf8)), "it has no outlines"),
            ("shortLoca", changed(record("loca") + 12, u32(16)), "its 'loca' table is 16 bytes"),
            (
                "collection",
                Array("ttcf".utf8) + u32(0x0001_0000) + u32(0x0FFF_FFFF) + [UInt8](repeating: 0, count: 8),
                "its collection header lists 268435455 fonts, past the end of the file"
            ),
        ]
        #expect(cases.count >= 20)
        for (name, bytes, expected) in cases {
            let path = directory.appendingPathComponent("\(name).ttf").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            do {
                _ = try HarfBuzzShaper().fonts(for: [path], layoutFile: "fonts.yaml")
                Issue.record("\(name): no error")
            } catch {
                #expect(error.description.hasPrefix("the font file '\(path)' "), "\(name): \(error)")
                #expect(error.description.contains(expected), "\(name): \(error)")
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers.count == cases.count)
    }

    /// Each table's directory record and offset in an sfnt file.
    static func tables(_ bytes: [UInt8]) -> [String: (record: Int, offset: Int)] {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        var tables: [String: (record: Int, offset: Int)] = [:]
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
            tables[tag] = (record, offset)
        }
        return tables
    }
}
#endif
