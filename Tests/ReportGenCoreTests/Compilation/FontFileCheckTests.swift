import Foundation
import Testing

@testable import ReportGenCore

/// `validate` and a PDF run read the layout's font file as the renderer would: one that cannot be
/// used is an `unusable-font` error at the family, before anything runs.
@Suite struct FontFileCheckTests {
    static func layout(_ family: String) -> String {
        """
        layout: 1
        style: { font: { family: \(family) } }
        input: { fields: { n: int } }
        rows: { d: { height: 20, fields: { n: int } } }
        report: { detail: [ { row: d, n: n } ] }
        """
    }

    static func check(_ family: String, in directory: URL, checkingFonts: Bool = true) throws -> [String] {
        let file = directory.appendingPathComponent("styled.yaml")
        try layout(family).write(to: file, atomically: false, encoding: .utf8)
        let result = LayoutCompiler.compile(contentsOf: file.path, checkingFonts: checkingFonts)
        #expect((result.plan == nil) == result.diagnostics.contains { $0.severity == .error })
        return result.diagnostics.map(\.description)
    }

    @Test func anUnusableFontFileIsALayoutErrorAtTheFamily() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("styled.yaml").path
        let at = "\(file):2:26: error: the font file"
        #expect(
            try Self.check("fonts/None.ttf", in: directory) == [
                "\(at) 'fonts/None.ttf' (\(directory.path)/fonts/None.ttf) does not exist [unusable-font]"
            ])
        // Only where asked: a run in another format does not read the font.
        #expect(try Self.check("fonts/None.ttf", in: directory, checkingFonts: false).isEmpty)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Dir.ttf"), withIntermediateDirectories: true)
        #expect(
            try Self.check("Dir.ttf", in: directory) == [
                "\(at) 'Dir.ttf' (\(directory.path)/Dir.ttf) is a directory [unusable-font]"
            ])
        try Data("<html></html>".utf8).write(to: directory.appendingPathComponent("Page.ttf"))
        #expect(
            try Self.check("Page.ttf", in: directory) == [
                "\(at) 'Page.ttf' (\(directory.path)/Page.ttf) is not a usable TrueType font: it is not a TrueType "
                    + "font (it does not begin with an sfnt version) [unusable-font]"
            ])
        var zero = TrueTypeFontTests.Parts()
        TrueTypeFontTests.put(TrueTypeFontTests.u16(0), at: 18, in: &zero.tables["head"]!)
        try Data(zero.file).write(to: directory.appendingPathComponent("Zero.TTF"))
        #expect(
            try Self.check("Zero.TTF", in: directory) == [
                "\(at) 'Zero.TTF' (\(directory.path)/Zero.TTF) is not a usable TrueType font: its units per em "
                    + "('head' unitsPerEm) is 0, not 16 to 16384 [unusable-font]"
            ])
        try Data(TrueTypeFontTests.Parts().file).write(to: directory.appendingPathComponent("Good.ttf"))
        #expect(try Self.check("Good.ttf", in: directory).isEmpty)
    }

    /// Past 64 MiB the file is not read (its size is checked first); a FIFO is not opened.
    @Test func aFontFileOverTheSizeBoundOrNotARegularFileIsAnError() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("styled.yaml").path
        let huge = directory.appendingPathComponent("Huge.ttf")
        try Data(TrueTypeFontTests.Parts().file).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(PDFFontFile.maxBytes) + 1)  // sparse: no disk used
        try handle.close()
        #expect(
            try Self.check("Huge.ttf", in: directory) == [
                "\(file):2:26: error: the font file 'Huge.ttf' (\(directory.path)/Huge.ttf) is larger than the 64 MiB "
                    + "a font file may be [unusable-font]"
            ])
        #expect(PDFFontFile.maxBytes == 64 << 20)
        let fifo = Process()
        fifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        fifo.arguments = [directory.appendingPathComponent("Pipe.ttf").path]
        try fifo.run()
        fifo.waitUntilExit()
        #expect(
            try Self.check("Pipe.ttf", in: directory) == [
                "\(file):2:26: error: the font file 'Pipe.ttf' (\(directory.path)/Pipe.ttf) is not a regular file "
                    + "[unusable-font]"
            ])
    }
}
