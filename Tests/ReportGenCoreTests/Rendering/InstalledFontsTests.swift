import Foundation
import Testing

@testable import ReportGenCore

/// Every font Debian's font packages install (CI installs them: fonts-dejavu-core,
/// fonts-liberation2, fonts-roboto-unhinted, fonts-open-sans, fonts-droid-fallback) draws a PDF,
/// or, for a collection, is refused with a clear message; none traps.
@Suite struct InstalledFontsTests {
    static let directories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/roboto",
        "/usr/share/fonts/truetype/open-sans", "/usr/share/fonts/truetype/droid",
    ]
    /// One file of each package whose fonts have only Windows names, or none of the others.
    static let expected = [
        "DejaVuSans.ttf", "LiberationSans-Regular.ttf", "Roboto-Regular.ttf", "OpenSans-CondBold.ttf",
        "DroidSansFallbackFull.ttf",
    ]

    static var fonts: [String] {
        directories.flatMap { directory -> [String] in
            let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
            return files.filter { file in [".ttf", ".otf", ".ttc"].contains { file.lowercased().hasSuffix($0) } }
                .map { directory + "/" + $0 }
        }.sorted()
    }

    static let installed = expected.allSatisfy { name in fonts.contains { $0.hasSuffix("/" + name) } }

    @Test(.needs(.debianFonts))
    func everyInstalledFontDrawsAPDFOrIsRefusedClearly() throws {
        let fonts = Self.fonts
        for name in Self.expected {
            #expect(fonts.contains { $0.hasSuffix("/" + name) }, "\(name) is not installed")
        }
        for font in fonts {
            let yaml = """
                layout: 1
                style: { font: { family: "\(font)" } }
                input: { fields: { n: int } }
                rows: { d: { height: 20, fields: { n: string } } }
                report: { detail: [ { row: d, n: "Hello {n} Жж 東京" } ] }
                """
            if font.lowercased().hasSuffix(".ttc") {
                #expect(
                    throws: PDFRenderer.Failure(
                        description: "fonts.yaml: the font file '\(font)' is not a usable TrueType font: it is a font "
                            + "collection (.ttc), which cannot be embedded: name a file of one font (.ttf)")
                ) {
                    try Self.render(yaml)
                }
                continue
            }
            let pdf = try Self.render(yaml)
            #expect(pdf.starts(with: Array("%PDF-".utf8)), "\(font)")
            #expect(String(decoding: pdf.suffix(6), as: UTF8.self).contains("%%EOF"), "\(font)")
            if PDFTools.available {
                #expect(try PDFTools.run("qpdf", ["--check"], on: pdf).status == 0, "\(font)")
            }
        }
    }

    static func render(_ yaml: String) throws -> [UInt8] {
        let plan = try Fixtures.plan(yaml, file: "fonts.yaml")
        var bytes: [UInt8] = []
        let engine = ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": "n\n1\n"]))
        _ = try engine.renderPDF(PDFRenderer.Options(parameters: []), to: OutputBuffer { bytes += $0 })
        return bytes
    }
}
