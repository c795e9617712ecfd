import Foundation
import Testing

/// A program the tests read reportgen's output back with (openpyxl, qpdf and poppler, Chromium,
/// fonts), which a machine with only its image's packages may lack.
///
/// One rule for all of them: a test that needs a reader runs where the reader is installed, and
/// always under `.ci/run` (`REPORTGEN_CI`), where a missing reader fails it; elsewhere it is
/// skipped with a reason that names the reader and how to install it.
///
/// ```swift
/// @Test(.needs(.openpyxl)) func workbookReadsBack() throws { … }
/// ```
struct OutsideReader: Sendable {
    /// What the reader is, as the skip reason names it.
    let name: String
    /// How to install it on Debian.
    let install: String
    /// Whether it is on this machine (worked out once).
    let isInstalled: Bool

    /// Whether the tests run under `.ci/run`, where every reader must be there.
    static let underCI = ProcessInfo.processInfo.environment["REPORTGEN_CI"] != nil

    /// Whether a test that needs this reader runs.
    var runs: Bool { isInstalled || Self.underCI }

    /// Python's openpyxl (from PyPI), which reads workbooks back.
    static let openpyxl = OutsideReader(
        name: "Python's openpyxl", install: "python3 -m pip install openpyxl",
        isInstalled: pythonImports("openpyxl"))

    /// qpdf and poppler's pdftotext and pdffonts, which check and read PDFs back.
    static let pdfTools = OutsideReader(
        name: "qpdf and poppler-utils", install: "apt-get install qpdf poppler-utils",
        isInstalled: PDFTools.available)

    /// Headless Chromium, which lays HTML out.
    static let chromium = OutsideReader(
        name: "Chromium", install: "apt-get install chromium", isInstalled: Chromium.path != nil)

    /// axe-core's accessibility rules, as PyPI's axe-playwright-python ships them (its script
    /// only; the tests drive Chromium themselves).
    static let axe = OutsideReader(
        name: "axe-core", install: "python3 -m pip install --no-deps axe-playwright-python",
        isInstalled: pythonImports("axe_playwright_python"))

    /// Debian's DejaVu fonts, the TrueType files the PDF tests embed.
    static let dejaVuFonts = OutsideReader(
        name: "the DejaVu fonts", install: "apt-get install fonts-dejavu-core",
        isInstalled: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
            && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))

    /// The font packages whose every font the PDF tests draw (``InstalledFontsTests``).
    static let debianFonts = OutsideReader(
        name: "Debian's font packages",
        install: "apt-get install fonts-dejavu-core fonts-liberation2 fonts-roboto-unhinted fonts-open-sans "
            + "fonts-droid-fallback",
        isInstalled: InstalledFontsTests.installed)

    /// Fonts for the world's scripts: Noto Sans CJK (fonts-noto-cjk) for Chinese, Japanese and
    /// Korean, Noto Sans Devanagari (fonts-noto-core), DejaVu Sans for the rest (``ShapedTextTests``).
    static let worldFonts = OutsideReader(
        name: "the Noto and DejaVu fonts", install: "apt-get install fonts-noto-cjk fonts-noto-core fonts-dejavu-core",
        isInstalled: [
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ].allSatisfy { FileManager.default.fileExists(atPath: $0) })

    /// The typesetting target (HarfBuzz, FriBidi, fontconfig), which Package.swift builds when
    /// their headers are installed.
    static let typesetting = OutsideReader(
        name: "the text libraries' headers (the package built without ReportGenTypesetting)",
        install: "apt-get install libharfbuzz-dev libfribidi-dev libfontconfig-dev, then rebuild",
        isInstalled: typesettingIsBuilt)

    #if canImport(ReportGenTypesetting)
    static let typesettingIsBuilt = true
    #else
    static let typesettingIsBuilt = false
    #endif

    /// Python-Markdown (MkDocs' reader) and markdown-it-py (CommonMark with GFM tables), from PyPI.
    static let markdownReaders = OutsideReader(
        name: "Python-Markdown and markdown-it-py", install: "python3 -m pip install markdown markdown-it-py",
        isInstalled: pythonImports("markdown") && pythonImports("markdown_it"))

    /// LibreOffice headless, which converts workbooks to PDF and recalculates their formulas.
    static let libreOffice = OutsideReader(
        name: "LibreOffice", install: "apt-get install libreoffice-calc-nogui", isInstalled: LibreOffice.path != nil)

    /// pandas (from PyPI), which reads CSV files with typed columns.
    static let pandas = OutsideReader(
        name: "pandas", install: "python3 -m pip install pandas", isInstalled: pythonImports("pandas"))

    /// Whether `python3 -c "import MODULE"` succeeds.
    static func pythonImports(_ module: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import \(module)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test where every one of `readers` is installed, and always under CI (where a
    /// missing one fails it); skips it elsewhere, naming what is missing and how to install it.
    static func needs(_ readers: OutsideReader...) -> Self {
        let missing = readers.filter { !$0.isInstalled }
        let reason =
            "needs \(missing.map(\.name).joined(separator: ", ")), not installed here ("
            + missing.map(\.install).joined(separator: "; ") + "; .ci/run installs it)"
        return .enabled(if: readers.allSatisfy(\.runs), Comment(rawValue: reason))
    }
}
