extension ReportEngine {
    /// Runs the report and renders it in `format` into `output`.
    package func render(_ format: ReportFormat, to output: OutputBuffer) throws -> RunSummary {
        switch format {
        case .text(let shade): return try render(with: TextRenderer(shadeBands: shade), to: output)
        case .json: return try render(with: JSONRenderer(), to: output)
        case .ndjson: return try render(with: NDJSONRenderer(), to: output)
        case .html: return try render(with: HTMLRenderer(), to: output)
        case .csv: return try render(with: CSVRenderer(), to: output)
        case .markdown: return try render(with: MarkdownRenderer(), to: output)
        case .xlsx: return try render(with: XLSXRenderer(strict: strict), to: output)
        case .pdf(let options): return try renderPDF(options, to: output)
        }
    }

    /// Runs the report through any renderer (Mustache templates, your own) into `output`.
    package func render<Renderer: RowRenderer>(with renderer: Renderer, to output: OutputBuffer) throws -> RunSummary {
        var sink = RenderingSink(renderer: renderer, output: output)
        guard rendersBehind else {
            var summary = try run(into: &sink)
            summary.warnings += sink.warnings
            return summary
        }
        var threaded = ThreadedSink(sink)
        do {
            var summary = try run(into: &threaded)
            summary.warnings += threaded.warnings
            return summary
        } catch {
            // On one thread, a renderer's error stops the run at its row, before anything after
            // it could fail: it is the run's error.
            throw threaded.stop() ?? error
        }
    }
}
