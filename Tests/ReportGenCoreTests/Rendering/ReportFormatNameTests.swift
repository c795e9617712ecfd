import Testing

@testable import ReportGenCore

/// `--format` names and the formats they stand for.
@Suite struct ReportFormatNameTests {
    @Test func everyNameGivesAFormatOfThatName() {
        let pdf = PDFRenderer.Options(parameters: [])
        #expect(
            ReportFormat.Name.allCases.map(\.rawValue) == [
                "text", "json", "ndjson", "html", "csv", "markdown", "pdf", "xlsx",
            ])
        #expect(
            ReportFormat.Name.allCases.map { ReportFormat($0, shadeBands: false, pdf: pdf).name }
                == ReportFormat.Name.allCases)
    }

    @Test func textKeepsItsShadingAndPDFItsOptions() {
        let options = PDFRenderer.Options(parameters: [.int(7)], fallbackFonts: [[1, 2]], strict: true)
        let shading = [true, false].map { shade -> Bool? in
            if case .text(let shadeBands) = ReportFormat(.text, shadeBands: shade, pdf: options) { return shadeBands }
            return nil
        }
        #expect(shading == [true, false])
        var given: PDFRenderer.Options?
        if case .pdf(let pdf) = ReportFormat(.pdf, shadeBands: true, pdf: options) { given = pdf }
        #expect(given?.parameters == [.int(7)])
        #expect(given?.fallbackFonts == [[1, 2]])
        #expect(given?.strict == true)
    }
}
