extension ReportEngine {
    /// Runs the report into a PDF; characters no font has are among the summary's warnings.
    func renderPDF(_ options: PDFRenderer.Options, to output: OutputBuffer) throws -> RunSummary {
        var sink = RenderingSink(renderer: try PDFRenderer(options: options), output: output)
        var summary = try run(into: &sink)
        summary.warnings += sink.renderer.warnings
        return summary
    }
}
