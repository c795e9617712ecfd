extension ReportEngine {
    /// Runs the report into a PDF; characters no font has are among the summary's warnings.
    func renderPDF(_ options: PDFRenderer.Options, to output: OutputBuffer) throws -> RunSummary {
        // The page rows show the run's own parameter values (checked before anything is read),
        // whatever the options hold: a list of another length would be read out of its bounds.
        var options = options
        options.parameters = parameters
        var sink = RenderingSink(renderer: try PDFRenderer(options: options), output: output)
        var summary = try run(into: &sink)
        summary.warnings += sink.renderer.warnings
        return summary
    }
}
